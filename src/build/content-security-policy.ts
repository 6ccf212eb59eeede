import { createHash } from 'node:crypto';

/**
 * CloudFront's quota on the Content-Security-Policy value of a response headers policy
 * ("Length of the content security policy value in a response headers policy", 1,783
 * characters by default; adjustable on request). The build stops above it, so a policy that
 * CloudFront would refuse never reaches a deployment.
 */
const CLOUDFRONT_CSP_MAX_LENGTH = 1783;

/** A CSP hash source for an inline script or style: 'sha256-<base64>' of its UTF-8 text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** What one tenant's pages need: hash sources and third-party origins, each named exactly. */
export interface PolicySources {
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
  /** Origins images come from besides the site (a feed's photo host). */
  imageOrigins: readonly string[];
  /** Origins pages frame (OpenStreetMap's embed for a map, a payment processor's card field). */
  frameOrigins: readonly string[];
  /** Origins scripts load from besides the site (a payment processor's own script). */
  scriptOrigins: readonly string[];
  /** Origins scripts fetch from besides the site (a Typesense cluster). */
  connectOrigins: readonly string[];
  /** Origins forms post to besides the site. */
  formOrigins: readonly string[];
}

const sorted = (values: readonly string[]) => [...new Set(values)].sort();

/**
 * One policy for every page of a tenant. Only what the pages carry is allowed, by hash or by
 * origin; nothing may frame the pages (the map frame is OpenStreetMap's, not ours); no
 * plugin, no <base> elsewhere. Directives left out fall back to default-src 'self' (fonts,
 * the search worker, the manifest). No upgrade-insecure-requests: every address the pages
 * use is relative or https already, and the site's own origin is held to https by HSTS.
 */
export function contentSecurityPolicy(sources: PolicySources): string {
  const directive = (name: string, values: readonly string[]) => [name, ...values].join(' ');
  const directives = [
    directive('default-src', ["'self'"]),
    directive('script-src', ["'self'", ...sorted(sources.scriptOrigins), ...sorted(sources.scriptHashes)]),
    directive('style-src', ["'self'", ...sorted(sources.styleHashes)]),
    directive('img-src', ["'self'", 'data:', ...sorted(sources.imageOrigins)]),
    directive('connect-src', ["'self'", ...sorted(sources.connectOrigins)]),
    ...(sources.frameOrigins.length > 0 ? [directive('frame-src', sorted(sources.frameOrigins))] : []),
    directive('object-src', ["'none'"]),
    directive('base-uri', ["'self'"]),
    directive('form-action', ["'self'", ...sorted(sources.formOrigins)]),
    directive('frame-ancestors', ["'none'"]),
  ];
  return directives.join('; ');
}

/** Refuses a policy CloudFront would not take, saying what to do about it. */
export function assertDeployablePolicy(slug: string, policy: string): void {
  if (policy.length <= CLOUDFRONT_CSP_MAX_LENGTH) return;
  const hashes = policy.match(/'sha256-/g)?.length ?? 0;
  throw new Error(
    `${slug}: the Content-Security-Policy is ${policy.length} characters, over CloudFront's limit of ` +
      `${CLOUDFRONT_CSP_MAX_LENGTH} for a response headers policy (${hashes} inline script and style hashes). ` +
      'Move inline scripts or styles into files under /_astro, or ask AWS to raise the quota and the limit here.',
  );
}
