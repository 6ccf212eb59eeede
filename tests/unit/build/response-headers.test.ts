import { describe, expect, it } from 'vitest';
import { cloudFrontResponseHeadersPolicy, headerRules, headersFile } from '../../../src/build/response-headers.ts';
import { headersForPath, parseHeadersFile } from '../../../src/server/headers-file.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const CSP = "default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'none'";

describe('headersFile', () => {
  it('writes each rule as its path and its indented headers', () => {
    expect(headersFile(headerRules(CSP))).toBe(
      [
        '/*',
        `  Content-Security-Policy: ${CSP}`,
        '  Strict-Transport-Security: max-age=31536000',
        '  X-Content-Type-Options: nosniff',
        '  Referrer-Policy: strict-origin-when-cross-origin',
        '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()',
        '',
        '/_astro/*',
        `  Cache-Control: ${IMMUTABLE}`,
        '',
      ].join('\n'),
    );
  });

  it('never sets one header in two rules that match one path (Cloudflare joins them, Netlify keeps the last)', () => {
    const rules = parseHeadersFile(headersFile(headerRules(CSP)));
    for (const path of ['/', '/cars/a-car/', '/_astro/app.js', '/sitemap.xml']) {
      const names = rules
        .filter((rule) => rule.pattern.test(path))
        .flatMap((rule) => rule.headers.map(([name]) => name.toLowerCase()));
      expect(new Set(names).size, path).toBe(names.length);
    }
  });

  it('reads back as the same headers for a page and a hashed asset', () => {
    const rules = parseHeadersFile(headersFile(headerRules(CSP)));
    const page = headersForPath(rules, '/cars/a-car/');
    expect(page.get('content-security-policy')).toBe(CSP);
    expect(page.has('cache-control')).toBe(false);
    expect(headersForPath(rules, '/_astro/app.Ab12.js').get('cache-control')).toBe(IMMUTABLE);
  });
});

describe('cloudFrontResponseHeadersPolicy', () => {
  it("carries the same values as the _headers file's site-wide rule, in CloudFront's shape", () => {
    const site = headerRules(CSP)[0]?.headers ?? {};
    expect(cloudFrontResponseHeadersPolicy('outback-rv-site-headers', CSP)).toEqual({
      Name: 'outback-rv-site-headers',
      Comment: expect.any(String),
      SecurityHeadersConfig: {
        ContentSecurityPolicy: { ContentSecurityPolicy: site['Content-Security-Policy'], Override: true },
        StrictTransportSecurity: {
          AccessControlMaxAgeSec: 31536000,
          IncludeSubdomains: false,
          Preload: false,
          Override: true,
        },
        ContentTypeOptions: { Override: true },
        ReferrerPolicy: { ReferrerPolicy: site['Referrer-Policy'], Override: true },
      },
      CustomHeadersConfig: {
        Quantity: 1,
        Items: [{ Header: 'Permissions-Policy', Value: site['Permissions-Policy'], Override: true }],
      },
    });
    expect(site['Strict-Transport-Security']).toBe('max-age=31536000');
  });
});
