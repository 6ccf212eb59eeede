import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CDN_FILES } from '../../../src/build/cdn-files.ts';
import { headerRules, headersFile } from '../../../src/build/response-headers.ts';
import { serveSiteFile } from '../../../src/server/static-files.ts';
import { makeDist } from '../../support/site-fixture.ts';

const POLICY = "default-src 'self'; frame-ancestors 'none'";

const fixture = makeDist({
  site: {
    'index.html': '<title>Home</title>',
    '404.html': '<title>Page not found</title>',
    'privacy-policy/index.html': '<title>Privacy</title>',
    'legacy.html': '<title>Legacy</title>',
    'robots.txt': 'User-agent: *',
    'sitemap.xml': '<urlset/>',
    '_astro/app.Ab12Cd.js': 'console.log(1)',
    '_astro/site.Ab12Cd.css': 'body{}',
    'img/car.svg': '<svg/>',
    'café/index.html': '<title>Café</title>',
    // a file without an extension beside its .html namesake, a folder beside its .html namesake
    notes: 'plain notes',
    'notes.html': '<title>Notes page</title>',
    'guide/index.html': '<title>Guide folder</title>',
    'guide.html': '<title>Guide page</title>',
    [CDN_FILES.headers]: headersFile(headerRules(POLICY)),
    [CDN_FILES.cloudFrontPolicy]: '{"Name": "site-site-headers"}',
    [CDN_FILES.cloudFrontApiBehavior]: '{"Origin": {}}',
    [CDN_FILES.redirects]: '/api/*  https://api.example.net/api/:splat  200\n',
    [CDN_FILES.cloudFrontRewriteFunction]: 'function handler(event) { return event.request; }\n',
  },
  bare: { 'index.html': 'no 404 page here' },
});
afterAll(fixture.cleanup);
const root = join(fixture.dist, 'site');
const get = (pathname: string, extra: Partial<{ method: string; ifNoneMatch: string }> = {}) =>
  serveSiteFile(root, { method: extra.method ?? 'GET', pathname, ifNoneMatch: extra.ifNoneMatch });

describe('serveSiteFile: the path a request names', () => {
  it.each([
    ['/', 'Home'],
    ['/privacy-policy/', 'Privacy'],
    ['/privacy-policy/./', 'Privacy'],
    ['//privacy-policy//', 'Privacy'],
    ['/caf%C3%A9', 'Café'],
    ['/caf%C3%A9/', 'Café'],
  ])('%s is decoded and normalised inside the site root', async (pathname, title) => {
    const res = await get(pathname);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`<title>${title}</title>`);
  });

  it.each([
    '/..%2f..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/a/../../secret.txt',
    // a .. segment is refused even when the path would stay inside the root
    '/img/../robots.txt',
    '/a%5c..%5csecret.txt',
    '/img%5ccar.svg',
    '/x%00.html',
    '/%E0%A4%A',
  ])('refuses %s with 400', async (pathname) => {
    const res = await get(pathname);
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('Bad Request\n');
  });

  it('tries the file, the folder index, then .html; with a trailing slash only the folder index', async () => {
    const notes = await get('/notes');
    expect(await notes.text()).toBe('plain notes');
    // a file with no known extension is sent as bytes
    expect(notes.headers.get('content-type')).toBe('application/octet-stream');
    expect(await (await get('/guide')).text()).toContain('Guide folder');
    expect(await (await get('/legacy')).text()).toContain('Legacy');
    const slash = await get('/legacy/');
    expect(slash.status).toBe(404);
    expect(await slash.text()).toContain('Page not found');
  });
});

