// spec §3, §9: the last 5 searches a shopper ran (the path and its non-empty filters) are kept
// in this browser. The write waits for the browser's idle time, so it must still happen when
// the shopper stays on the page and when they leave it at once.
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';
import { searchGoesLive } from '../support/e2e/search.ts';

const SLUG = 'southern-cross-motors';

interface Entry {
  path: string;
  filters: Record<string, unknown>;
}

const storedHistory = (page: Page): Promise<Entry[]> =>
  page.evaluate(() => JSON.parse(localStorage.getItem('search-history') ?? '[]') as Entry[]);

async function openSearch(page: Page): Promise<void> {
  await dismissPopup(page, demoSite(SLUG));
  await page.goto(siteUrl(SLUG, '/search'));
  await searchGoesLive(page);
}

const sidebar = (page: Page) => page.locator('.stock-search__sidebar');

test('the searches a shopper runs are kept, newest first, once the page is idle', async ({ page }) => {
  await openSearch(page);
  expect(await storedHistory(page)).toEqual([]);
  await sidebar(page)
    .getByRole('checkbox', { name: /^Used \(/ })
    .check();
  await expect(page).toHaveURL(/car_type=used/);
  await sidebar(page).locator('.facet--makes').getByRole('checkbox').first().check();
  await expect(page).toHaveURL(/make=/);

  await expect.poll(async () => (await storedHistory(page)).length).toBe(2);
  const [newest, older] = await storedHistory(page);
  expect(older?.filters).toEqual({ car_type: ['used'] });
  expect(newest?.filters).toMatchObject({ car_type: ['used'], make: [expect.any(String)] });
  expect(newest?.path).toMatch(/^\/search/);
});

test('a search run just before the shopper leaves the page is kept', async ({ page }) => {
  await openSearch(page);
  await sidebar(page)
    .getByRole('checkbox', { name: /^Used \(/ })
    .check();
  await expect.poll(async () => (await storedHistory(page)).length).toBe(1);
  // from here the browser never idles: the next search's write is left to the page's leaving
  await page.evaluate(() => {
    window.requestIdleCallback = () => 0;
  });
  await sidebar(page).locator('.facet--makes').getByRole('checkbox').first().check();
  await expect(page.getByRole('list', { name: 'Applied filters' }).getByRole('button')).toHaveCount(2);
  await expect(page.locator('.search-cards a').first()).toBeVisible();
  expect(await storedHistory(page)).toHaveLength(1);
  await page.goto(siteUrl(SLUG, '/contact'));
  const history = await storedHistory(page);
  expect(history.map((entry) => Object.keys(entry.filters).sort())).toEqual([['car_type', 'make'], ['car_type']]);
});
