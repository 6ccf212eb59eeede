// Gate: every page check on one visit per page. Every page type (route pattern of src/pages)
// once across the built tenants, the home, search and vehicle pages on every tenant, and each
// tenant's vehicle page with the longest values: the status, exactly one Content-Security-
// Policy and no violation of it, no axe WCAG 2.2 AA violation at desktop and phone width, and
// no sideways scrolling at 390 and 360 px. Later issues' page types join automatically.
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import type { Car } from '../../src/catalog/schema/car.ts';
import type { Site } from '../../src/tenant/schema/site.ts';
import { specificationRows } from '../../src/views/vehicle/specs.ts';
import { accessibilityViolations } from '../support/e2e/accessibility.ts';
import { expectOnePolicy, settle, watchViolations } from '../support/e2e/csp-watch.ts';
import { PHONE_WIDTHS, sidewaysOverflow } from '../support/e2e/page-width.ts';
import { pageVisits, type PageVisit } from '../support/e2e/page-visits.ts';
import { passSignInGate } from '../support/e2e/sign-in.ts';
import { dismissPopup } from '../support/e2e/site.ts';
import { vehicleCars } from '../support/e2e/vehicle.ts';

const EVERY_TENANT = ['/', '/cars/[slug]', '/search/[...path]'];

async function expectAccessible(page: Page, where: string): Promise<void> {
  const violations = await accessibilityViolations(page);
  const lines = violations.flatMap((v) => [
    `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.helpUrl}`,
    ...v.nodes
      .slice(0, 5)
      .map((node) => `    at ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`),
    ...(v.nodes.length > 5 ? [`    ... and ${v.nodes.length - 5} more elements`] : []),
  ]);
  expect.soft(violations.length, `${where}: ${violations.length} axe violations\n${lines.join('\n')}`).toBe(0);
}

/** The longest value a car's page prints in its specification table (the VIN among them). */
function longestValue(car: Car, site: Site): number {
  return Math.max(car.vin?.length ?? 0, ...specificationRows(car, site).map((row) => row.value.length));
}

/** The vehicle page most likely to overflow: the car with the longest specification value. */
async function longestVehiclePath(slug: string, site: Site): Promise<string> {
  const cars = await vehicleCars(slug);
  if (cars.length === 0) throw new Error(`${slug} has no vehicle page`);
  const longest = cars.reduce((best, car) => (longestValue(car, site) > longestValue(best, site) ? car : best));
  return `/cars/${longest.slug}/`;
}

/** The address a visit loads: the print page fills itself from the live stock for the car it names. */
async function visitPath(visit: PageVisit): Promise<string> {
  if (visit.type === '/cars/[slug] with the longest values') return longestVehiclePath(visit.slug, visit.site);
  if (visit.type !== '/print') return visit.path;
  const [car] = await vehicleCars(visit.slug);
  return car ? `${visit.path}?car_id=${car.slug}` : visit.path;
}

const { visits, skipped } = pageVisits(EVERY_TENANT);
for (const reason of skipped) test.skip(reason, () => {});
const longest = [...new Map(visits.map((v) => [v.slug, v])).values()].map((v): PageVisit => ({
  ...v,
  type: '/cars/[slug] with the longest values',
  path: '',
  status: 200,
}));

for (const visit of [...visits, ...longest]) {
  test(`${visit.slug}: ${visit.type} ${visit.path ? `(${visit.path})` : ''}`.trim(), async ({ page }) => {
    await dismissPopup(page, visit.site);
    const violations = await watchViolations(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    const url = siteUrl(visit.slug, await visitPath(visit));
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(visit.status);
    await expectOnePolicy(response, url);
    // a page behind sign-in is checked as the signed-in shopper sees it
    await passSignInGate(page, url);
    await settle(page);
    await expectAccessible(page, `${url} at 1366 px`);

    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      const overflow = await sidewaysOverflow(page);
      expect.soft(overflow, `${url} at ${width} px: ${overflow?.scrollWidth} px wide; ${overflow?.element}`).toBeNull();
    }
    await expectAccessible(page, `${url} at ${PHONE_WIDTHS.at(-1)} px`);
    expect.soft(await violations(), `${url}: Content-Security-Policy violations`).toEqual([]);
  });
}
