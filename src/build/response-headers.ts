/**
 * The production response headers of a tenant's site, defined once and written in the two
 * forms CDNs take: a `_headers` file (Cloudflare Pages, Netlify) and a CloudFront response
 * headers policy. A bucket cannot send them (S3 keeps only Content-Type, Cache-Control and a
 * few standard headers as object metadata); the CDN in front of it does.
 */

/** A path pattern (`*` matches anything, `:name` one segment) and the headers it sends. */
export interface HeaderRule {
  path: string;
  headers: Readonly<Record<string, string>>;
}

/** Hashed build assets never change under the same name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Everything else (pages, sitemap, JSON, generated images) may change with the next build.
 * It is what Cloudflare Pages and Netlify send by default and what the upload puts on the
 * objects, so no rule repeats it: both hosts join or override a header that two matching
 * rules set, differently, so no header is set by two rules that match one path.
 */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * HSTS for a year, without includeSubDomains or preload: some dealers link to pages on their
 * own sub-domains, which may not serve https.
 */
const HSTS = { maxAgeSeconds: 31_536_000, includeSubDomains: false, preload: false } as const;

const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Powerful features the sites never use, denied to the pages and anything they frame. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

function hstsValue(): string {
  return [
    `max-age=${HSTS.maxAgeSeconds}`,
    ...(HSTS.includeSubDomains ? ['includeSubDomains'] : []),
    ...(HSTS.preload ? ['preload'] : []),
  ].join('; ');
}

/** The rules of one tenant's site, given its Content-Security-Policy. */
export function headerRules(csp: string): HeaderRule[] {
  const site = {
    'Content-Security-Policy': csp,
    'Strict-Transport-Security': hstsValue(),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
  return [
    { path: '/*', headers: site },
    { path: '/_astro/*', headers: { 'Cache-Control': IMMUTABLE } },
  ];
}

/** The `_headers` file: each rule's path, then its headers indented, a blank line between rules. */
export function headersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) =>
    [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `${blocks.join('\n\n')}\n`;
}

/**
 * The same site-wide headers as a CloudFront ResponseHeadersPolicyConfig, as
 * `aws cloudfront create-response-headers-policy --response-headers-policy-config file://…`
 * takes it: CSP, HSTS, nosniff and Referrer-Policy are its security headers,
 * Permissions-Policy a custom one. Cache-Control is not here: it goes on the objects as
 * metadata (immutable under /_astro/).
 */
export function cloudFrontResponseHeadersPolicy(name: string, csp: string): object {
  return {
    Name: name,
    Comment: 'Written by the site build beside its pages; regenerate, do not edit.',
    SecurityHeadersConfig: {
      ContentSecurityPolicy: { ContentSecurityPolicy: csp, Override: true },
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: HSTS.maxAgeSeconds,
        IncludeSubdomains: HSTS.includeSubDomains,
        Preload: HSTS.preload,
        Override: true,
      },
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { ReferrerPolicy: REFERRER_POLICY, Override: true },
    },
    CustomHeadersConfig: {
      Quantity: 1,
      Items: [{ Header: 'Permissions-Policy', Value: PERMISSIONS_POLICY, Override: true }],
    },
  };
}
