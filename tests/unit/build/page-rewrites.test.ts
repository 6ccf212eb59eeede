import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { writeApiRoute } from '../../../src/build/api-route.ts';
import { CDN_FILES, isCdnConfiguration } from '../../../src/build/cdn-files.ts';
import { pageRewritesIntegration } from '../../../src/build/page-rewrites.ts';
import { parseRedirectsFile, siteRewrite } from '../../../src/server/redirects-file.ts';
import { serveSiteFile } from '../../../src/server/static-files.ts';
import { carCheckoutHref } from '../../../src/site-urls.ts';
import type { Site } from '../../../src/tenant/schema/site.ts';
import { demoSite } from '../../support/sites.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A site with reserving and online buying as given, over a demo tenant. */
function siteWith(reserve: boolean, onlineBuying: Site['features']['onlineBuying']['mode']): Site {
  const site = demoSite('harbourside-toyota');
  const buying = onlineBuying === 'makes' ? { mode: onlineBuying, makes: ['Kia'] } : { mode: onlineBuying };
  return {
    ...site,
    features: {
      ...site.features,
      reserve: { ...site.features.reserve, enabled: reserve },
      onlineBuying: buying as Site['features']['onlineBuying'],
    },
  };
}

/** Runs the integration's build hook over a built site holding the checkout page. */
async function build(site: Site): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'rewrites-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'checkout'));
  writeFileSync(join(dir, 'index.html'), '<title>Home</title>');
  writeFileSync(join(dir, '404.html'), '<title>Page not found</title>');
  writeFileSync(join(dir, 'checkout', 'index.html'), '<title>Checkout</title>');
  const hook = pageRewritesIntegration(site).hooks['astro:build:done'] as unknown as (options: {
    dir: URL;
  }) => Promise<void>;
  await hook({ dir: pathToFileURL(`${dir}/`) });
  return dir;
}

const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');
const rules = (dir: string) =>
  read(dir, CDN_FILES.redirects)
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split(/\s+/));

/** A viewer-request event as CloudFront hands it to a function (event structure 1.0). */
function viewerRequest(uri: string) {
  return {
    version: '1.0',
    context: {
      distributionDomainName: 'd111111abcdef8.cloudfront.net',
      distributionId: 'EDFDVBD6EXAMPLE',
      eventType: 'viewer-request',
      requestId: '4TyzHTaYWb1GX1qTfsHhEqV6HUDd_BzoBZnwfnvQc_1oF26ClkoUSEQ==',
    },
    viewer: { ip: '198.51.100.11' },
    request: {
      method: 'GET',
      uri,
      querystring: { utm_source: { value: 'email' } },
      headers: { host: { value: 'www.harbourside.example' }, accept: { value: 'text/html' } },
      cookies: { session: { value: 'abc' } },
    },
  };
}

type Handler = (event: ReturnType<typeof viewerRequest>) => ReturnType<typeof viewerRequest>['request'];

/** The function's code run as CloudFront runs it: a script of its own, handler() called per request. */
function cloudFrontHandler(dir: string): Handler {
  return runInNewContext(`${read(dir, CDN_FILES.cloudFrontRewriteFunction)}\nhandler;`, {}) as Handler;
}

const REWRITTEN = [
  '/cars/2021-kia-sportage/checkout',
  '/cars/2021-kia-sportage/checkout/',
  '/cars/x/buy-online',
  '/cars/x/buy-online/',
];
const LEFT_ALONE = [
  '/',
  '/checkout/',
  '/cars/x',
  '/cars/x/',
  '/cars/x/checkout/more',
  '/cars/checkout',
  '/cars//checkout',
  '/cars/a/b/checkout',
  '/x/cars/a/checkout',
  '/api/cars/x/checkout.json',
];

