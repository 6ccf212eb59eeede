import type { BuiltSite } from './built-sites.ts';

/** The <loc> entries of a sitemap or a sitemap index, in order. */
export function sitemapLocs(xml: string): { index: boolean; locs: string[] } {
  const index = /<sitemapindex[\s>]/.test(xml);
  const locs = [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((m) => decodeXml(m[1] ?? ''));
  return { index, locs };
}

function decodeXml(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|apos);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name] ?? '',
  );
}

/**
 * Reads dist/<slug>/sitemap.xml (following a sitemap index) and maps every entry to a built
 * file. Entries off the production origin or without a page are failures.
 */
export function readSitemap(site: BuiltSite, origin: string): { pages: Map<string, string>; failures: string[] } {
  const pages = new Map<string, string>();
  const failures: string[] = [];
  const visit = (file: string, depth: number) => {
    if (!site.files.has(file)) {
      failures.push(`/${file}: missing`);
      return;
    }
    const { index, locs } = sitemapLocs(site.read(file).toString('utf8'));
    if (locs.length === 0) failures.push(`/${file}: no <loc> entries`);
    for (const loc of locs) {
      let url: URL;
      try {
        url = new URL(loc);
      } catch {
        failures.push(`/${file}: ${loc}: not an absolute URL`);
        continue;
      }
      if (url.origin !== origin) {
        failures.push(`/${file}: ${loc}: not on the tenant's domain ${origin}`);
        continue;
      }
      const target = site.resolve(url.pathname);
      if (index) {
        if (!target) failures.push(`/${file}: ${loc}: no such sitemap in dist`);
        else if (depth < 2) visit(target, depth + 1);
        continue;
      }
      if (!target || !target.endsWith('.html')) {
        failures.push(`/${file}: ${loc}: no built page for ${url.pathname}`);
        continue;
      }
      if (pages.has(target)) failures.push(`/${file}: ${loc}: listed twice (also as ${pages.get(target)})`);
      else pages.set(target, loc);
    }
  };
  visit('sitemap.xml', 0);
  return { pages, failures };
}
