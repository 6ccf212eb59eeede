import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PageStepOf } from './built-pages.ts';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The sitemap body: one <url> per page path, on the tenant's production domain. */
function sitemapXml(domain: string, paths: readonly string[]): string {
  const urls = [...new Set(paths)]
    .sort()
    .map((path) => `  <url><loc>${escapeXml(new URL(path, domain).href)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Page paths from Astro's list of built routes: HTML pages only, never the 404. */
function sitemapPaths(pathnames: readonly string[]): string[] {
  return pathnames
    .filter((pathname) => !/\.[a-z0-9]+$/i.test(pathname.replace(/\/$/, '')) && pathname.replace(/\/$/, '') !== '404')
    .map((pathname) => `/${pathname.replace(/^\/|\/$/g, '')}`);
}

/** A page that asks search engines not to index it (<meta name="robots" content="noindex">), as /success does. */
function isNoindexHtml(html: string): boolean {
  return /<meta\s+name="robots"\s+content="[^"]*noindex/i.test(html);
}

/** Writes sitemap.xml after the build, from the pages Astro actually wrote, less the noindex ones. */
export function sitemapStep(domain: string): PageStepOf {
  return (root) => {
    const noindex = new Set<string>();
    return {
      page: (file, html) => {
        if (isNoindexHtml(html)) noindex.add(file);
        return undefined;
      },
      finish: async ({ dir, pages }) => {
        const all = sitemapPaths(pages.map((page) => page.pathname));
        // a path with no index.html (a file Astro wrote) is kept
        const paths = all.filter((path) => !noindex.has(join(root, path, 'index.html')));
        await writeFile(new URL('sitemap.xml', dir), sitemapXml(domain, paths));
      },
    };
  };
}
