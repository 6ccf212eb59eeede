// Gate: the JavaScript each page loads, in gzip bytes, stays within the DESIGN.md budgets.
// Counted: script src, Astro island component/renderer modules, module preloads, everything
// those import statically (transitively), and inline scripts. Deterministic, so it can fail.
import { describe, expect, it } from 'vitest';
import { BuiltSite, gateTenants, groupByPage, report } from './lib/built-sites.ts';
import { budgetFor, hasLeadFormIsland, isGatedPage, JavaScriptMeter, KB } from './lib/javascript.ts';
import { pageRoutes, routeOfPage } from './lib/routes.ts';

const routes = pageRoutes();
const kb = (bytes: number) => (bytes / KB).toFixed(1);

for (const tenant of gateTenants()) {
  describe(`${tenant.slug}: JavaScript budget`, () => {
    if (!tenant.built) {
      it.skip(tenant.reason, () => {});
      return;
    }
    const engine = tenant.site.search.engine.kind;

    it(`every page type stays within its gzip budget (search engine: ${engine})`, () => {
      const site = new BuiltSite(tenant.root);
      const meter = new JavaScriptMeter(site, new URL(tenant.site.domain).origin);
      const failures: { page: string; problem: string }[] = [];
      const largest = new Map<string, { page: string; bytes: number; budget: number; pages: number; files: number }>();

      for (const page of site.pages) {
        const budget = budgetFor(page.urlPath, engine, hasLeadFormIsland(page), isGatedPage(page));
        const js = meter.measure(page);
        for (const problem of js.problems) failures.push({ page: page.urlPath, problem });
        if (js.total > budget.bytes) {
          const heaviest = [...js.files]
            .sort((a, b) => b.gzip - a.gzip)
            .slice(0, 3)
            .map((f) => `/${f.file} ${kb(f.gzip)} kB`);
          failures.push({
            page: page.urlPath,
            problem: `${kb(js.total)} kB gzip of JavaScript, over the ${budget.kind} budget of ${kb(budget.bytes)} kB (largest: ${heaviest.join(', ') || 'inline scripts'})`,
          });
        }
        const type = routeOfPage(page.urlPath, routes);
        const row = largest.get(type);
        if (!row || js.total > row.bytes)
          largest.set(type, {
            page: page.urlPath,
            bytes: js.total,
            budget: budget.bytes,
            pages: (row?.pages ?? 0) + 1,
            files: js.files.length,
          });
        else row.pages++;
      }

      const rows = [...largest].sort(([a], [b]) => a.localeCompare(b));
      const width = Math.max(10, ...rows.map(([type]) => type.length));
      console.log(
        [
          `${tenant.slug}: largest JavaScript per page type (kB gzip, 1 kB = 1000 bytes)`,
          `  ${'page type'.padEnd(width)}  pages  largest  budget  files  page`,
          ...rows.map(
            ([type, r]) =>
              `  ${type.padEnd(width)}  ${String(r.pages).padStart(5)}  ${kb(r.bytes).padStart(7)}  ${kb(r.budget).padStart(6)}  ${String(r.files).padStart(5)}  ${r.page}`,
          ),
        ].join('\n'),
      );
      const lines = groupByPage(failures);
      expect(lines.length, report(`${tenant.slug}: JavaScript budget`, lines)).toBe(0);
    });
  });
}
