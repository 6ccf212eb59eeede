import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { API_ORIGIN_VARIABLE } from '../build/api-route.ts';
import { CDN_FILES } from '../build/cdn-files.ts';

/**
 * What `npm run publish` tells the deployer about a site's CDN configuration, which it never
 * uploads: where the response headers are, where the `/api/*` routing is or why there is
 * none (a build without API_ORIGIN, as every local one is, writes none), and where the page
 * rewrites are, for a site that has any (the per-car checkout pages, src/build/page-rewrites.ts).
 */
export function cdnConfigurationNotice(slug: string, siteDir: string): string[] {
  const at = (file: string) => join(siteDir, file);
  const headers = `${slug}: the CDN's response headers are in ${at(CDN_FILES.headers)} and ${at(CDN_FILES.cloudFrontPolicy)}; apply them to its CDN`;
  const apiRoute = existsSync(at(CDN_FILES.cloudFrontApiBehavior))
    ? `${slug}: its /api/* routing to the API is in ${at(CDN_FILES.cloudFrontApiBehavior)} (CloudFront) and ${at(CDN_FILES.redirects)} (Netlify); apply it to its CDN`
    : `${slug}: no /api/* routing for its CDN: it was built without ${API_ORIGIN_VARIABLE} (the API Gateway's https origin); set it and rebuild to write one`;
  const rewrites = existsSync(at(CDN_FILES.cloudFrontRewriteFunction))
    ? [
        `${slug}: its page rewrites (/cars/{slug}/checkout and the like, served by one page with status 200) are in ${at(CDN_FILES.redirects)} (Cloudflare Pages, Netlify) and ${at(CDN_FILES.cloudFrontRewriteFunction)} (a CloudFront Function, runtime cloudfront-js-2.0, for the viewer requests of the default cache behaviour); apply them to its CDN`,
      ]
    : [];
  return [headers, apiRoute, ...rewrites];
}
