// Gate: every internal link of every built page resolves, and sitemap.xml lists exactly the
// built pages on the tenant's production domain (issue 2 §7; STYLE.md "checks on the built output").
import { afterAll, describe, expect, it } from 'vitest';
import { BuiltSite, gateTenants, groupByPage, isNoindexPage, isRedirectPage, report } from './lib/built-sites.ts';
import { anchorsOf, brokenReason, linksOf } from './lib/links.ts';
import { readSitemap } from './lib/sitemap.ts';

/** Pages a sitemap leaves out on purpose. */
const ERROR_PAGES = new Set(['404.html', '500.html']);

for (const tenant of gateTenants()) {
  describe(`${tenant.slug}: links and sitemap`, () => {
    if (!tenant.built) {
      it.skip(tenant.reason, () => {});
      return;
    }
    const origin = new URL(tenant.site.domain).origin;
    const site = new BuiltSite(tenant.root);
    afterAll(() => site.release());

    it('every internal link, asset and #fragment on every page and page part resolves, rewrites followed', () => {
      const failures: { page: string; problem: string }[] = [];
      for (const page of [...site.pages, ...site.parts]) {
        let anchors: Set<string> | undefined;
        const pageAnchors = () => (anchors ??= anchorsOf(page));
        for (const link of linksOf(page)) {
          const reason = brokenReason(link, page, site, origin, pageAnchors);
          if (reason) failures.push({ page: page.urlPath, problem: `${link.where}="${link.value}": ${reason}` });
        }
      }
      const lines = groupByPage(failures);
      expect(lines.length, report(`${tenant.slug}: broken links in ${site.pages.length} pages`, lines)).toBe(0);
    });

    it(`sitemap.xml lists exactly the built pages, on ${origin}`, () => {
      const { pages: listed, failures } = readSitemap(site, origin);
      for (const page of site.pages) {
        const excluded = ERROR_PAGES.has(page.file) || isRedirectPage(page) || isNoindexPage(page);
        const loc = listed.get(page.file);
        if (excluded && loc)
          failures.push(
            `${loc}: listed, but ${page.urlPath} is ${ERROR_PAGES.has(page.file) ? 'an error page' : 'a redirect or noindex page'}`,
          );
        if (!excluded && !loc) failures.push(`${page.urlPath}: built but not in sitemap.xml`);
      }
      expect(failures.length, report(`${tenant.slug}: sitemap`, failures)).toBe(0);
    });

    it('robots.txt exists and points at the sitemap on the production domain', () => {
      const failures: string[] = [];
      if (!site.files.has('robots.txt')) failures.push('/robots.txt: missing');
      else {
        const sitemaps = [
          ...site
            .read('robots.txt')
            .toString('utf8')
            .matchAll(/^sitemap:\s*(\S+)/gim),
        ].map((m) => m[1] ?? '');
        if (sitemaps.length === 0) failures.push('/robots.txt: no "Sitemap:" line');
        for (const url of sitemaps) {
          const parsed = URL.canParse(url) ? new URL(url) : null;
          if (!parsed || parsed.origin !== origin) failures.push(`/robots.txt: Sitemap ${url}: not on ${origin}`);
          else if (!site.resolve(parsed.pathname)) failures.push(`/robots.txt: Sitemap ${url}: no such file in dist`);
        }
      }
      expect(failures.length, report(`${tenant.slug}: robots.txt`, failures)).toBe(0);
    });
  });
}
