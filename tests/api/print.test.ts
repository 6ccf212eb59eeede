import { crc32, deflateSync } from 'node:zlib';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadInventory } from '../../src/catalog/inventory/load.ts';
import type { Car } from '../../src/catalog/schema/car.ts';
import { createApiOnlyApp } from '../../src/server/api-only-app.ts';
import { feedStock } from '../../src/server/cars/feed-stock.ts';
import { renderCarPdf } from '../../src/server/print/car-pdf.ts';
import { photoFor } from '../../src/server/print/photo.ts';
import { PdfRenderPool } from '../../src/server/print/render-pool.ts';
import type { Site } from '../../src/tenant/schema/site.ts';
import type { PrintView } from '../../src/views/vehicle/print-view.ts';
import { hasVehiclePage } from '../../src/domain/car/vehicle-page.ts';
import { FEED_NOW } from '../support/feed.ts';
import { demoApiTenants, demoSites } from '../support/sites.ts';

const TENANT = 'southern-cross-motors';
const HOST = `${TENANT}.localhost:4321`;

// the PDFs are drawn as the servers draw them: on a worker thread
const pool = new PdfRenderPool({ workers: 1 });
afterAll(() => pool.close());

const app = createApiOnlyApp({
  print: {
    sites: demoSites(),
    tenants: demoApiTenants(),
    stock: feedStock(demoSites(), { tenantsDir: 'tenants', clock: { now: () => FEED_NOW } }),
    renderPdf: (input) => pool.render(input),
    clock: { now: () => FEED_NOW },
  },
});

const get = (path: string, host = HOST) =>
  Promise.resolve(app.request(`http://127.0.0.1/api${path}`, { headers: { host } }));

/** The words of a PDF, whitespace folded so a wrapped line still matches. */
async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** A real PNG of one red pixel, so pdfkit's own decoder reads it. */
function onePixelPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('GET /api/cars/:slug/print.pdf and print.json', () => {
  let site: Site;
  let car: Car;
  let photoless: Car;

  beforeAll(async () => {
    site = demoSites().find((s) => s.slug === TENANT)!;
    const { cars } = await loadInventory(site, { tenantDir: `tenants/${TENANT}`, now: FEED_NOW });
    const listed = cars.filter((c) => c.status === 'in_stock' && hasVehiclePage(c, site));
    car = listed.find((c) => c.photos_count > 0 && c.price > 10 && c.subscription_price === null)!;
    photoless = listed.find((c) => c.photos_count === 0)!;
    expect(car).toBeDefined();
    expect(photoless).toBeDefined();
  });

  it('answers the sheet as JSON, with the car page’s address on the site’s domain', async () => {
    const res = await get(`/cars/${car.slug}/print.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { print: PrintView; url: string };
    expect(body.url).toBe(new URL(`/cars/${car.slug}`, site.domain).href);
    expect(body.print.title).toBe(car.name);
    expect(body.print.photo).toBe(car.primary_image_url);
    expect(body.print.specs.length).toBeGreaterThan(4);
  });

  it('answers an A4 PDF downloaded as {slug}.pdf, with the title, price and dealer phone', async () => {
    const res = await get(`/cars/${car.slug}/print.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${car.slug}.pdf"`);
    // a browser may keep it a minute (print-limits.test.ts has the cache and the ETag)
    expect(res.headers.get('cache-control')).toBe('private, max-age=60');
    const bytes = await res.arrayBuffer();
    expect(Buffer.from(bytes).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { print } = (await (await get(`/cars/${car.slug}/print.json`)).json()) as { print: PrintView };
    const text = await pdfText(bytes);
    expect(text).toContain(print.title);
    expect(text).toContain(print.price.text);
    expect(text).toContain(print.dealer.phone);
    expect(text).toContain(print.features[0]);
    expect(text).toContain(`/cars/${car.slug}`);
    // the demo photo is drawn as vectors: a page, not a screenshot
    expect(bytes.byteLength).toBeLessThan(200_000);
  });

  it('makes the PDF of a car without photos', async () => {
    const res = await get(`/cars/${photoless.slug}/print.pdf`);
    expect(res.status).toBe(200);
    expect(await pdfText(await res.arrayBuffer())).toContain(photoless.name);
  });

  it('answers 404 with an error for a car the site does not list', async () => {
    const res = await get('/cars/no-such-car-123/print.pdf');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: 'This car is no longer listed.' });
    expect((await get('/cars/no-such-car-123/print.json')).status).toBe(404);
  });

  it('answers 404 for a host that names no tenant, and on a site without printing', async () => {
    expect((await get(`/cars/${car.slug}/print.pdf`, 'nobody.localhost:4321')).status).toBe(404);
    const outback = demoSites().find((s) => s.slug === 'outback-rv')!;
    expect(outback.features.printing).toBe(false);
    const res = await get(`/cars/${car.slug}/print.json`, 'outback-rv.localhost:4321');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'This site does not offer printing.' });
  });
});

