import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';
import { carWhere, openVehicle, sidebar } from '../support/e2e/vehicle.ts';

// spec §4 Favourites: a heart on cards and vehicle pages, stored in the browser by car id,
// counted in the header on every page; drivewise-online shows it only for used, priced cars
// with a photo, the other demo tenants for every car in stock.

const count = (page: Page) => page.locator('[data-favourites-count]');
const panel = (page: Page) => page.locator('#favourites-panel');
const favouritesButton = (page: Page) => page.getByRole('button', { name: /^Favourites \d+$/ });

async function openSearch(page: Page, slug: string, path = '/search'): Promise<void> {
  await dismissPopup(page, demoSite(slug));
  await page.goto(siteUrl(slug, path));
}

test('a heart on a search card keeps the car: pressed, counted in the header, pressed on its page, listed and removed from the header', async ({
  page,
}) => {
  const slug = 'southern-cross-motors';
  await openSearch(page, slug);
  await expect(count(page)).toHaveText('0');
  const card = page.locator('.search-results .car-card').first();
  const title = (await card.locator('h3').textContent())!.trim();
  const heart = card.getByRole('button', { name: `Favourite: ${title}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(count(page)).toHaveText('1');

  // its page: the heart is pressed there too, and the header still counts it
  await card.locator('h3 a').click();
  await expect(page.locator('.vehicle')).toHaveAttribute('data-ready', 'true');
  const onPage = sidebar(page).getByRole('button', { name: 'Favourite', exact: true });
  await expect(onPage).toHaveAttribute('aria-pressed', 'true');
  await expect(count(page)).toHaveText('1');

  // the header's list names it, links to it, and removes it
  await favouritesButton(page).click();
  await expect(panel(page).getByRole('heading', { name: 'Your favourites' })).toBeVisible();
  await expect(panel(page).getByRole('link', { name: title })).toHaveAttribute('href', new URL(page.url()).pathname);
  await panel(page)
    .getByRole('button', { name: `Remove: ${title}` })
    .click();
  await expect(panel(page).getByText('No favourites yet. Tap the heart on a car to keep it here.')).toBeVisible();
  await expect(count(page)).toHaveText('0');
  await expect(onPage).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();

  // by keyboard on the vehicle page, and kept across a reload
  await onPage.focus();
  await page.keyboard.press('Space');
  await expect(onPage).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.locator('.vehicle')).toHaveAttribute('data-ready', 'true');
  await expect(onPage).toHaveAttribute('aria-pressed', 'true');
  await expect(count(page)).toHaveText('1');
});

test('a favourite made on a vehicle page shows pressed on its search card before the search is live', async ({
  page,
}) => {
  const slug = 'harbourside-toyota';
  await openSearch(page, slug);
  const heart = page.locator('.search-results .car-card .favourite-button').first();
  const id = await heart.getAttribute('data-favourite-id');
  const href = await page.locator(`.car-card:has(button[data-favourite-id="${id}"]) h3 a`).getAttribute('href');
  await page.goto(siteUrl(slug, href!));
  await expect(page.locator('.vehicle')).toHaveAttribute('data-ready', 'true');
  await sidebar(page).getByRole('button', { name: 'Favourite', exact: true }).click();

  await page.goto(siteUrl(slug, '/search'));
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.stock-search')).not.toHaveAttribute('data-ready', 'true');
  await expect(count(page)).toHaveText('1');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('drivewise-online: a tap on a card’s heart before the search is live keeps the car; only used, priced cars with a photo have one', async ({
    page,
  }) => {
    const slug = 'drivewise-online';
    await openSearch(page, slug);
    const heart = page.locator('.search-results .car-card .favourite-button').first();
    await heart.tap();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(count(page)).toHaveText('1');
    await page.goto(siteUrl(slug, '/'));
    await expect(count(page)).toHaveText('1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const unpriced = await carWhere(
      slug,
      'is in stock without a price',
      (c) => c.status === 'in_stock' && c.price === 0,
    );
    await openVehicle(page, slug, unpriced);
    await expect(sidebar(page).locator('.favourite-button')).toHaveCount(0);
  });
});
