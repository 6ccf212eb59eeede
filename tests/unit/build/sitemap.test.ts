import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { builtPagesIntegration } from '../../../src/build/built-pages.ts';
import { sitemapStep } from '../../../src/build/sitemap.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs the integration's build hook over pages Astro reports, with the given built HTML. */
async function sitemapOf(domain: string, pathnames: string[], html: Record<string, string> = {}): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'sitemap-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(html)) {
    mkdirSync(join(dir, path), { recursive: true });
    writeFileSync(join(dir, path, 'index.html'), text);
  }
  const hook = builtPagesIntegration([sitemapStep(domain)]).hooks['astro:build:done'] as unknown as (options: {
    dir: URL;
    pages: { pathname: string }[];
  }) => Promise<void>;
  await hook({ dir: pathToFileURL(`${dir}/`), pages: pathnames.map((pathname) => ({ pathname })) });
  return readFileSync(join(dir, 'sitemap.xml'), 'utf8');
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemap', () => {
  it('keeps pages, drops files and the 404', async () => {
    const xml = await sitemapOf('https://www.example.com.au', [
      '',
      'terms-and-conditions/',
      'pages/visit-us/',
      '404',
      'robots.txt',
      'favicon.png',
    ]);
    expect(locs(xml)).toEqual([
      'https://www.example.com.au/',
      'https://www.example.com.au/pages/visit-us',
      'https://www.example.com.au/terms-and-conditions',
    ]);
  });

  it('lists each page once on the production domain, escaped', async () => {
    const xml = await sitemapOf('https://www.example.com.au', ['b/', 'a&b/', 'b']);
    expect(locs(xml)).toEqual(['https://www.example.com.au/a&amp;b', 'https://www.example.com.au/b']);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('leaves out pages that ask not to be indexed (/success)', async () => {
    const xml = await sitemapOf('https://www.example.com.au', ['success/', 'thanks/', 'contact/'], {
      success: '<head><meta name="robots" content="noindex"></head>',
      thanks: '<head><meta name="robots" content="noindex, nofollow"></head>',
      contact: '<head><link rel="canonical" href="/"></head>',
    });
    expect(locs(xml)).toEqual(['https://www.example.com.au/contact']);
  });
});
