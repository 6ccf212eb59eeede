// DESIGN.md budget: cumulative layout shift under 0.01 on every page type. The vehicle page's
// scripts fill in parts of its sidebar after the first paint (live status, finance terms):
// the space they take must already be there, at a desktop and a phone width.
import { expect, test, type Page } from '@playwright/test';
import { isAvailable } from '../../src/domain/car/availability.ts';
import { canReserve } from '../../src/domain/car/visibility.ts';
import { siteUrl } from '../../playwright.config.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';
import { carWhere, openVehicle } from '../support/e2e/vehicle.ts';
import { recordLayoutShifts, settledShifts, totalShift } from '../support/e2e/layout-shift.ts';

const TENANTS = ['harbourside-toyota', 'southern-cross-motors', 'drivewise-online', 'outback-rv'];
const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

/** A phone's network (Lighthouse's mobile figures): the page arrives in pieces, and the API answers after the first paint. */
async function slowNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 100_000,
  });
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
}

for (const viewport of WIDTHS) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    for (const slug of TENANTS) {
      test(`${slug}: a car's page moves nothing while its scripts fill it in`, async ({ page }) => {
        const car = await carWhere(slug, 'is available with photos', (c) => isAvailable(c) && c.photos_count > 0);
        await recordLayoutShifts(page);
        await slowNetwork(page);
        await openVehicle(page, slug, car);
        const shifts = await settledShifts(page);
        expect(totalShift(shifts), JSON.stringify(shifts)).toBeLessThan(0.01);
      });
    }

    test("a car's print page moves nothing when its sheet arrives", async ({ page }) => {
      const slug = 'harbourside-toyota';
      const car = await carWhere(slug, 'is available', isAvailable);
      await dismissPopup(page, demoSite(slug));
      await recordLayoutShifts(page);
      await slowNetwork(page);
      await page.goto(siteUrl(slug, `/print?car_id=${car.slug}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name);
      const shifts = await settledShifts(page);
      expect(totalShift(shifts), JSON.stringify(shifts)).toBeLessThan(0.01);
    });
  });
}

test.describe("Lighthouse's phone (412 px), the dealer closed", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  // 01:00 in Perth, 04:00 in Sydney on a Wednesday: no demo dealer takes calls, so the
  // sticky bar's Call Now hides as the page's script starts.
  const NIGHT = new Date('2026-12-01T17:00:00Z');

  for (const slug of TENANTS) {
    test(`${slug}: the sticky bar drops Call Now without moving its other buttons`, async ({ page }) => {
      // with Reserve where the site offers it: three buttons, whose labels wrap while Call Now shows
      const reserve = demoSite(slug).features.reserve;
      const car = await carWhere(
        slug,
        'is available',
        (c) => isAvailable(c) && canReserve(c, reserve) === reserve.enabled,
      );
      await page.clock.setFixedTime(NIGHT);
      await recordLayoutShifts(page);
      await slowNetwork(page);
      // a phone's CPU: the page paints before its scripts have run
      await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await openVehicle(page, slug, car);
      const bar = page.locator('[data-sticky-bar]');
      await expect(bar.getByRole('link', { name: 'Call Now' })).toBeHidden();
      // on sites whose bar shows only past 50px
      await page.evaluate(() => window.scrollTo(0, 200));
      await expect(bar).toBeInViewport({ ratio: 1 });
      const shifts = await settledShifts(page);
      expect(totalShift(shifts), JSON.stringify(shifts)).toBeLessThan(0.01);
      const barShifts = shifts.filter((shift) => shift.sources.some((source) => source.includes('sticky-bar')));
      expect(barShifts).toEqual([]);
    });
  }
});
