import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * CDN configuration the build writes beside a tenant's pages. It is read by the CDN (and by
 * the local server, which applies it the same way), never served or uploaded as a page.
 */
export const CDN_FILES = {
  /** Response header rules in the format Cloudflare Pages and Netlify read. */
  headers: '_headers',
  /** A CloudFront response headers policy, for a bucket behind CloudFront. */
  cloudFrontPolicy: '_cdn/cloudfront-response-headers-policy.json',
  /** The API's origin and its `/api/*` cache behaviour, for CloudFront; only with API_ORIGIN (api-route.ts). */
  cloudFrontApiBehavior: '_cdn/cloudfront-api-behavior.json',
  /**
   * Rules in the format Cloudflare Pages and Netlify read: the page rewrites of a site that
   * has any (page-rewrites.ts) and, with API_ORIGIN, the `/api/*` proxy in front (api-route.ts).
   */
  redirects: '_redirects',
  /** The same page rewrites as a CloudFront Function (viewer request); only for a site that has any (page-rewrites.ts). */
  cloudFrontRewriteFunction: '_cdn/cloudfront-rewrite-function.js',
  /** Which tenant the folder was built for, and when (`npm run publish` checks it). */
  buildRecord: '_cdn/build.json',
} as const;

/** What `CDN_FILES.buildRecord` holds. */
export interface BuildRecord {
  tenant: string;
  builtAt: string;
  /** What the site was built from (scripts/lib/fingerprint.ts): an equal one builds the same site. */
  fingerprint: string;
}

/** The record a finished build left in a site folder, or null when there is none it can read. */
export function readBuildRecord(siteDir: string): BuildRecord | null {
  try {
    const record = JSON.parse(readFileSync(join(siteDir, CDN_FILES.buildRecord), 'utf8')) as Partial<BuildRecord>;
    return typeof record.tenant === 'string' &&
      typeof record.builtAt === 'string' &&
      typeof record.fingerprint === 'string'
      ? (record as BuildRecord)
      : null;
  } catch {
    return null;
  }
}

/** Whether a path under a site's root (no leading slash) is CDN configuration rather than a file of the site. */
export function isCdnConfiguration(relativePath: string): boolean {
  const path = relativePath.replace(/^\/+/, '');
  return path === CDN_FILES.headers || path === CDN_FILES.redirects || path === '_cdn' || path.startsWith('_cdn/');
}
