// Every tenant looks as intended on any machine: its theme font is served by the site itself
// (one latin woff2, preloaded) and is what the page's text is set in; the system stack loads
// nothing and ends in a generic family.
import { expect, test } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { FONT_FAMILIES } from '../../src/tenant/theme.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';

for (const slug of ['harbourside-toyota', 'southern-cross-motors', 'drivewise-online', 'outback-rv']) {
  const site = demoSite(slug);
  const families = FONT_FAMILIES[site.theme.font];

  test(`${slug}: the text is set in its theme font (${site.theme.font})`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await dismissPopup(page, site);
    await page.goto(siteUrl(slug, '/'));
    const fontFamily = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    const preloads = page.locator('link[rel="preload"][as="font"]');
    if (!families) {
      expect(fontFamily).toMatch(/^system-ui,.*sans-serif$/);
      await expect(preloads).toHaveCount(0);
      return;
    }
    expect(fontFamily.startsWith(`"${families.web}"`)).toBe(true);
    await expect(preloads).toHaveCount(1);
    await expect(preloads).toHaveAttribute('href', /^\/_astro\/[^/]+-latin-wght-normal\.[\w-]+\.woff2$/);
    const loaded = await page.evaluate(async (family) => {
      await document.fonts.ready;
      const faces = [...document.fonts].filter((face) => face.family.replaceAll('"', '') === family);
      return {
        check: document.fonts.check(`16px "${family}"`),
        statuses: faces.map((face) => face.status),
        display: faces.map((face) => face.display),
      };
    }, families.web);
    expect(loaded).toEqual({ check: true, statuses: ['loaded'], display: ['swap'] });
  });
}
