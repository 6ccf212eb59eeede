import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressedCopy, isCompressible } from '../../../src/server/compressed-copies.ts';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
    ['', null],
    [undefined, null],
  ] as const)('Accept-Encoding %j: %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('isCompressible', () => {
  it('takes text of a kilobyte or more, never pictures or fonts already compressed', () => {
    expect(isCompressible('text/html; charset=utf-8', 1024)).toBe(true);
    expect(isCompressible('application/json', 5000)).toBe(true);
    expect(isCompressible('text/javascript', 5000)).toBe(true);
    expect(isCompressible('text/html', 1023)).toBe(false);
    expect(isCompressible('image/webp', 5000)).toBe(false);
    expect(isCompressible('font/woff2', 5000)).toBe(false);
  });
});

describe('compressedCopy', () => {
  /** A page-like text of about 60 kB that brotli's best quality packs tighter than its quick one. */
  const page = (n: number) =>
    Buffer.from(
      Array.from(
        { length: 1500 },
        (_, i) =>
          `<li class="car-card" data-n="${n}-${i}"><a href="/cars/${(i * 7919 + n) % 100003}/">Car ${i}</a></li>\n`,
      ).join(''),
    );

  it('answers a burst of new files at once with quick copies, then best copies for the first 51 or so (one making, at most 50 waiting)', async () => {
    const files = Array.from({ length: 120 }, (_, n) => ({
      file: { path: `/burst/${n}.html`, etag: '"1"' },
      body: page(n),
    }));
    const first = await Promise.all(files.map(({ file, body }) => compressedCopy(file, async () => body, 'br')));
    first.forEach((copy, n) => expect(brotliDecompressSync(copy).equals(files[n]!.body)).toBe(true));

    // the queue is drained when no copy has changed for two seconds
    const current = () => Promise.all(files.map(({ file, body }) => compressedCopy(file, async () => body, 'br')));
    const improvedIn = (copies: Buffer[]) => copies.filter((copy, n) => copy.length < first[n]!.length).length;
    let now = await current();
    for (let was = -1; improvedIn(now) !== was; now = await current()) {
      was = improvedIn(now);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    const improved = improvedIn(now);
    // one making and 50 waiting when the burst's quick copies were done, a few more if some
    // finished meanwhile; the rest keep their quick copy
    expect(improved).toBeGreaterThanOrEqual(51);
    expect(improved).toBeLessThan(files.length);
    now.forEach((copy, n) => expect(brotliDecompressSync(copy).equals(files[n]!.body)).toBe(true));
  });
});
