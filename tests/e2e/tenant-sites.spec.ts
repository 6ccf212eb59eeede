// Every demo tenant is its own site: its name, theme, header and footer, its complaints page
// with the regulators of the states it trades in, and the home page price slider.
import { expect, test } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';

const REGULATORS: Record<string, string[]> = {
  'harbourside-toyota': ['NSW Fair Trading'],
  'southern-cross-motors': ['Consumer Affairs Victoria', 'Consumer, Building and Occupational Services Tasmania'],
  'drivewise-online': ['NSW Fair Trading', 'Office of Fair Trading Queensland'],
  'outback-rv': ['Consumer Protection WA'],
};

for (const slug of Object.keys(REGULATORS)) {
  const site = demoSite(slug);

  test.describe(slug, () => {
    test.beforeEach(async ({ page }) => dismissPopup(page, site));

    test('the home page carries the tenant name, theme, header and footer', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(siteUrl(slug, '/'));
      await expect(page).toHaveTitle(site.name);
      await expect(page.locator('header .logo')).toContainText(site.theme.logo.text);
      const primary = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
      );
      expect(primary).toBe(site.theme.colours.primary);
      const menu = page.locator('.desktop-menu__list > li > a, .desktop-menu__list > li > button');
      await expect(menu).toHaveText(site.header.menu.map((item) => item.label));
      const groups = page.locator('footer nav h2');
      await expect(groups).toHaveText(site.footer.groups.map((group) => group.title.replaceAll('{dealer}', site.name)));
      await expect(page.locator('footer')).toContainText(`© `);
      await expect(page.locator('footer')).toContainText(site.name);
      const sell = page.locator('.feature-banner').getByRole('link', { name: site.stock.sellLinkTitle });
      if (site.features.banners) await expect(sell).toContainText(site.content.featureBanner.sellText);
      else await expect(sell).toHaveCount(0);
    });

    test('the complaints page names the regulators of the states the dealer is in', async ({ page }) => {
      for (const path of ['/pages/complaint-handling-process', '/pages/handling-complaint']) {
        await page.goto(siteUrl(slug, path));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complaint Handling Process');
        await expect(page.locator('.regulators a')).toHaveText(REGULATORS[slug] ?? []);
        const email = site.complaints?.email ?? site.contact.email;
        await expect(page.locator('article').getByRole('link', { name: email })).toHaveAttribute(
          'href',
          `mailto:${email}`,
        );
        await expect(page.locator('article')).toContainText('department manager');
        await expect(page.locator('article')).toContainText('or seek independent legal advice');
      }
    });

    test('the price slider keeps its thumbs apart and pushes a search', async ({ page }) => {
      await page.goto(siteUrl(slug, '/'));
      const { min, max } = site.content.priceSlider;
      const low = page.getByLabel('Minimum price');
      const high = page.getByLabel('Maximum price');
      await high.focus();
      await page.keyboard.press('Home');
      await low.focus();
      await page.keyboard.press('End');
      const output = page.locator('.price-slider output');
      const [shownMin, shownMax] = ((await output.textContent()) ?? '')
        .split('–')
        .map((t) => Number(t.replace(/[^0-9]/g, '')));
      expect(shownMin).toBeLessThan(shownMax ?? 0);
      expect(shownMin).toBeGreaterThanOrEqual(min);
      expect(shownMax).toBeLessThanOrEqual(max);
      // the address the slider sends: the search page then rounds its price to 1000s (spec §5)
      const sent = page.waitForRequest(
        (request) =>
          request.isNavigationRequest() && /\/search\/new-used-and-demo-cars\?price=\d+-\d+$/.test(request.url()),
      );
      await page.getByRole('button', { name: `Show ${site.stock.noun.plural}` }).click();
      const [from, to] = (new URL((await sent).url()).searchParams.get('price') ?? '').split('-').map(Number);
      expect(from).toBe(shownMin);
      expect(to).toBe(shownMax);
    });
  });
}

test('the popup shows after load, closes, and stays closed on the next page', async ({ page }) => {
  const site = demoSite('harbourside-toyota');
  const popup = site.content.popup;
  test.skip(!popup, 'the Toyota demo has no popup');
  await page.goto(siteUrl(site.slug, '/'));
  const dialog = page.getByRole('dialog', { name: popup?.title ?? '' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.goto(siteUrl(site.slug, '/privacy-policy'));
  await page.waitForLoadState('load');
  await expect(page.getByRole('dialog', { name: popup?.title ?? '' })).toBeHidden();
});
