// Gate: every built vehicle page of every tenant describes its vehicle in JSON-LD that a search
// engine accepts: the right schema.org type, every required property with its type, an offer
// only with a price, an image only for a car with photos (lib/vehicle-listing.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gateTenants, groupByPage, report, urlPathOf } from './lib/built-sites.ts';
import { pagesOfRoute } from './lib/routes.ts';
import { jsonLdBlocks, vehicleListingProblems } from './lib/vehicle-listing.ts';

const VEHICLE_ROUTE = '/cars/[slug]';

for (const tenant of gateTenants()) {
  describe(`${tenant.slug}: vehicle structured data`, () => {
    if (!tenant.built) {
      it.skip(tenant.reason, () => {});
      return;
    }

    it('every vehicle page has JSON-LD a search engine can list', () => {
      const pages = pagesOfRoute(tenant.root, VEHICLE_ROUTE);
      const failures: { page: string; problem: string }[] = [];
      let example = '';
      const types = new Map<string, number>();
      let offers = 0;
      for (const file of pages) {
        const html = readFileSync(join(tenant.root, file), 'utf8');
        const problems = vehicleListingProblems(html);
        for (const problem of problems) failures.push({ page: urlPathOf(file), problem });
        const vehicle = jsonLdBlocks(html)[0] as Record<string, unknown> | undefined;
        if (problems.length > 0 && example === '') example = `${urlPathOf(file)}: ${JSON.stringify(vehicle)}`;
        const type = String(vehicle?.['@type']);
        types.set(type, (types.get(type) ?? 0) + 1);
        if (vehicle?.offers !== undefined) offers += 1;
      }
      console.log(
        `${tenant.slug}: ${pages.length} vehicle pages, ${offers} with an offer; ` +
          [...types].map(([type, count]) => `${count} ${type}`).join(', '),
      );
      expect(pages.length).toBeGreaterThan(0);
      const title = `${tenant.slug}: vehicle JSON-LD a search engine would not list (e.g. ${example.slice(0, 1500)})`;
      expect(failures, report(title, groupByPage(failures))).toEqual([]);
    });
  });
}
