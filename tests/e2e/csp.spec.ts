// The built sites under their own Content-Security-Policy, as the CDN sends it (the local
// server applies each tenant's _headers): one page of every page type, and a few
// interactions, raise no CSP violation in Chromium, and every page is served with exactly
// one policy.
import { expect, test, type Page, type Response } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { gateTenants } from '../gates/lib/built-sites.ts';
import { samplePagesByType } from '../gates/lib/routes.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';
import { isAvailable } from '../../src/domain/car/availability.ts';
import { carWhere, vehicleCars } from '../support/e2e/vehicle.ts';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Records every CSP violation the page reports, and every console error about the policy. */
async function watchViolations(page: Page, slug: string): Promise<() => Promise<string[]>> {
  await dismissPopup(page, demoSite(slug));
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} (${event.sample})`,
      );
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [...((await page.evaluate(() => window.cspViolations)) ?? []), ...console];
}

/** Exactly one Content-Security-Policy header: two policies would both apply. */
async function expectOnePolicy(response: Response | null, what: string): Promise<void> {
  expect(response, what).not.toBeNull();
  const policies = (await response!.headersArray()).filter(
    ({ name }) => name.toLowerCase() === 'content-security-policy',
  );
  expect(policies, `${what}: Content-Security-Policy headers`).toHaveLength(1);
}

/**
 * Lets lazy parts start (the map frame below the fold, deferred scripts, images) before the
 * violations are read: a blocked request is reported when it is tried, not when it ends.
 * So: the load event after scrolling, every eager image done, then two frames for the
 * events to be dispatched. Not 'networkidle', which a busy machine may not reach in time.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('load');
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.complete || image.loading === 'lazy'),
  );
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
}

for (const tenant of gateTenants()) {
  test.describe(`${tenant.slug}: Content-Security-Policy`, () => {
    if (!tenant.built) {
      test.skip(tenant.reason, () => {});
      return;
    }
    const samples = samplePagesByType(tenant.root);

    for (const { type, path } of samples) {
      test(`${type} (${path}) loads with one policy and no violation`, async ({ page }) => {
        const violations = await watchViolations(page, tenant.slug);
        // the print page fills itself from the live stock for the car its address names
        const car = type === '/print' ? (await vehicleCars(tenant.slug))[0] : undefined;
        const url = siteUrl(tenant.slug, car ? `${path}?car_id=${car.slug}` : path);
        const response = await page.goto(url);
        expect(response?.status()).toBe(type === '/404' ? 404 : 200);
        await expectOnePolicy(response, url);
        await settle(page);
        expect(await violations(), url).toEqual([]);
      });
    }

    test('a phone: the menu, the search filters, a vehicle page and its form raise no violation', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const violations = await watchViolations(page, tenant.slug);

      await expectOnePolicy(await page.goto(siteUrl(tenant.slug, '/')), 'home');
      await page.locator('.drawer-toggle').click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      expect(await violations(), 'home and its menu').toEqual([]);

      await expectOnePolicy(await page.goto(siteUrl(tenant.slug, '/search')), 'search');
      // a tap before the search island hydrates opens nothing
      await expect(page.locator('.stock-search')).toHaveAttribute('data-ready', 'true');
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
