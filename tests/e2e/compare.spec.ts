import { expect, test, type Locator, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { COMPARE_TEXTS } from '../../src/domain/account/compare.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';
import { sidebar } from '../support/e2e/vehicle.ts';
import { recordLayoutShifts, settledShifts, totalShift } from '../support/e2e/layout-shift.ts';

// Compare (spec §1, §6: visitors too, kept in the browser on sites with the setting):
// southern-cross-motors compares (its template's features.compare); up to 4 cars, from
// cards, vehicle pages and favourites, side by side with the differences marked, and an
// address to share.

const SLUG = 'southern-cross-motors';
/** How many cars this browser compares (its stored list). */
const stored = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('compare') ?? '[]') as unknown[]).length);
const headerLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: COMPARE_TEXTS.button, exact: true });
const toast = (page: Page) => page.locator('[data-toast-region] .toast');
const cards = (page: Page) => page.locator('.search-results .car-card');
const table = (page: Page) => page.getByRole('table');
const carColumns = (page: Page) => table(page).locator('thead th');

async function openSearch(page: Page): Promise<void> {
  await dismissPopup(page, demoSite(SLUG));
  await page.goto(siteUrl(SLUG, '/search'));
  // the island is live once a card's button follows the store
  await expect(cards(page).first()).toBeVisible();
}

async function cardTitle(card: Locator): Promise<string> {
  return (await card.locator('h3').textContent())!.trim();
}

async function compareCard(page: Page, n: number): Promise<string> {
  const card = cards(page).nth(n);
  const title = await cardTitle(card);
  const button = card.getByRole('button', { name: `Compare: ${title}` });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  return title;
}

test('three cars from cards and a vehicle page, side by side with the differences marked, and a link that shows them to anyone', async ({
  page,
  browser,
}) => {
  await openSearch(page);
  expect(await stored(page)).toBe(0);
  const first = await compareCard(page, 0);
  await expect(toast(page)).toHaveText(COMPARE_TEXTS.added(1));
  const second = await compareCard(page, 1);
  await expect(toast(page)).toHaveText(`${COMPARE_TEXTS.added(2)} ${COMPARE_TEXTS.view}`);
  expect(await stored(page)).toBe(2);

  // a third from its own page
  await cards(page).nth(2).locator('h3 a').click();
  await expect(page.locator('.vehicle')).toHaveAttribute('data-ready', 'true');
  const third = (await sidebar(page).getByRole('heading', { level: 1 }).textContent())!.trim();
  const onPage = sidebar(page).getByRole('button', { name: COMPARE_TEXTS.button, exact: true });
  await expect(onPage).toHaveAttribute('aria-pressed', 'false');
  // by keyboard, as a shopper without a pointer does
  await onPage.focus();
  await page.keyboard.press('Enter');
  await expect(onPage).toHaveAttribute('aria-pressed', 'true');
  await expect(toast(page)).toHaveText(`${COMPARE_TEXTS.added(3)} ${COMPARE_TEXTS.view}`);

  // the header's link opens the page on this browser's list
  await headerLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: COMPARE_TEXTS.heading })).toBeVisible();
  await expect(carColumns(page)).toHaveCount(3);
  for (const [n, name] of [first, second, third].entries())
    await expect(carColumns(page).nth(n).getByRole('link')).toHaveText(name);
  // the address names the cars, in the order added
  const shared = page.url();
  expect(new URL(shared).searchParams.get('cars')!.split(',')).toHaveLength(3);

  // every fact has its row; three different cars differ at least on the price or the year
  const rows = table(page).locator('tbody tr');
  await expect(rows.locator('th')).toContainText(['Price', 'Year', 'Kilometres', 'Body', 'Fuel', 'Transmission']);
  const differing = await table(page).locator('tbody tr[data-differs]').count();
  expect(differing).toBeGreaterThan(0);
  await expect(table(page).locator('tbody tr[data-differs] th').first()).toContainText(`(${COMPARE_TEXTS.differs})`);
  await page.getByLabel(COMPARE_TEXTS.onlyDifferences).check();
  await expect(rows.filter({ visible: true })).toHaveCount(differing);
  await page.getByLabel(COMPARE_TEXTS.onlyDifferences).uncheck();

  // Copy link puts this address on the clipboard and says so
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(shared).origin });
  await page.getByRole('button', { name: COMPARE_TEXTS.copy }).click();
  await expect(page.locator('[data-compare-status]')).toHaveText(COMPARE_TEXTS.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shared);

  // the link, opened in a browser that compares nothing, shows the same cars
  const other = await browser.newPage();
  try {
    await other.goto(shared);
    await expect(carColumns(other)).toHaveCount(3);
    await expect(carColumns(other).nth(2).getByRole('link')).toHaveText(third);
  } finally {
    await other.close();
  }

  // Remove takes the car off the page, its address and this browser's list
  await carColumns(page)
    .nth(1)
    .getByRole('button', { name: `${COMPARE_TEXTS.remove}: ${second}` })
    .click();
  await expect(carColumns(page)).toHaveCount(2);
  expect(new URL(page.url()).searchParams.get('cars')!.split(',')).toHaveLength(2);
  expect(await stored(page)).toBe(2);
});

