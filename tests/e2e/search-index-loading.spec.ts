// The search page's engine index (the embedded engine's documents) loads at the shopper's
// first move on the search, not while the page loads: the first page of results is in the
// HTML, and a first click waits for the index with the results saying so.
import { expect, test } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';

const TENANT = 'southern-cross-motors';
/** Long enough for InstantSearch to call the search stalled (200 ms). */
const INDEX_DELAY_MS = 1500;

test('the index loads at the first move on the search, and a first click is answered once it arrives', async ({
  page,
}) => {
  await dismissPopup(page, demoSite(TENANT));
  let requested = 0;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/search-index.json', async (route) => {
    requested++;
    await released;
    await route.continue();
  });
  await page.goto(siteUrl(TENANT, '/search'));
  await page.waitForTimeout(1000);
  expect(requested, 'nothing asked for the index before the shopper moved').toBe(0);

  const results = page.locator('.search-results');
  const count = results.locator('.search-results__count');
  const before = await count.textContent();
  const make = page.locator('.stock-search__sidebar .make-card').first();
  // the move that brings the island to life asks for the index too
  await make.hover();
  await expect.poll(() => requested).toBe(1);
  await expect(page.locator('.stock-search')).toHaveAttribute('data-ready', 'true');
  await make.locator('input').check();
  await expect(results).toHaveAttribute('aria-busy', 'true');
  await expect(results.getByText('Loading results…')).toBeVisible();
  await expect(count).toHaveText(before ?? '');
  setTimeout(release, INDEX_DELAY_MS);
  await expect(count).not.toHaveText(before ?? '');
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await expect(results.getByText('Loading results…')).toHaveCount(0);
  expect(requested).toBe(1);
});

test('the first move asks for the index beside the island’s code, not after it', async ({ page }) => {
  await dismissPopup(page, demoSite(TENANT));
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  // the island's code held: its prefetch while idle, and the import at the first move
  await page.route(/\/_astro\/SearchPageIsland\.[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  let indexRequests = 0;
  page.on('request', (request) => void (/\/search-index\.json$/.test(request.url()) && indexRequests++));
  await page.goto(siteUrl(TENANT, '/search'));
  const index = page.waitForRequest(/\/search-index\.json$/, { timeout: 10_000 });
  await page.locator('.stock-search__sidebar .make-card').first().hover();
  await index;
  await expect(page.locator('.stock-search')).not.toHaveAttribute('data-ready', 'true');
  release();
  await expect(page.locator('.stock-search')).toHaveAttribute('data-ready', 'true');
  // the island took the worker the page's script started: one index download, not two
  await page.locator('.stock-search__sidebar .make-card').first().locator('input').check();
  await expect(page).toHaveURL(/[?&]make=/);
  expect(indexRequests).toBe(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true });

  test('a tapped filter ticks at once, while its results are still on the way', async ({ page }) => {
    await dismissPopup(page, demoSite(TENANT));
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/search-index.json', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(siteUrl(TENANT, '/search'));
    const count = page.locator('.search-results .search-results__count');
    const before = await count.textContent();
    await page.getByRole('button', { name: 'Filters', exact: true }).tap();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    const box = drawer.locator('.make-card input').first();
    await box.tap();
    // the answer waits for the index: only the box has changed
    expect(await box.isChecked()).toBe(true);
    await expect(count).toHaveText(before ?? '');
    release();
    await expect(count).not.toHaveText(before ?? '');
    await expect(box).toBeChecked();
    await expect(page).toHaveURL(/[?&]make=/);
  });
});
