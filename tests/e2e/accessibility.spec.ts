// Gate: axe-core finds no WCAG 2.2 AA violation on one page of each page type (route pattern
// of src/pages) of every built tenant. Later issues' page types join automatically.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { gateTenants } from '../gates/lib/built-sites.ts';
import { samplePagesByType } from '../gates/lib/routes.ts';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const tenant of gateTenants()) {
  test.describe(`${tenant.slug}: accessibility (WCAG 2.2 AA)`, () => {
    if (!tenant.built) {
      test.skip(tenant.reason, () => {});
      return;
    }
    const samples = samplePagesByType(tenant.root);
    for (const { type, path } of samples) {
      test(`${type} (${path})`, async ({ page }) => {
        const res = await page.goto(siteUrl(tenant.slug, path));
        expect(res?.status()).toBe(type === '/404' ? 404 : 200);
        const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
        const lines = results.violations.flatMap((v) => [
          `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.helpUrl}`,
          ...v.nodes
            .slice(0, 5)
            .map((node) => `    at ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`),
          ...(v.nodes.length > 5 ? [`    ... and ${v.nodes.length - 5} more elements`] : []),
        ]);
        expect(
          results.violations.length,
          `${siteUrl(tenant.slug, path)}: ${results.violations.length} axe violations\n${lines.join('\n')}`,
        ).toBe(0);
      });
    }
  });
}
