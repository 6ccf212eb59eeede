import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { CDN_FILES } from '../../../src/build/cdn-files.ts';
import { headerRules, headersFile } from '../../../src/build/response-headers.ts';
import { createApiOnlyApp } from '../../../src/server/api-only-app.ts';
import { createApp } from '../../../src/server/app.ts';
import { domainHostnames } from '../../../src/server/hosts.ts';
import { makeDist } from '../../support/site-fixture.ts';

const fixture = makeDist({
  'harbourside-toyota': {
    'index.html': '<title>Harbourside Toyota</title>',
    '404.html': '<title>Not here</title>',
    'checkout/index.html': '<title>Checkout</title>',
    [CDN_FILES.redirects]: '/cars/:slug/checkout  /checkout/  200\n/cars/:slug/checkout/  /checkout/  200\n',
  },
  'outback-rv': {
    'index.html': '<title>Outback RV</title>',
    [CDN_FILES.headers]: headersFile(headerRules("default-src 'self'; frame-ancestors 'none'")),
  },
});
afterAll(fixture.cleanup);

const app = createApp({
  distDir: fixture.dist,
  port: 4321,
  tenants: [
    {
      slug: 'harbourside-toyota',
      name: 'Harbourside Toyota',
      domains: domainHostnames('https://www.harboursidetoyota.com.au'),
      servedLocally: true,
    },
    {
      slug: 'outback-rv',
      name: 'Outback RV',
      domains: domainHostnames('https://www.outbackrv.com.au'),
      servedLocally: true,
    },
    { slug: 'drivewise-online', name: 'Drivewise', domains: [], servedLocally: true },
  ],
});
const request = (path: string, host: string, init: RequestInit = {}) =>
  app.request(`http://127.0.0.1${path}`, { ...init, headers: { host, ...(init.headers as Record<string, string>) } });

