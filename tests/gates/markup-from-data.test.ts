// Gate: no built page carries script from a tenant's data. Tenant HTML (offer descriptions,
// marked data-rich-text) holds only the allowed markup, and no element of any page has an
// event-handler attribute or a javascript: URL.
import { afterAll, describe, expect, it } from 'vitest';
import { loadOffers, offersShownOn } from '../../src/catalog/offers.ts';
import { BuiltSite, gateTenants, groupByPage, report } from './lib/built-sites.ts';
import { richTextFailures, scriptAttributeFailures } from './lib/markup.ts';

for (const tenant of gateTenants()) {
  describe(`${tenant.slug}: markup from data`, () => {
    if (!tenant.built) {
      it.skip(tenant.reason, () => {});
      return;
    }
    const site = new BuiltSite(tenant.root);
    afterAll(() => site.release());

    it('tenant HTML keeps to the allowed tags, attributes and link schemes, on every offer page', () => {
      const loaded = loadOffers(tenant.slug);
      const offers = loaded.ok ? offersShownOn(tenant.site, loaded.offers) : [];
      const failures: { page: string; problem: string }[] = [];
      let containers = 0;
      for (const page of site.pages) {
        if (!page.html.includes('data-rich-text')) continue;
        containers += page.dom.querySelectorAll('[data-rich-text]').length;
        for (const problem of richTextFailures(page.dom)) failures.push({ page: page.urlPath, problem });
      }
      expect(containers, 'pages rendering an offer description').toBeGreaterThanOrEqual(offers.length);
      const lines = groupByPage(failures);
      expect(lines.length, report(`${tenant.slug}: tenant HTML`, lines)).toBe(0);
    });

    it('no page has an event-handler attribute or a script URL', () => {
      const failures: { page: string; problem: string }[] = [];
      for (const page of site.pages)
        for (const problem of scriptAttributeFailures(page.html)) failures.push({ page: page.urlPath, problem });
      const lines = groupByPage(failures);
      expect(lines.length, report(`${tenant.slug}: script in attributes`, lines)).toBe(0);
    });
  });
}
