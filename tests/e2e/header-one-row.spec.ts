// spec §2 header: from 1280 px every tenant's desktop menu sits on one row beside the logo,
// whatever its font; none of its items wraps onto a second row or breaks inside itself.
import { expect, test } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';

for (const slug of ['harbourside-toyota', 'southern-cross-motors', 'drivewise-online', 'outback-rv']) {
  for (const width of [1280, 1366]) {
    test(`${slug} at ${width} px: the desktop menu is one row`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await dismissPopup(page, demoSite(slug));
      await page.goto(siteUrl(slug, '/'));
      await page.evaluate(() => document.fonts.ready);
      const items = page.locator('.desktop-menu__list > li');
      await expect(items.first()).toBeVisible();
      const rows = await items.evaluateAll((lis) =>
        lis
          .filter((li) => li.getClientRects().length > 0)
          .map((li) => {
            const link = li.querySelector('a, button')!;
            return {
              top: li.getBoundingClientRect().top,
              lines: link.getClientRects().length,
              label: link.textContent,
            };
          }),
      );
      expect(new Set(rows.map((row) => row.top)).size, JSON.stringify(rows)).toBe(1);
      expect(rows.every((row) => row.lines === 1)).toBe(true);
      const bar = await page.locator('.site-header__bar').boundingBox();
      const logo = await page.locator('.site-header__bar .logo').boundingBox();
      const menu = await page.locator('.desktop-menu__list').boundingBox();
      expect(menu!.y).toBeLessThan(logo!.y + logo!.height);
      expect(menu!.x + menu!.width).toBeLessThanOrEqual(bar!.x + bar!.width + 0.5);
    });
  }
}
