// Gate: every built tenant ships its response headers as CDN configuration, and its one
// Content-Security-Policy allows every inline script and style of every page, which carries
// no policy of its own and nothing a hash cannot cover (style or event handler attributes).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CDN_FILES } from '../../src/build/cdn-files.ts';
import { hashSource } from '../../src/build/content-security-policy.ts';
import { scanPage, type StartTag } from '../../src/build/html-scan.ts';
import { headersForPath, parseHeadersFile } from '../../src/server/headers-file.ts';
import { BuiltSite, gateTenants, groupByPage, report } from './lib/built-sites.ts';

/** CloudFront's quota on a response headers policy's Content-Security-Policy value. */
const CLOUDFRONT_CSP_MAX_LENGTH = 1783;

/** The policy the tenant's _headers sends with its pages. */
function sitePolicy(root: string): string {
  const rules = parseHeadersFile(readFileSync(join(root, CDN_FILES.headers), 'utf8'));
  return headersForPath(rules, '/').get('content-security-policy') ?? '';
}

/** The sources a directive of a policy allows. */
function directive(policy: string, name: string): Set<string> {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return new Set(found?.slice(1) ?? []);
}

/** What a page carries that a header policy cannot allow, or that would add a second policy. */
function pageProblems(tags: readonly StartTag[]): string[] {
  const problems: string[] = [];
  for (const tag of tags) {
    if (tag.name === 'meta' && tag.attributes.get('http-equiv')?.toLowerCase() === 'content-security-policy')
      problems.push('a <meta http-equiv="Content-Security-Policy"> (the policy is a header, one per site)');
    for (const name of tag.attributes.keys()) {
      if (name === 'style') problems.push(`a style attribute on <${tag.name}> (a hash does not cover it)`);
      if (/^on[a-z]+$/.test(name)) problems.push(`an ${name} attribute on <${tag.name}> (inline event handler)`);
    }
  }
  return problems;
}

for (const tenant of gateTenants()) {
  describe(`${tenant.slug}: response headers and Content-Security-Policy`, () => {
    if (!tenant.built) {
      it.skip(tenant.reason, () => {});
      return;
    }

    it('has its _headers file and CloudFront response headers policy, with the same policy', () => {
      // the /api/* routing is written only with API_ORIGIN, which local and CI builds lack
      for (const file of [CDN_FILES.headers, CDN_FILES.cloudFrontPolicy, CDN_FILES.buildRecord])
        expect(existsSync(join(tenant.root, file)), `dist/${tenant.slug}/${file}`).toBe(true);
      const policy = sitePolicy(tenant.root);
      const cloudFront = JSON.parse(readFileSync(join(tenant.root, CDN_FILES.cloudFrontPolicy), 'utf8'));
      expect(cloudFront.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toBe(policy);
      expect(policy.length).toBeLessThanOrEqual(CLOUDFRONT_CSP_MAX_LENGTH);
      console.log(
        `${tenant.slug}: policy ${policy.length} characters (CloudFront's limit ${CLOUDFRONT_CSP_MAX_LENGTH}), ` +
          `${directive(policy, 'script-src').size - 1} script and ${directive(policy, 'style-src').size - 1} style sources`,
      );
    });

    it("every page's inline scripts and styles are in the policy, and no page carries a policy or attribute it cannot allow", () => {
      const policy = sitePolicy(tenant.root);
      const scripts = directive(policy, 'script-src');
      const styles = directive(policy, 'style-src');
      const site = new BuiltSite(tenant.root);
      const failures: { page: string; problem: string }[] = [];
      for (const file of [...site.files].filter((name) => name.endsWith('.html'))) {
        const html = site.read(file).toString('utf8');
        const page = `/${file}`;
        const { code, tags } = scanPage(html);
        for (const text of code.scripts)
          if (!scripts.has(hashSource(text)))
            failures.push({ page, problem: `inline script ${hashSource(text)} is not in script-src` });
        for (const text of code.styles)
          if (!styles.has(hashSource(text)))
            failures.push({ page, problem: `inline style ${hashSource(text)} is not in style-src` });
        for (const problem of pageProblems(tags)) failures.push({ page, problem });
      }
      expect(failures, report(`${tenant.slug}: pages the policy does not cover`, groupByPage(failures))).toEqual([]);
    });
  });
}
