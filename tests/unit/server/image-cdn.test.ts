import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carImageSvg } from '../../../src/catalog/images/car-image.ts';
import { createApp } from '../../../src/server/app.ts';
import { IMAGE_USES, imageCdnUrl, DEFAULT_IMAGE_CDN } from '../../../src/domain/images/image-cdn.ts';
import { serveForTest, type RunningApp } from '../../support/http-get.ts';
import { makeDist } from '../../support/site-fixture.ts';

// spec §7: locally, the server in front of the built site stands in for the image CDN
const fixture = makeDist({
  site: { 'index.html': '<title>Home</title>', 'img/cars/suv-red-side.svg': carImageSvg('SUV', 'Red', 'side') },
});
const HOST = { host: 'site.localhost' };
let server: RunningApp;

beforeAll(async () => {
  writeFileSync(
    join(fixture.dist, 'site', 'small.png'),
    await sharp({ create: { width: 200, height: 100, channels: 3, background: '#336699' } })
      .png()
      .toBuffer(),
  );
  server = await serveForTest(
    createApp({ distDir: fixture.dist, tenants: [{ slug: 'site', name: 'Site', domains: [], servedLocally: true }] }),
  );
});
afterAll(async () => {
  await server.close();
  fixture.cleanup();
});

const photo = '/img/cars/suv-red-side.svg';

describe('the stand-in image CDN', () => {
  it('answers a drawing at w=400 as a 400-pixel-wide picture, cached a day', async () => {
    const answer = await server.get(`${photo}?w=400&q=80`, HOST);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    const { format, width, height } = await sharp(answer.body).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 400, height: 300 });
  });

  it('draws a drawing sharp at the widest gallery width, not stretched from a small one', async () => {
    const answer = await server.get(`${photo}?w=1600&q=80`, HOST);
    expect((await sharp(answer.body).metadata()).width).toBe(1600);
  });

  it('a lower quality is fewer bytes', async () => {
    const low = await server.get(`${photo}?w=1000&q=30`, HOST);
    const high = await server.get(`${photo}?w=1000&q=95`, HOST);
    expect(low.body.length).toBeLessThan(high.body.length);
  });

  it('serves the URL the card builds (width 1000 at the card quality)', async () => {
    const url = imageCdnUrl(DEFAULT_IMAGE_CDN, photo, IMAGE_USES.card.width, IMAGE_USES.card.quality);
    expect(url).toBe(`${photo}?w=1000&q=75`);
    expect((await sharp((await server.get(url, HOST)).body).metadata()).width).toBe(1000);
  });

  it('never enlarges a raster photo', async () => {
    const answer = await server.get('/small.png?w=800&q=80', HOST);
    expect((await sharp(answer.body).metadata()).width).toBe(200);
  });

  it('answers 304 for a picture the browser holds', async () => {
    const first = await server.get(`${photo}?w=480&q=80`, HOST);
    const again = await server.get(`${photo}?w=480&q=80`, { ...HOST, 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    const other = await server.get(`${photo}?w=800&q=80`, { ...HOST, 'if-none-match': String(first.headers.etag) });
    expect(other.status).toBe(200);
  });

  it('the original without a width', async () => {
    const answer = await server.get(photo, HOST);
    expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it.each([
    ['w=abc&q=80', 'w: a width in pixels from 16 to 4000'],
    ['w=99999&q=80', 'w: a width in pixels from 16 to 4000'],
    ['w=400&q=0', 'q: a quality from 1 to 100'],
    ['w=400&q=high', 'q: a quality from 1 to 100'],
  ])('?%s: 400 naming the parameter', async (query, message) => {
    const answer = await server.get(`${photo}?${query}`, HOST);
    expect(answer.status).toBe(400);
    expect(answer.body.toString()).toBe(`${message}\n`);
  });
});
