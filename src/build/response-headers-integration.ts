import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Site } from '../tenant/schema/site.ts';
import { CDN_FILES } from './cdn-files.ts';
import { configuredOrigins } from './configured-origins.ts';
import { htmlFiles } from './html-files.ts';
import { assertDeployablePolicy, contentSecurityPolicy } from './content-security-policy.ts';
import { tenantPolicySources } from './page-policy-sources.ts';
import { cloudFrontResponseHeadersPolicy, headerRules, headersFile } from './response-headers.ts';

/** The policy of a built site: every page's inline hashes and third-party origins, in one. */
async function sitePolicy(root: string, site: Site): Promise<string> {
  const files = htmlFiles(root);
  // one page at a time: a big tenant's pages together take hundreds of megabytes; read
  // synchronously, as the script priority pass does (script-priority.ts)
  function* pages() {
    for (const file of files) yield readFileSync(file, 'utf8');
  }
  const policy = contentSecurityPolicy(await tenantPolicySources(pages(), configuredOrigins(site)));
  assertDeployablePolicy(site.slug, policy);
  return policy;
}

async function writeBeside(root: string, relative: string, text: string): Promise<void> {
  const path = join(root, relative);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
}

/**
 * After the build, writes the tenant's response headers as CDN configuration beside its
 * pages: one Content-Security-Policy for every page (a CDN rule cannot carry one per page),
 * as `_headers` and as a CloudFront response headers policy.
 */
export function responseHeadersIntegration(site: Site): AstroIntegration {
  return {
    name: 'tenant-response-headers',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const csp = await sitePolicy(root, site);
        await writeBeside(root, CDN_FILES.headers, headersFile(headerRules(csp)));
        const policy = cloudFrontResponseHeadersPolicy(`${site.slug}-site-headers`, csp);
        await writeBeside(root, CDN_FILES.cloudFrontPolicy, `${JSON.stringify(policy, null, 2)}\n`);
      },
    },
  };
}
