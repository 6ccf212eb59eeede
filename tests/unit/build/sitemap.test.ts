import { describe, expect, it } from 'vitest';
import { isNoindexHtml, sitemapPaths, sitemapXml } from '../../../src/build/sitemap.ts';

describe('sitemap', () => {
  it('keeps pages, drops files and the 404', () => {
    expect(sitemapPaths(['', 'terms-and-conditions/', 'pages/visit-us/', '404', 'robots.txt', 'favicon.svg'])).toEqual([
      '/',
      '/terms-and-conditions',
      '/pages/visit-us',
    ]);
  });

  it('lists each page once on the production domain, escaped', () => {
    const xml = sitemapXml('https://www.example.com.au', ['/b', '/a&b', '/b']);
    expect(xml.match(/<loc>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://www.example.com.au/a&amp;b</loc>');
    expect(xml).toContain('<loc>https://www.example.com.au/b</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('leaves out pages that ask not to be indexed (/success)', () => {
    expect(isNoindexHtml('<head><meta name="robots" content="noindex"></head>')).toBe(true);
    expect(isNoindexHtml('<head><meta name="robots" content="noindex, nofollow"></head>')).toBe(true);
    expect(isNoindexHtml('<head><link rel="canonical" href="/"></head>')).toBe(false);
  });
});
