import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { CDN_FILES } from '../../../src/build/cdn-files.ts';
import { configuredOrigins } from '../../../src/build/configured-origins.ts';
import { paymentPageOrigins } from '../../../src/build/payment-origins.ts';
import { testPaymentsUrl } from '../../../src/server/payments/from-env.ts';
import { hashSource } from '../../../src/build/content-security-policy.ts';
import { builtPagesIntegration } from '../../../src/build/built-pages.ts';
import { responseHeadersStep } from '../../../src/build/response-headers-step.ts';
import { headersForPath, parseHeadersFile } from '../../../src/server/headers-file.ts';
import type { Site } from '../../../src/tenant/schema/site.ts';
import { demoSite } from '../../support/sites.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs the integration's build hook over a built site made of the given files. */
async function build(site: Site, files: Record<string, string>): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'headers-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const hook = builtPagesIntegration([responseHeadersStep(site)]).hooks['astro:build:done'] as unknown as (options: {
    dir: URL;
  }) => Promise<void>;
  await hook({ dir: pathToFileURL(`${dir}/`) });
  return dir;
}

const policyOf = (dir: string) =>
  headersForPath(parseHeadersFile(readFileSync(join(dir, CDN_FILES.headers), 'utf8')), '/').get(
    'content-security-policy',
  ) ?? '';

const PAGES = {
  'index.html':
    '<html><head><style>:root{--primary:red}</style><script type="application/ld+json">{"a":1}</script></head>' +
    '<body><img src="/img/cars/a.svg" alt=""><script>recordVisit()</script></body></html>',
  'cars/a-car/index.html':
    '<img srcset="https://photos.example.com/a.jpg?w=400 400w, /img/b.svg?w=700 700w" alt="">' +
    '<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=1" title="Map"></iframe>' +
    '<script>recordVisit()</script><noscript><style>.more{display:block}</style></noscript>',
  '_astro/app.js': 'console.log("<script>not a page</script>")',
};

describe('the payment processor in the page policy', () => {
  it('allows Stripe.js and its frames with PAYMENTS=stripe, else the test processor’s frame', () => {
    expect(paymentPageOrigins({ PAYMENTS: 'stripe' })).toEqual({
      frameOrigins: ['https://js.stripe.com', 'https://hooks.stripe.com'],
      scriptOrigins: ['https://js.stripe.com'],
      connectOrigins: ['https://api.stripe.com'],
    });
    expect(paymentPageOrigins({ TEST_PAYMENTS_PORT: '4432' }).frameOrigins).toEqual(['http://localhost:4432']);
    expect(paymentPageOrigins({ TEST_PAYMENTS_URL: 'https://pay.test.example.com/' }).frameOrigins).toEqual([
      'https://pay.test.example.com',
    ]);
  });

  it('names no processor on a site that takes no payments: one that neither reserves, sells online nor takes online payments', () => {
    const site = demoSite('southern-cross-motors');
    expect(site.features.reserve.enabled).toBe(false);
    const neither: Site = { ...site, features: { ...site.features, onlineBuying: { mode: 'off' } } };
    delete neither.onlinePayment;
    const origins = configuredOrigins(neither, { PAYMENTS: 'stripe' });
    expect([...origins.frameOrigins, ...origins.scriptOrigins, ...origins.connectOrigins]).toEqual([]);
    // its payment requests alone are paid in the processor's frame
    const paymentsOnly: Site = { ...neither, onlinePayment: site.onlinePayment! };
    expect(configuredOrigins(paymentsOnly, { TEST_PAYMENTS_PORT: '4432' }).frameOrigins).toEqual([
      'http://localhost:4432',
    ]);
    // selling its Kias and MGs online, it takes the purchase's deposit
    expect(configuredOrigins(site, { PAYMENTS: 'stripe' }).frameOrigins).toEqual([
      'https://js.stripe.com',
      'https://hooks.stripe.com',
    ]);
  });
});

describe('responseHeadersStep', () => {
  it("writes one policy from every page's inline code and third parties, as _headers and for CloudFront", async () => {
    const dir = await build(demoSite('outback-rv'), PAGES);
    const policy = policyOf(dir);
    expect(policy.split('; ')).toEqual([
      "default-src 'self'",
      `script-src 'self' ${hashSource('recordVisit()')}`,
      `style-src 'self' ${[hashSource(':root{--primary:red}'), hashSource('.more{display:block}')].sort().join(' ')}`,
      "img-src 'self' data: https://photos.example.com",
      "connect-src 'self'",
      // outback-rv reserves cars: the payment processor's card frame (the test processor here)
      `frame-src ${new URL(testPaymentsUrl(process.env)).origin} https://www.openstreetmap.org`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]);
    const cloudFront = JSON.parse(readFileSync(join(dir, CDN_FILES.cloudFrontPolicy), 'utf8'));
    expect(cloudFront.Name).toBe('outback-rv-site-headers');
    expect(cloudFront.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toBe(policy);
  });

  it('lets images come from an image CDN on its own host (images.cdn), which the print sheet sets from script', async () => {
    const site = demoSite('outback-rv');
    const cdn: Site = { ...site, images: { cdn: 'https://images.example.com/{src}?w={width}&q={quality}' } };
    expect(policyOf(await build(cdn, PAGES))).toContain(
      "img-src 'self' data: https://images.example.com https://photos.example.com;",
    );
  });

  it('lets scripts reach the Typesense nodes a site searches on, and nothing else', async () => {
    const site = demoSite('outback-rv');
    const typesense: Site = {
      ...site,
      search: {
        ...site.search,
        engine: { kind: 'typesense', nodes: ['https://search-1.example.net/typesense'], collection: 'cars' },
      },
    };
    expect(policyOf(await build(typesense, PAGES))).toContain("connect-src 'self' https://search-1.example.net;");
  });

  it("stops the build when the policy is over CloudFront's limit", async () => {
    const styles = Array.from({ length: 40 }, (_, i) => `<style>.s${i}{}</style>`).join('');
    await expect(build(demoSite('outback-rv'), { 'index.html': styles })).rejects.toThrow(
      /^outback-rv: the Content-Security-Policy is \d+ characters, over CloudFront's limit of 1783/,
    );
  });
});
