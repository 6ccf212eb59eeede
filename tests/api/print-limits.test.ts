// print.pdf under load: the per-address limit, the cache of rendered PDFs, the worker pool
// that keeps the API answering, and its bounded queue (503 rather than waiting without end).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractText } from 'unpdf';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { CarInput } from '../../src/catalog/schema/car.ts';
import { createApiOnlyApp } from '../../src/server/api-only-app.ts';
import { feedStock } from '../../src/server/cars/feed-stock.ts';
import { PdfRenderPool, type RenderPoolOptions } from '../../src/server/print/render-pool.ts';
import type { PrintApiOptions } from '../../src/server/print/routes.ts';
import { apiTenantFromSite } from '../../src/server/tenancy/api-tenant.ts';
import { demoRows, FEED_NOW, fileFeedTenant } from '../support/feed.ts';
import { testClock, type TestClock } from '../support/clock.ts';
import { serveForTest, type RunningApp } from '../support/http-get.ts';

const TENANT = 'southern-cross-motors';
const HOST = `${TENANT}.localhost:4321`;

const tenantsDir = mkdtempSync(join(tmpdir(), 'print-limits-'));
afterAll(() => rmSync(tenantsDir, { recursive: true, force: true }));
const feed = fileFeedTenant(TENANT, tenantsDir);
const ROWS = demoRows(TENANT, 80);
/** The car most tests print: a plain price, so a new price shows on its sheet. */
const CAR = ROWS.find((car) => car.price > 10 && !car.subscription_price && !car.preorder);
if (!CAR || ROWS.length < 24) throw new Error('the demo stock has too few cars in stock');

interface PrintServer extends RunningApp {
  /** How many PDFs the renderer was asked to draw. */
  renders: () => number;
  pdf: (slug: string, headers?: Record<string, string>) => ReturnType<RunningApp['get']>;
  /** The server's clock, at FEED_NOW until moved: the date on a sheet and the limit's refill. */
  clock: TestClock;
}

let open: { server: RunningApp; pool: PdfRenderPool }[] = [];
afterEach(async () => {
  await Promise.all(open.map(({ server, pool }) => server.close().then(() => pool.close())));
  open = [];
});

/** The API with the print routes over the feed file, drawing in a real worker pool, on a real server. */
async function printServer(
  options: Partial<Pick<PrintApiOptions, 'limit' | 'cacheLimits'>> & { pool?: RenderPoolOptions } = {},
): Promise<PrintServer> {
  const pool = new PdfRenderPool({ workers: 1, ...options.pool });
  const clock = testClock(FEED_NOW);
  let renders = 0;
  const app = createApiOnlyApp({
    print: {
      sites: [feed.site],
      tenants: [apiTenantFromSite(feed.site, { servedLocally: true })],
      stock: feedStock([feed.site], { tenantsDir, maxAgeMs: 0, clock: { now: () => FEED_NOW } }),
      renderPdf: (input) => {
        renders += 1;
        return pool.render(input);
      },
      // requests without x-test-client have no address, so only those with one are limited
      ...('limit' in options ? { limit: options.limit } : {}),
      clientAddress: (c) => c.req.header('x-test-client'),
      ...(options.cacheLimits ? { cacheLimits: options.cacheLimits } : {}),
      clock,
    },
  });
  const server = await serveForTest(app);
  open.push({ server, pool });
  return {
    ...server,
    renders: () => renders,
    clock,
    pdf: (slug, headers = {}) => server.get(`/api/cars/${slug}/print.pdf`, { host: HOST, ...headers }),
  };
}

const pdfText = async (body: Buffer) =>
  (await extractText(new Uint8Array(body), { mergePages: true })).text.replace(/\s+/g, ' ');

describe('print.pdf: one client cannot take every render', () => {
  it('answers 429 with Retry-After past the limit per address; other addresses and print.json go on; refilled, it prints again', async () => {
    feed.write(ROWS);
    const api = await printServer({ limit: { burst: 2, perSeconds: 60 } });
    const client = { 'x-test-client': '203.0.113.7' };
    expect((await api.pdf(CAR.slug, client)).status).toBe(200);
    expect((await api.pdf(CAR.slug, client)).status).toBe(200);
    const refused = await api.pdf(CAR.slug, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(refused.body.toString())).toEqual({
      error: 'Too many PDFs from here. Please try again in a minute.',
    });
    expect((await api.pdf(CAR.slug, { 'x-test-client': '203.0.113.8' })).status).toBe(200);
    const json = await api.get(`/api/cars/${CAR.slug}/print.json`, { host: HOST, ...client });
    expect(json.status).toBe(200);
    api.clock.advance(29_000);
    expect((await api.pdf(CAR.slug, client)).status).toBe(429);
    api.clock.advance(1_000);
    expect((await api.pdf(CAR.slug, client)).status).toBe(200);
  });

  it('by default takes 10 at once from an address', async () => {
    feed.write(ROWS);
    const api = await printServer();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await api.pdf(CAR.slug, { 'x-test-client': '203.0.113.9' })).status);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
  });
});

