// The built sites under their own Content-Security-Policy, as the CDN sends it (the local
// server applies each tenant's _headers): a few interactions on a phone raise no CSP
// violation in Chromium. Every page type loading without one is a page check
// (page-checks.spec.ts).
import { expect, test } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { gateTenants } from '../gates/lib/built-sites.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';
import { isAvailable } from '../../src/domain/car/availability.ts';
import { carWhere } from '../support/e2e/vehicle.ts';
import { expectOnePolicy, settle, watchViolations } from '../support/e2e/csp-watch.ts';
import { searchGoesLive } from '../support/e2e/search.ts';

for (const tenant of gateTenants()) {
  test.describe(`${tenant.slug}: Content-Security-Policy`, () => {
    if (!tenant.built) {
      test.skip(tenant.reason, () => {});
      return;
    }
    test('a phone: the menu, the search filters, a vehicle page and its form raise no violation', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await dismissPopup(page, demoSite(tenant.slug));
      const violations = await watchViolations(page);

      await expectOnePolicy(await page.goto(siteUrl(tenant.slug, '/')), 'home');
      await page.locator('.drawer-toggle').click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      expect(await violations(), 'home and its menu').toEqual([]);

      await expectOnePolicy(await page.goto(siteUrl(tenant.slug, '/search')), 'search');
      await searchGoesLive(page);
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      const filters = page.getByRole('dialog', { name: 'Filters' });
      await filters.getByRole('checkbox').first().check();
      await settle(page);
      expect(await violations(), 'search and its filters').toEqual([]);

      const car = await carWhere(tenant.slug, 'is available', isAvailable);
      await expectOnePolicy(await page.goto(siteUrl(tenant.slug, `/cars/${car.slug}`)), 'vehicle page');
      await expect(page.locator('.vehicle')).toHaveAttribute('data-ready', 'true');
      await page.locator('a[data-car-lead]:visible').first().click();
      const form = page.locator('dialog[open] form[data-ready="true"]');
      await expect(form).toBeVisible();
      await form.getByRole('textbox').first().fill('Sam');
      await settle(page);
      expect(await violations(), 'vehicle page and its form').toEqual([]);
    });
  });
}
