import { describe, expect, it } from 'vitest';
import { chooseEncoding, isCompressible } from '../../../src/server/compressed-copies.ts';

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