describe('createApp', () => {
  it('answers the health check on every host', async () => {
    for (const host of ['localhost:4321', 'harbourside-toyota.localhost:4321', 'nobody.example']) {
      const res = await request('/api/health', host);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers unknown API paths with a JSON 404, never a site page', async () => {
    const res = await request('/api/nothing', 'harbourside-toyota.localhost:4321');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found' });
  });

  it('routes by Host header, local or production name', async () => {
    expect(await (await request('/', 'harbourside-toyota.localhost:4321')).text()).toContain('Harbourside Toyota');
    expect(await (await request('/', 'outback-rv.localhost')).text()).toContain('Outback RV');
    expect(await (await request('/', 'www.harboursidetoyota.com.au')).text()).toContain('Harbourside Toyota');
  });

  it("serves the tenant's checkout page for a car's checkout address on each of its hosts, status 200", async () => {
    for (const host of [
      'harbourside-toyota.localhost:4321',
      'www.harboursidetoyota.com.au',
      'harboursidetoyota.com.au',
    ])
      for (const path of ['/cars/2021-kia-sportage/checkout', '/cars/2021-kia-sportage/checkout/']) {
        const res = await request(path, host);
        expect(res.status, `${host}${path}`).toBe(200);
        expect(await res.text()).toBe('<title>Checkout</title>');
      }
    // a site whose _redirects has no such rule
    expect((await request('/cars/2021-kia-sportage/checkout', 'outback-rv.localhost')).status).toBe(404);
  });

  it("uses the tenant's own 404 page", async () => {
    const res = await request('/missing', 'harbourside-toyota.localhost:4321');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Not here');
  });

  it('refuses a path that decodes to .., a backslash or NUL with 400, and never serves outside the site', async () => {
    for (const path of ['/..%2f..%2fsecret.txt', '/..%2f404.html', '/a%5c..%5csecret.txt', '/x%00.html']) {
      const res = await request(path, 'harbourside-toyota.localhost:4321');
      expect(res.status, path).toBe(400);
      expect(await res.text()).toBe('Bad Request\n');
    }
    // dot segments the URL parser resolves itself stay inside the site
    const resolved = await request('/%2e%2e/%2e%2e/secret.txt', 'harbourside-toyota.localhost:4321');
    expect(resolved.status).toBe(404);
    expect(await resolved.text()).not.toContain('outside the site root');
  });

  it('lists every tenant with its local URL for the bare host (200) and unknown hosts (404)', async () => {
    const bare = await request('/', 'localhost:4321');
    expect(bare.status).toBe(200);
    const html = await bare.text();
    for (const slug of ['harbourside-toyota', 'outback-rv', 'drivewise-online'])
      expect(html).toContain(`http://${slug}.localhost:4321/`);
    expect(html).toContain('not built');

    const unknown = await request('/', 'nobody.localhost:4399');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('http://outback-rv.localhost:4399/');
  });

  it('says a known tenant is not built yet', async () => {
    const res = await request('/', 'drivewise-online.localhost:4321');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build -- --tenant drivewise-online');
  });

  it('sends the security headers on pages, errors, the API and the index, with exactly one policy each', async () => {
    for (const [path, host, policy] of [
      ['/', 'outback-rv.localhost', "default-src 'self'; frame-ancestors 'none'"],
      ['/missing', 'outback-rv.localhost', "default-src 'self'; frame-ancestors 'none'"],
      ['/api/health', 'outback-rv.localhost', "default-src 'none'; frame-ancestors 'none'"],
      ['/api/health', 'localhost', "default-src 'none'; frame-ancestors 'none'"],
      ['/', 'localhost', /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*'; frame-ancestors 'none'$/],
    ] as const) {
      const res = await request(path, host);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const policies = [...res.headers].filter(([name]) => name === 'content-security-policy');
      expect(policies, `${host}${path}`).toHaveLength(1);
      expect(policies[0]?.[1]).toMatch(typeof policy === 'string' ? new RegExp(`^${policy}$`) : policy);
    }
  });

  describe('compression', () => {
    const page = `<title>Big</title>${'<p>stock</p>'.repeat(500)}`;
    const big = makeDist({ big: { 'index.html': page, 'small.txt': 'tiny', 'photo.png': 'x'.repeat(5000) } });
    afterAll(big.cleanup);
    const bigApp = createApp({
      distDir: big.dist,
      tenants: [{ slug: 'big', name: 'Big', domains: [], servedLocally: true }],
    });
    const get = (path: string, acceptEncoding: string, method = 'GET') =>
      bigApp.request(`http://127.0.0.1${path}`, {
        method,
        headers: { host: 'big.localhost', 'accept-encoding': acceptEncoding },
      });

    it('sends a page brotli-compressed to a browser that takes it, the same bytes once decoded', async () => {
      for (let i = 0; i < 2; i++) {
        const res = await get('/', 'gzip, deflate, br, zstd');
        expect(res.headers.get('content-encoding')).toBe('br');
        expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
        expect(res.headers.get('etag')).toMatch(/^W\//);
        const body = Buffer.from(await res.arrayBuffer());
        expect(Number(res.headers.get('content-length'))).toBe(body.length);
        expect(body.length).toBeLessThan(page.length / 10);
        expect(brotliDecompressSync(body).toString()).toBe(page);
      }
    });

    it("sends the copy at brotli's best quality once it is made", async () => {
      const best = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      await vi.waitFor(async () => {
        const body = Buffer.from(await (await get('/', 'br')).arrayBuffer());
        expect(body.equals(best)).toBe(true);
      });
    });

    it('sends gzip where brotli is not taken, and nothing compressed where neither is', async () => {
      const gzipped = await get('/', 'gzip');
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(page);
      const refused = await get('/', 'br;q=0, gzip;q=0');
      expect(refused.headers.get('content-encoding')).toBeNull();
      expect(await refused.text()).toBe(page);
    });

    it('leaves small files, pictures and HEAD answers as they are', async () => {
      for (const [path, method] of [
        ['/small.txt', 'GET'],
        ['/photo.png', 'GET'],
        ['/', 'HEAD'],
      ] as const) {
        const res = await get(path, 'gzip, br', method);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('content-encoding'), path).toBeNull();
      }
    });

    it("answers 304 to the compressed copy's ETag", async () => {
      const first = await get('/', 'br');
      const again = await bigApp.request('http://127.0.0.1/', {
        headers: { host: 'big.localhost', 'accept-encoding': 'br', 'if-none-match': first.headers.get('etag') ?? '' },
      });
      expect(again.status).toBe(304);
      expect(again.headers.get('vary')).toMatch(/accept-encoding/i);
    });
  });
});

describe('createApiOnlyApp', () => {
  it('serves the API under /api and nothing else', async () => {
    const api = createApiOnlyApp();
    const health = await api.request('http://127.0.0.1/api/health');
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect(health.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect((await api.request('http://127.0.0.1/')).status).toBe(404);
  });
});