test('a fifth car is refused with the reason; favourites open side by side from the header', async ({ page }) => {
  await openSearch(page);
  for (let n = 0; n < 4; n++) await compareCard(page, n);
  const fifth = cards(page).nth(4);
  const button = fifth.getByRole('button', { name: `Compare: ${await cardTitle(fifth)}` });
  await button.click();
  await expect(toast(page)).toHaveText(`${COMPARE_TEXTS.full} ${COMPARE_TEXTS.view}`);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(await stored(page)).toBe(4);

  // two favourites, compared from the header's list
  const names: string[] = [];
  for (const n of [5, 6]) {
    const card = cards(page).nth(n);
    const title = await cardTitle(card);
    names.push(title);
    await card.getByRole('button', { name: `Favourite: ${title}` }).click();
  }
  await page.getByRole('button', { name: /^Favourites \d+$/ }).click();
  await page.getByRole('link', { name: COMPARE_TEXTS.compareFavourites }).click();
  await expect(carColumns(page)).toHaveCount(2);
  // newest favourite first, as the list shows them
  await expect(carColumns(page).getByRole('link')).toHaveText(names.reverse());
});

test('an empty list says how to start; a car no longer listed says so and can be removed', async ({ page }) => {
  await dismissPopup(page, demoSite(SLUG));
  await page.goto(siteUrl(SLUG, '/compare/'));
  await expect(page.getByRole('status').filter({ hasText: COMPARE_TEXTS.empty })).toBeVisible();
  await expect(page.getByRole('link', { name: COMPARE_TEXTS.browse })).toBeVisible();

  await page.goto(siteUrl(SLUG, '/compare/?cars=no-such-car'));
  await expect(carColumns(page)).toHaveCount(1);
  await expect(carColumns(page)).toContainText(COMPARE_TEXTS.gone);
  await carColumns(page)
    .getByRole('button', { name: `${COMPARE_TEXTS.remove}: no-such-car` })
    .click();
  await expect(page.getByRole('status').filter({ hasText: COMPARE_TEXTS.empty })).toBeVisible();
  await expect(page.getByRole('link', { name: COMPARE_TEXTS.browse })).toBeFocused();
});

test('on a phone: compared by tap, the table scrolls in its frame and the page never sideways', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  try {
    await openSearch(page);
    for (const n of [0, 1, 2]) {
      const card = cards(page).nth(n);
      const button = card.getByRole('button', { name: `Compare: ${await cardTitle(card)}` });
      await button.tap();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    }
    await headerLink(page).tap();
    await expect(carColumns(page)).toHaveCount(3);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      frame: document.querySelector('[data-compare-scroll]')!.scrollWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(390);
    expect(widths.frame).toBeGreaterThan(390);
  } finally {
    await context.close();
  }
});

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
])
  test(`${viewport.width} px: the cars come in without moving anything in view`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openSearch(page);
    const slugs = await cards(page)
      .locator('h3 a')
      .evaluateAll((links) => links.slice(0, 3).map((link) => link.getAttribute('href')!.split('/')[2]!));
    await recordLayoutShifts(page);
    // the facts arrive after the first paint, as on a slow connection
    await page.route('**/cars/*/compare.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto(siteUrl(SLUG, `/compare/?cars=${slugs.join(',')}`));
    await expect(carColumns(page)).toHaveCount(3);
    const shifts = await settledShifts(page);
    expect(totalShift(shifts), JSON.stringify(shifts)).toBeLessThan(0.01);
  });
