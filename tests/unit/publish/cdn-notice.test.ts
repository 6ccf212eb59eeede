import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeApiRoute } from '../../../src/build/api-route.ts';
import { CDN_FILES } from '../../../src/build/cdn-files.ts';
import { cdnConfigurationNotice } from '../../../src/publish/cdn-notice.ts';

let siteDir = '';
afterEach(() => rmSync(siteDir, { recursive: true, force: true }));

function builtSite(): string {
  siteDir = mkdtempSync(join(tmpdir(), 'cdn-notice-'));
  mkdirSync(join(siteDir, '_cdn'));
  writeFileSync(join(siteDir, CDN_FILES.headers), '/*\n  X-Content-Type-Options: nosniff\n');
  writeFileSync(join(siteDir, CDN_FILES.cloudFrontPolicy), '{}');
  return siteDir;
}

describe('cdnConfigurationNotice', () => {
  it('names the files holding the headers and the /api/* routing, for the deployer to apply', async () => {
    const dir = builtSite();
    await writeApiRoute(dir, 'api.example.net');
    const [headers, api] = cdnConfigurationNotice('outback-rv', dir);
    expect(headers).toBe(
      `outback-rv: the CDN's response headers are in ${join(dir, CDN_FILES.headers)} and ${join(dir, CDN_FILES.cloudFrontPolicy)}; apply them to its CDN`,
    );
    expect(api).toBe(
      `outback-rv: its /api/* routing to the API is in ${join(dir, CDN_FILES.cloudFrontApiBehavior)} (CloudFront) and ${join(dir, CDN_FILES.redirects)} (Netlify); apply it to its CDN`,
    );
  });

  it('says a site built without API_ORIGIN has no /api/* routing, as a line rather than an error', () => {
    const lines = cdnConfigurationNotice('outback-rv', builtSite());
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      "outback-rv: no /api/* routing for its CDN: it was built without API_ORIGIN (the API Gateway's https origin); set it and rebuild to write one",
    );
  });

  it('names the page rewrites of a site that has them, for Cloudflare Pages, Netlify and CloudFront', () => {
    const dir = builtSite();
    writeFileSync(join(dir, CDN_FILES.redirects), '/cars/:slug/checkout  /checkout/  200\n');
    writeFileSync(
      join(dir, CDN_FILES.cloudFrontRewriteFunction),
      'function handler(event) { return event.request; }\n',
    );
    const lines = cdnConfigurationNotice('outback-rv', dir);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe(
      `outback-rv: its page rewrites (/cars/{slug}/checkout and the like, served by one page with status 200) are in ${join(dir, CDN_FILES.redirects)} (Cloudflare Pages, Netlify) and ${join(dir, CDN_FILES.cloudFrontRewriteFunction)} (a CloudFront Function, runtime cloudfront-js-2.0, for the viewer requests of the default cache behaviour); apply them to its CDN`,
    );
  });
});