describe('print.pdf: rendered once per car, date and change', () => {
  it('serves a second request for the same car from the cache, with an ETag that revalidates', async () => {
    feed.write(ROWS);
    const api = await printServer();
    const first = await api.pdf(CAR.slug);
    const second = await api.pdf(CAR.slug);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(api.renders()).toBe(1);
    expect(second.body.equals(first.body)).toBe(true);
    expect(first.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(first.headers['cache-control']).toBe('private, max-age=60');
    expect(first.headers.etag).toMatch(/^W\/"[0-9a-f]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);

    const revalidated = await api.pdf(CAR.slug, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(first.headers.etag);
    expect(api.renders()).toBe(1);
  });

  it('renders a car requested by many at once only once', async () => {
    feed.write(ROWS);
    const api = await printServer();
    const answers = await Promise.all(Array.from({ length: 6 }, () => api.pdf(CAR.slug)));
    expect(answers.map((a) => a.status)).toEqual(Array<number>(6).fill(200));
    expect(api.renders()).toBe(1);
    for (const answer of answers) expect(answer.body.equals(answers[0]!.body)).toBe(true);
  });

  it('renders again a car the feed updated, and the next day’s sheet (it prints the date)', async () => {
    feed.write(ROWS);
    const api = await printServer();
    const before = await api.pdf(CAR.slug);
    const updated: CarInput = { ...CAR, price: CAR.price + 1000, updated_at: '2026-11-21T08:00:00Z' };
    feed.write([updated, ...ROWS.slice(1)]);
    const after = await api.pdf(CAR.slug);
    expect(api.renders()).toBe(2);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(await pdfText(after.body)).toContain((CAR.price + 1000).toLocaleString('en-AU'));

    api.clock.advance(24 * 3600_000);
    const tomorrow = await api.pdf(CAR.slug);
    expect(api.renders()).toBe(3);
    expect(await pdfText(tomorrow.body)).toContain('Printed 21 November 2026');
    expect(await pdfText(after.body)).toContain('Printed 20 November 2026');
  });

  it('drops the least recently used PDF when the cache is full', async () => {
    feed.write(ROWS);
    const api = await printServer({ cacheLimits: { maxBytes: 10_000_000, maxEntries: 2 } });
    const [a, b, c] = ROWS.map((car) => car.slug);
    for (const slug of [a!, b!, a!, c!]) expect((await api.pdf(slug)).status).toBe(200);
    expect(api.renders()).toBe(3);
    await api.pdf(a!); // kept: used after b
    expect(api.renders()).toBe(3);
    await api.pdf(b!); // dropped for c
    expect(api.renders()).toBe(4);
  });
});

describe('print.pdf: drawn off the API’s thread, with a bounded queue', () => {
  it('answers /api/health while PDFs are being drawn', async () => {
    feed.write(ROWS);
    const api = await printServer({ pool: { workers: 1, maxQueue: 64 } });
    const cars = ROWS.slice(0, 24);
    let drawn = 0;
    const pdfs = cars.map((car) => api.pdf(car.slug).then((answer) => ((drawn += 1), answer)));
    // the PDFs are sent first; the health check must not wait behind their drawing
    const health = await api.get('/api/health');
    const drawnWhenHealthy = drawn;
    expect(health.status).toBe(200);
    expect((await Promise.all(pdfs)).map((a) => a.status)).toEqual(cars.map(() => 200));
    expect(drawnWhenHealthy).toBeLessThan(cars.length / 2);
  });

  it('answers 503 with Retry-After when every worker is busy and the queue is full', async () => {
    feed.write(ROWS);
    const api = await printServer({ pool: { workers: 1, maxQueue: 1 } });
    const cars = ROWS.slice(0, 8);
    const answers = await Promise.all(cars.map((car) => api.pdf(car.slug)));
    const refused = answers.filter((a) => a.status === 503);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toBe('2');
      expect(JSON.parse(answer.body.toString())).toEqual({
        error: 'The PDF cannot be made just now. Please try again in a moment.',
      });
    }
    // a refusal is not remembered: asked again once the queue has room, the car is drawn
    const retried = cars[answers.findIndex((a) => a.status === 503)]!;
    expect((await api.pdf(retried.slug)).status).toBe(200);
  });
});
