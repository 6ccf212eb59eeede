// A search page's island starts from its data file (props and the first page of results)
// rather than from its HTML, and draws a closed filter section's values only when it opens:
// the page's HTML stays small enough to arrive in one round trip, and nothing changes for
// the shopper.
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';
import { moveOntoSearch, searchGoesLive } from '../support/e2e/search.ts';

const TENANT = 'southern-cross-motors';
const sidebar = (page: Page) => page.locator('.stock-search__sidebar');

test('the island hydrates over the build’s HTML without a warning, from its data file', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  await dismissPopup(page, demoSite(TENANT));
  const data = page.waitForResponse((response) => response.url().endsWith('/search-pages/search/used-cars.json'));
  await page.goto(siteUrl(TENANT, '/search/used-cars'));
  expect((await data).status()).toBe(200);
  await searchGoesLive(page);
  await expect(page.locator('.search-results .car-card')).toHaveCount(21);
  expect(messages).toEqual([]);
});

test('a closed section’s values are not in the HTML; opened by key they are there at once, without the index', async ({
  page,
}) => {
  await dismissPopup(page, demoSite(TENANT));
  // the engine's index never arrives: the values come from the page's first state
  await page.route('**/search-index.json', () => new Promise(() => undefined));
  const html = (await (await page.goto(siteUrl(TENANT, '/search')))?.text()) ?? '';
  expect(html).toMatch(/id="sidebar-section-body"[^>]*hidden[^>]*><\/div>/);
  expect(html).toMatch(/id="sidebar-section-car_type"[^>]*>.*?type="checkbox"/s);
  await searchGoesLive(page);
  const body = sidebar(page).getByRole('button', { name: 'Body type', exact: true });
  await body.focus();
  await page.keyboard.press('Enter');
  await expect(body).toHaveAttribute('aria-expanded', 'true');
  const region = page.locator(`#${await body.getAttribute('aria-controls')}`);
  await expect(region.getByRole('checkbox', { name: /^SUV \(\d+\)$/ })).toBeVisible();
  await expect(region.getByRole('checkbox', { name: /^Ute \(\d+\)$/ })).toBeVisible();

  // closed again, it keeps its values for the slide shut and the next opening
  await page.keyboard.press('Enter');
  await expect(region).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(region.getByRole('checkbox', { name: /^SUV \(\d+\)$/ })).toBeVisible();
});

test('without its data file the page stays as built: its cars, count and links', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await dismissPopup(page, demoSite(TENANT));
  await page.route('**/search-pages/**', (route) => route.abort());
  await page.goto(siteUrl(TENANT, '/search/used-cars'));
  await expect(page.locator('.search-results .car-card')).toHaveCount(21);
  await expect(page.locator('.search-results__count .count-up__final')).toHaveText(/\d+ cars/);
  await page.waitForTimeout(1000);
  await expect(page.locator('.search-results .car-card')).toHaveCount(21);
  await expect(page.locator('.stock-search')).not.toHaveAttribute('data-ready', 'true');
  await page.locator('.search-results .car-card__title a').first().click();
  await expect(page).toHaveURL(/\/cars\/[^/]+$/);
  expect(errors).toEqual([]);
});

test('a data file that fails to arrive is asked for again, and the search starts once it comes', async ({ page }) => {
  await dismissPopup(page, demoSite(TENANT));
  let failures = 0;
  await page.route('**/search-pages/**', async (route) => {
    // the page's idle prefetch of the file is not the island's asking for it
    if (route.request().resourceType() !== 'fetch') return route.abort();
    if (failures < 2) {
      failures += 1;
      await route.abort('connectionreset');
    } else await route.continue();
  });
  // the back-off's waits (1 s, then 3 s) pass on a test clock, moved on once each try has failed
  await page.clock.install();
  await page.goto(siteUrl(TENANT, '/search/used-cars'));
  await moveOntoSearch(page);
  await expect.poll(() => failures).toBe(1);
  await page.clock.fastForward(1000);
  await expect.poll(() => failures).toBe(2);
  await expect(page.locator('.stock-search')).not.toHaveAttribute('data-ready', 'true');
  await page.clock.fastForward(3000);
  await searchGoesLive(page);
  expect(failures).toBe(2);
  await page.getByRole('combobox', { name: /sort/i }).selectOption({ index: 1 });
  await expect(page).toHaveURL(/sortBy=/);
});
