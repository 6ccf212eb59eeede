// Gate: a search page's HTML carries its first page of results as markup only. The island's
// props (its facets, options and InstantSearch's first state) are in the page's data file,
// which must hold what the page shows; in the HTML they had made the document 19–21 kB
// brotli, past what arrives in a first round trip. Prints each tenant's brotli sizes.
import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { searchPageDataHref } from '../../src/site-urls.ts';
import { BuiltSite, gateTenants } from './lib/built-sites.ts';

const isSearchPage = (urlPath: string) => /^\/(search|new-used-and-demo-cars)(\/|$)/.test(urlPath);
const brotli = (html: string) => brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

for (const tenant of gateTenants()) {
  describe(`${tenant.slug}: search documents`, () => {
    if (!tenant.built) {
      it.skip(tenant.reason, () => {});
      return;
    }

    it('each search page’s island reads its data file, which holds the cars the page shows', () => {
      const site = new BuiltSite(tenant.root);
      const failures: string[] = [];
      const pages = site.pages.filter((candidate) => isSearchPage(candidate.urlPath));
      for (const page of pages) {
        const href = searchPageDataHref(page.urlPath.replace(/\/$/, ''));
        // Astro writes a prop as [type, value]: the island's only prop is its data file's address
        const props = `{&quot;dataHref&quot;:[0,&quot;${href}&quot;]}`;
        if (
          !page.html.includes(`component-export="SearchPageIsland" renderer-url`) ||
          !page.html.includes(` props="${props}"`)
        )
          failures.push(`${page.urlPath}: the island's props are not just ${href}`);
        const file = site.resolve(href);
        const data = file ? site.read(file).toString('utf8') : '';
        const slugs = [...page.html.matchAll(/<a class="button car-card__view" href="\/cars\/([^"]+)"/g)].map(
          (match) => match[1],
        );
        if (slugs.some((slug) => !data.includes(`"slug":"${slug}"`)))
          failures.push(`${page.urlPath}: ${href} lacks a car the page shows`);
      }
      // brotli at quality 11 is slow: the figures are for the largest pages and /search
      const largest = [...pages].sort((a, b) => b.html.length - a.html.length).slice(0, 5);
      const search = pages.find((page) => page.urlPath === '/search/');
      const sizes = [...new Set(search ? [search, ...largest] : largest)].map(
        (page) => `${page.urlPath} ${brotli(page.html)} B`,
      );
      console.log(`${tenant.slug}: ${pages.length} search pages; brotli (q11): ${sizes.join(', ')}`);
      site.release();
      expect(failures).toEqual([]);
      expect(pages.length).toBeGreaterThan(0);
    });
  });
}
