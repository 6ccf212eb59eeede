// spec §9 "Accordion animation 300 ms": a <details> (here the finance terms of a vehicle page)
// slides open over 300 ms; with reduced motion asked for, it opens at once.
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';
import { financedCar } from '../support/e2e/vehicle.ts';

const SLUG = 'drivewise-online';

/** Opens the closed finance terms and samples their height as they open. */
async function openingHeights(page: Page): Promise<{ early: number; settled: number; duration: string }> {
  await dismissPopup(page, demoSite(SLUG));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(siteUrl(SLUG, `/cars/${(await financedCar(SLUG)).slug}/`));
  const details = page.locator('details[data-finance-terms]');
  await expect(details).not.toHaveAttribute('open');
  return details.evaluate(async (element) => {
    const duration = getComputedStyle(element, '::details-content').transitionDuration;
    element.querySelector('summary')!.click();
    await new Promise((resolve) => setTimeout(resolve, 90));
    const early = element.getBoundingClientRect().height;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const settled = element.getBoundingClientRect().height;
    return { early, settled, duration };
  });
}

test('a <details> slides open over 300 ms', async ({ page }) => {
  const { early, settled, duration } = await openingHeights(page);
  expect(duration.split(', ')).toContain('0.3s');
  expect(early).toBeLessThan(settled - 10);
});

test('with reduced motion it opens at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { early, settled } = await openingHeights(page);
  expect(early).toBe(settled);
});
