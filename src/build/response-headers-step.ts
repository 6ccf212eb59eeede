import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Site } from '../tenant/schema/site.ts';
import type { PageStepOf } from './built-pages.ts';
import { CDN_FILES } from './cdn-files.ts';
import { configuredOrigins } from './configured-origins.ts';
import { assertDeployablePolicy, contentSecurityPolicy } from './content-security-policy.ts';
import { policySourcesUnion } from './page-policy-sources.ts';
import { cloudFrontResponseHeadersPolicy, headerRules, headersFile } from './response-headers.ts';

async function writeBeside(root: string, relative: string, text: string): Promise<void> {
  const path = join(root, relative);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
}

/**
 * After the build, writes the tenant's response headers as CDN configuration beside its
 * pages: one Content-Security-Policy for every page (a CDN rule cannot carry one per page,
 * so it is the union of every page's inline hashes and third-party origins), as `_headers`
 * and as a CloudFront response headers policy.
 */
export function responseHeadersStep(site: Site): PageStepOf {
  return () => {
    const union = policySourcesUnion(configuredOrigins(site));
    return {
      page: (_file, html) => {
        union.add(html);
        return undefined;
      },
      finish: async ({ root }) => {
        const csp = contentSecurityPolicy(union.sources());
        assertDeployablePolicy(site.slug, csp);
        await writeBeside(root, CDN_FILES.headers, headersFile(headerRules(csp)));
        const policy = cloudFrontResponseHeadersPolicy(`${site.slug}-site-headers`, csp);
        await writeBeside(root, CDN_FILES.cloudFrontPolicy, `${JSON.stringify(policy, null, 2)}\n`);
      },
    };
  };
}