describe('pageRewritesIntegration', () => {
  it('writes both journeys for a site that reserves and sells online, each with and without the slash', async () => {
    const dir = await build(siteWith(true, 'used'));
    expect(rules(dir)).toEqual([
      ['/cars/:slug/checkout', '/checkout/', '200'],
      ['/cars/:slug/checkout/', '/checkout/', '200'],
      ['/cars/:slug/buy-online', '/checkout/', '200'],
      ['/cars/:slug/buy-online/', '/checkout/', '200'],
    ]);
    expect(isCdnConfiguration(CDN_FILES.cloudFrontRewriteFunction)).toBe(true);
  });

  it('writes buy-online only on a site that also sells online, and nothing on one that reserves nothing', async () => {
    expect(rules(await build(siteWith(true, 'off'))).map(([from]) => from)).toEqual([
      '/cars/:slug/checkout',
      '/cars/:slug/checkout/',
    ]);
    expect(rules(await build(siteWith(true, 'makes'))).map(([from]) => from)).toEqual([
      '/cars/:slug/checkout',
      '/cars/:slug/checkout/',
      '/cars/:slug/buy-online',
      '/cars/:slug/buy-online/',
    ]);
    // buying online is the reserve deposit: without reserving, no journey exists (southern-cross-motors)
    for (const mode of ['off', 'makes'] as const) {
      const none = await build(siteWith(false, mode));
      expect(existsSync(join(none, CDN_FILES.redirects)), mode).toBe(false);
      expect(existsSync(join(none, CDN_FILES.cloudFrontRewriteFunction)), mode).toBe(false);
    }
  });

  it("rewrites the address the vehicle page's Reserve button links to", async () => {
    const dir = await build(siteWith(true, 'off'));
    const href = carCheckoutHref('2021-kia-sportage');
    expect(siteRewrite(parseRedirectsFile(read(dir, CDN_FILES.redirects)), href)?.target).toBe('/checkout/');
  });

  it('is served by the local server as the CDN would: the checkout page, status 200', async () => {
    const dir = await build(siteWith(true, 'all'));
    for (const path of REWRITTEN) {
      const res = await serveSiteFile(dir, { method: 'GET', pathname: path });
      expect(res.status, path).toBe(200);
      expect(await res.text()).toBe('<title>Checkout</title>');
    }
    expect((await serveSiteFile(dir, { method: 'GET', pathname: '/cars/x/checkout/more' })).status).toBe(404);
  });
});

describe('the CloudFront Function (cloudfront-js-2.0, viewer request)', () => {
  it('asks the bucket for the checkout page object, keeping the query, headers and cookies', async () => {
    const handler = cloudFrontHandler(await build(siteWith(true, 'all')));
    for (const uri of REWRITTEN) {
      const event = viewerRequest(uri);
      const request = handler(event);
      expect(request.uri, uri).toBe('/checkout/index.html');
      expect(request).toEqual({ ...viewerRequest(uri).request, uri: '/checkout/index.html' });
    }
  });

  it('leaves every other request as it came', async () => {
    const handler = cloudFrontHandler(await build(siteWith(true, 'all')));
    for (const uri of LEFT_ALONE) expect(handler(viewerRequest(uri)), uri).toEqual(viewerRequest(uri).request);
  });

  it('rewrites exactly the paths the _redirects rules do, on a site with one journey', async () => {
    const dir = await build(siteWith(true, 'off'));
    const handler = cloudFrontHandler(dir);
    const redirects = parseRedirectsFile(read(dir, CDN_FILES.redirects));
    for (const uri of [...REWRITTEN, ...LEFT_ALONE]) {
      const byFunction = handler(viewerRequest(uri)).uri !== uri;
      expect(byFunction, uri).toBe(siteRewrite(redirects, uri) !== null);
    }
    expect(handler(viewerRequest('/cars/x/buy-online')).uri).toBe('/cars/x/buy-online');
  });

  it('is a plain script within CloudFront Functions’ 10 KB, with no module syntax', async () => {
    const code = read(await build(siteWith(true, 'all')), CDN_FILES.cloudFrontRewriteFunction);
    expect(Buffer.byteLength(code)).toBeLessThan(10_240);
    expect(code).toMatch(/^function handler\(event\) \{$/m);
    expect(code).not.toMatch(/\b(import|export|require)\b/);
  });
});

describe('with API_ORIGIN', () => {
  it('puts the /api/* proxy in front of the page rewrites in _redirects: the first match wins', async () => {
    const dir = await build(siteWith(true, 'used'));
    await writeApiRoute(dir, 'api.example.net');
    expect(rules(dir)).toEqual([
      ['/api/*', 'https://api.example.net/api/:splat', '200'],
      ['/cars/:slug/checkout', '/checkout/', '200'],
      ['/cars/:slug/checkout/', '/checkout/', '200'],
      ['/cars/:slug/buy-online', '/checkout/', '200'],
      ['/cars/:slug/buy-online/', '/checkout/', '200'],
    ]);
  });
});