describe('serveSiteFile', () => {
  it('serves index.html for the root and for folders, with or without the slash', async () => {
    for (const [path, title] of [
      ['/', 'Home'],
      ['/privacy-policy', 'Privacy'],
      ['/privacy-policy/', 'Privacy'],
      ['/legacy', 'Legacy'],
    ]) {
      const res = await get(path as string);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toContain(`<title>${title}</title>`);
    }
  });

  it.each([
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/_astro/app.Ab12Cd.js', 'text/javascript; charset=utf-8'],
    ['/_astro/site.Ab12Cd.css', 'text/css; charset=utf-8'],
    ['/img/car.svg', 'image/svg+xml; charset=utf-8'],
  ])('serves %s as %s', async (path, type) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
  });

  it("sends the site's _headers: one policy on pages, assets and the 404 page", async () => {
    for (const path of ['/', '/privacy-policy/', '/_astro/app.Ab12Cd.js', '/no-such-page']) {
      const res = await get(path);
      expect(res.headers.get('content-security-policy'), path).toBe(POLICY);
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=31536000');
      expect(res.headers.get('permissions-policy'), path).toContain('camera=()');
    }
    const notModified = await get('/', { ifNoneMatch: (await get('/')).headers.get('etag') ?? '' });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-security-policy')).toBe(POLICY);
  });

  it.each([
    `/${CDN_FILES.headers}`,
    `/${CDN_FILES.cloudFrontPolicy}`,
    `/${CDN_FILES.cloudFrontApiBehavior}`,
    `/${CDN_FILES.redirects}`,
    `/${CDN_FILES.cloudFrontRewriteFunction}`,
    '/_cdn/',
    '/%5Fheaders',
  ])('never serves the CDN configuration %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page not found');
  });

  it('sends no policy for a site built without _headers', async () => {
    const res = await serveSiteFile(join(fixture.dist, 'bare'), { method: 'GET', pathname: '/' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('marks hashed assets immutable and makes everything else revalidate', async () => {
    expect((await get('/_astro/app.Ab12Cd.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect((await get('/sitemap.xml')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('answers 304 to a matching ETag, strong or weak, or to *', async () => {
    const first = await get('/robots.txt');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    expect(first.headers.get('last-modified')).toMatch(/ GMT$/);
    const notModified = await get('/robots.txt', { ifNoneMatch: etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    expect(await notModified.text()).toBe('');
    expect((await get('/robots.txt', { ifNoneMatch: `"other", W/${etag}` })).status).toBe(304);
    expect((await get('/robots.txt', { ifNoneMatch: ' * ' })).status).toBe(304);
    expect((await get('/robots.txt', { ifNoneMatch: '"other"' })).status).toBe(200);
    expect((await get('/robots.txt', { ifNoneMatch: '' })).status).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await get('/robots.txt', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String('User-agent: *'.length));
    expect(await res.text()).toBe('');
  });

  it("serves the site's own 404 page with status 404 for a missing file", async () => {
    const res = await get('/no-such-page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page not found');
  });

  it('answers a plain 404 when the site has no 404 page', async () => {
    const res = await serveSiteFile(join(fixture.dist, 'bare'), { method: 'GET', pathname: '/missing' });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Not Found\n');
  });

  it('refuses paths that leave the site root', async () => {
    for (const path of ['/..%2f..%2fsecret.txt', '/..%2fbare/index.html', '/%2e%2e%2f%2e%2e%2fsecret.txt']) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(await res.text()).not.toContain('outside the site root');
    }
  });

  it('allows only GET and HEAD', async () => {
    const res = await get('/', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe("serveSiteFile: the site's _redirects rewrites", () => {
  const shop = makeDist({
    shop: {
      'index.html': '<title>Home</title>',
      '404.html': '<title>Page not found</title>',
      'checkout/index.html': '<title>Checkout</title>',
      'cars/x/index.html': '<title>Car x</title>',
      // a file at a rewritten path wins over the rule (Netlify's shadowing)...
      'cars/kept/checkout/index.html': '<title>Its own checkout</title>',
      // ...unless the rule is forced
      'forced/index.html': '<title>Never served</title>',
      [CDN_FILES.headers]: '/*\n  X-Frame-Options: DENY\n/checkout/*\n  X-Page: checkout\n/cars/*\n  X-Page: car\n',
      [CDN_FILES.redirects]: [
        '/api/*  https://api.example.net/api/:splat  200',
        '/cars/:slug/checkout  /checkout/  200',
        '/cars/:slug/checkout/  /checkout/  200',
        '/cars/:slug/buy-online  /checkout/?journey=buy-online  200',
        '/forced  /checkout/  200!',
        '/gone/:slug  /no-such-page/  200',
        '/peek  /_headers  200',
        '/moved  /checkout/  301',
      ].join('\n'),
    },
  });
  afterAll(shop.cleanup);
  const shopGet = (pathname: string, extra: Partial<{ method: string; ifNoneMatch: string }> = {}) =>
    serveSiteFile(join(shop.dist, 'shop'), {
      method: extra.method ?? 'GET',
      pathname,
      ifNoneMatch: extra.ifNoneMatch,
    });

  it.each(['/cars/x/checkout', '/cars/x/checkout/', '/cars/2021-kia-sportage/checkout', '/cars/x/buy-online'])(
    'serves the checkout page for %s with status 200',
    async (path) => {
      const res = await shopGet(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toBe('<title>Checkout</title>');
    },
  );

  it('sends the headers of the page it serves, not those of the address asked for', async () => {
    const res = await shopGet('/cars/x/checkout');
    expect(res.headers.get('x-page')).toBe('checkout');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect((await shopGet('/cars/x/')).headers.get('x-page')).toBe('car');
  });

  it('revalidates and answers HEAD as for the page itself', async () => {
    const page = await shopGet('/checkout/');
    const etag = page.headers.get('etag') ?? '';
    expect((await shopGet('/cars/x/checkout')).headers.get('etag')).toBe(etag);
    expect((await shopGet('/cars/x/checkout', { ifNoneMatch: etag })).status).toBe(304);
    const head = await shopGet('/cars/x/checkout', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('serves a file that exists at the path rather than the rule, unless the rule is forced (200!)', async () => {
    expect(await (await shopGet('/cars/kept/checkout')).text()).toBe('<title>Its own checkout</title>');
    expect(await (await shopGet('/forced')).text()).toBe('<title>Checkout</title>');
  });

  it.each([
    ['/cars/x/checkout/extra', 'a path no rule matches'],
    ['/gone/x', 'a rewrite to a page that was not built'],
    ['/peek', 'a rewrite to CDN configuration'],
    ['/moved', 'a redirect (the CDN sends it; the local server does not)'],
    ['/api/leads', 'the proxy to the API (the app answers /api itself)'],
  ])("answers %s with the site's 404 page: %s", async (path) => {
    const res = await shopGet(path);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page not found');
  });
});
