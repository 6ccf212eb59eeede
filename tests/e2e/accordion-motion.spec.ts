// spec §9 "Accordion animation 300 ms": a <details> section slides open over 300 ms; with
// reduced motion asked for, it opens at once.
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';

const SLUG = 'southern-cross-motors';

/** Closes the first sidebar section, opens it again, and samples its body's height as it opens. */
async function openingHeights(page: Page): Promise<{ early: number; settled: number; duration: string }> {
  await dismissPopup(page, demoSite(SLUG));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(siteUrl(SLUG, '/search/'));
  await expect(page.locator('.stock-search')).toHaveAttribute('data-ready', 'true');
  const section = page.locator('.stock-search__sidebar details.filter-section').first();
  if ((await section.getAttribute('open')) !== null) await section.locator('summary').click();
  await expect(section).not.toHaveAttribute('open');
  await page.waitForTimeout(400);
  return section.evaluate(async (details) => {
    const duration = getComputedStyle(details, '::details-content').transitionDuration;
    details.querySelector('summary')!.click();
    await new Promise((resolve) => setTimeout(resolve, 90));
    const early = details.getBoundingClientRect().height;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const settled = details.getBoundingClientRect().height;
    return { early, settled, duration };
  });
}

test('a sidebar section slides open over 300 ms', async ({ page }) => {
  const { early, settled, duration } = await openingHeights(page);
  expect(duration.split(', ')).toContain('0.3s');
  expect(early).toBeLessThan(settled - 10);
});

test('with reduced motion the section opens at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { early, settled } = await openingHeights(page);
  expect(early).toBe(settled);
});