describe('photoFor', () => {
  it('draws a demo photo again from its key', async () => {
    const photo = await photoFor('/img/cars/suv-red-side.svg');
    expect(photo?.kind).toBe('svg');
    expect(photo?.kind === 'svg' && photo.svg.startsWith('<svg')).toBe(true);
    expect(await photoFor('/img/cars/not-a-key.svg')).toBeNull();
    expect(await photoFor('/uploads/car.jpg')).toBeNull();
    expect(await photoFor(null)).toBeNull();
  });

  it('fetches a remote JPEG or PNG as it is', async () => {
    const png = onePixelPng();
    const photo = await photoFor('https://cdn.example/car.png', {
      fetch: async () => new Response(new Uint8Array(png)),
    });
    expect(photo).toEqual({ kind: 'raster', data: png });
  });

  it('gives no photo when the remote one fails, is not an image or is too slow', async () => {
    expect(
      await photoFor('https://cdn.example/a.jpg', { fetch: async () => new Response('no', { status: 500 }) }),
    ).toBeNull();
    expect(
      await photoFor('https://cdn.example/a.jpg', { fetch: async () => new Response('<html></html>') }),
    ).toBeNull();
    const hang: typeof fetch = (_url, init) =>
      new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const started = Date.now();
    expect(await photoFor('https://cdn.example/a.jpg', { fetch: hang, timeoutMs: 50 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('embeds a remote PNG, and still makes the PDF when the photo host is down', async () => {
    const view = (photo: string): PrintView => ({
      slug: 'test-car',
      carType: 'used',
      tracking: { vehicleStatus: 'in_stock', vehicleMake: 'Test', vehicleModel: 'Car', vehicleYear: 2024 },
      siteName: 'Test Motors',
      title: '2024 Test Car GX',
      price: { kind: 'price', text: '$30,000', wasPrice: '$32,000', type: 'Drive Away' },
      sold: false,
      specs: [{ label: 'Year', value: '2024' }],
      features: ['Cruise control'],
      dealer: { name: 'Test Motors Frankston', address: '1 Main St, Frankston VIC 3199', phone: '03 9555 0100' },
      photo,
      printedOn: '20 November 2026',
    });
    const url = 'https://test.example/cars/test-car';
    const png = onePixelPng();
    const withPhoto = await renderCarPdf(
      { view: view('https://cdn.example/car.png'), url },
      { fetch: async () => new Response(new Uint8Array(png)) },
    );
    const down = await renderCarPdf(
      { view: view('https://cdn.example/car.png'), url },
      { fetch: () => Promise.reject(new TypeError('fetch failed')) },
    );
    for (const pdf of [withPhoto, down]) {
      const text = await pdfText(pdf.slice().buffer);
      expect(text).toContain('2024 Test Car GX');
      expect(text).toContain('Was $32,000');
    }
    // the embedded image is an XObject of its own
    expect(Buffer.from(withPhoto).toString('latin1')).toContain('/Subtype /Image');
    expect(Buffer.from(down).toString('latin1')).not.toContain('/Subtype /Image');
  });
});
