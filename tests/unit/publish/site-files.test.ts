import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CDN_FILES } from '../../../src/build/cdn-files.ts';
import { IMMUTABLE, REVALIDATE } from '../../../src/build/response-headers.ts';
import { listSiteFiles } from '../../../src/publish/site-files.ts';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('listSiteFiles', () => {
  it('lists each file with its phase, content type and cache control, leaving out the CDN configuration', () => {
    root = mkdtempSync(join(tmpdir(), 'site-files-'));
    for (const path of [
      'index.html',
      'cars/kluger/index.html',
      '_astro/app.1a2b.js',
      '_astro/font.woff2',
      'img/cars/ute.svg',
      'search-index.json',
      'sitemap-index.xml',
      'sitemap-0.xml',
      'robots.txt',
      CDN_FILES.headers,
      CDN_FILES.cloudFrontPolicy,
      CDN_FILES.cloudFrontApiBehavior,
      CDN_FILES.redirects,
      CDN_FILES.cloudFrontRewriteFunction,
      CDN_FILES.buildRecord,
    ]) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), 'hello');
    }
    const files = listSiteFiles(root).map(({ path, phase, contentType, cacheControl }) => [
      path,
      phase,
      contentType,
      cacheControl === IMMUTABLE ? 'immutable' : cacheControl === REVALIDATE ? 'revalidate' : cacheControl,
    ]);
    expect(files).toEqual([
      ['_astro/app.1a2b.js', 'assets', 'text/javascript; charset=utf-8', 'immutable'],
      ['_astro/font.woff2', 'assets', 'font/woff2', 'immutable'],
      ['cars/kluger/index.html', 'pages', 'text/html; charset=utf-8', 'revalidate'],
      ['img/cars/ute.svg', 'assets', 'image/svg+xml; charset=utf-8', 'revalidate'],
      ['index.html', 'pages', 'text/html; charset=utf-8', 'revalidate'],
      ['robots.txt', 'sitemaps', 'text/plain; charset=utf-8', 'revalidate'],
      ['search-index.json', 'data', 'application/json', 'revalidate'],
      ['sitemap-0.xml', 'sitemaps', 'application/xml; charset=utf-8', 'revalidate'],
      ['sitemap-index.xml', 'sitemaps', 'application/xml; charset=utf-8', 'revalidate'],
    ]);
    expect(listSiteFiles(root)[0]?.md5).toBe('5d41402abc4b2a76b9719d911017c592');
  });
});
