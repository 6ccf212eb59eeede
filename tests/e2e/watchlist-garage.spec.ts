import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';
import { signInOnPage } from '../support/e2e/sign-in.ts';
import { sidebar } from '../support/e2e/vehicle.ts';

// spec §4 Watchlist save, §7 the watchlist calls, §8 a failure in an alert, and the garage
// family of §2: drivewise-online's garage is /myblinkr (its own name; /my-garage serves it
// too), southern-cross-motors' is /my-garage.

const DRIVEWISE = 'drivewise-online';
const SOUTHERN = 'southern-cross-motors';

const watchlistButton = (page: Page) => sidebar(page).getByRole('button', { name: 'Watchlist', exact: true });
const toast = (page: Page) => page.locator('[data-toast-region] .toast');
const garageList = (page: Page) => page.locator('[data-garage-api-list="watchlist"]');

/** The first car of the site's search, as a shopper picks one; its page's path. */
async function firstCarPath(page: Page, slug: string): Promise<string> {
  await dismissPopup(page, demoSite(slug));
  await page.goto(siteUrl(slug, '/search'));
  return (await page.locator('.search-results .car-card h3 a').first().getAttribute('href'))!;
}

async function openCar(page: Page, slug: string, path: string): Promise<void> {
  await page.goto(siteUrl(slug, path));
  await expect(page.locator('.vehicle')).toHaveAttribute('data-ready', 'true');
}

test('a visitor saves a car: signs in, comes back to it saved with the toast, and finds it in the garage', async ({
  page,
}) => {
  const path = await firstCarPath(page, DRIVEWISE);
  await openCar(page, DRIVEWISE, path);
  const name = (await sidebar(page).getByRole('heading', { level: 1 }).textContent())!.trim();
  await watchlistButton(page).click();

  await expect(page).toHaveURL(/\/sign-in\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    type: 'watchlist',
    redirect: path,
    back: path,
  });
  await signInOnPage(page);

  // back on the car, the save asked for is made
  await expect(page).toHaveURL(siteUrl(DRIVEWISE, path));
  await expect(toast(page)).toHaveText('Car Saved In Watchlist View List');
  await expect(watchlistButton(page)).toHaveAttribute('aria-pressed', 'true');

  await toast(page).getByRole('link', { name: 'View List' }).click();
  await expect(page).toHaveURL(siteUrl(DRIVEWISE, '/myblinkr'));
  await expect(page.getByRole('heading', { level: 1, name: 'My garage' })).toBeVisible();
  const item = garageList(page).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('link', { name })).toHaveAttribute('href', path);
  await expect(item).toContainText('Available');

  // removed in the garage, the car's page shows it unsaved; saved and removed there, each with its toast
  await item.getByRole('button', { name: `Remove: ${name}` }).click();
  await expect(page.getByText('Your watchlist is empty.', { exact: false })).toBeVisible();
  await openCar(page, DRIVEWISE, path);
  await expect(watchlistButton(page)).toHaveAttribute('aria-pressed', 'false');
  await watchlistButton(page).click();
  await expect(toast(page)).toHaveText('Car Saved In Watchlist View List');
  await expect(watchlistButton(page)).toHaveAttribute('aria-pressed', 'true');
  await watchlistButton(page).click();
  await expect(toast(page)).toHaveText('Car Removed');
  await expect(watchlistButton(page)).toHaveAttribute('aria-pressed', 'false');
});

test('Cancel on the sign-in page: back on the car unsaved, and a later sign-in saves nothing by itself', async ({
  page,
}) => {
  const path = await firstCarPath(page, DRIVEWISE);
  await openCar(page, DRIVEWISE, path);
  await watchlistButton(page).click();
  await expect(page).toHaveURL(/\/sign-in\?/);
  await page.getByRole('link', { name: 'Cancel' }).first().click();
  await expect(page).toHaveURL(siteUrl(DRIVEWISE, path));
  await expect(page.locator('.vehicle')).toHaveAttribute('data-ready', 'true');
  await expect(watchlistButton(page)).toHaveAttribute('aria-pressed', 'false');

  // signed in another way and back on the car: the cancelled save is not made
  await page.goto(siteUrl(DRIVEWISE, `/sign-in?redirect=${encodeURIComponent(path)}`));
  await signInOnPage(page);
  await expect(page).toHaveURL(siteUrl(DRIVEWISE, path));
  await expect(page.locator('.vehicle')).toHaveAttribute('data-ready', 'true');
  // the page has asked who is signed in and for the list, where a save would follow
  await page.waitForLoadState('networkidle');
  await page.goto(siteUrl(DRIVEWISE, '/myblinkr'));
  await expect(page.getByText('Your watchlist is empty.', { exact: false })).toBeVisible();
  await page.goBack();
  await expect(watchlistButton(page)).toHaveAttribute('aria-pressed', 'false');
});

test('a visitor’s car page asks the API nothing about sign-in; signed in, it asks once; signed out, never again', async ({
  page,
}) => {
  const sessionReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/session') sessionReads.push(request.url());
  });
  const path = await firstCarPath(page, DRIVEWISE);
  await openCar(page, DRIVEWISE, path);
  await page.waitForLoadState('networkidle');
  expect(sessionReads).toEqual([]);

  await page.goto(siteUrl(DRIVEWISE, `/sign-in?redirect=${encodeURIComponent(path)}`));
  await signInOnPage(page);
  await expect(page.locator('.vehicle')).toHaveAttribute('data-ready', 'true');
  await page.waitForLoadState('networkidle');
  expect(sessionReads).toHaveLength(1);

  await page.goto(siteUrl(DRIVEWISE, '/myblinkr'));
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(siteUrl(DRIVEWISE, '/'));
  sessionReads.length = 0;
  await openCar(page, DRIVEWISE, path);
  await page.waitForLoadState('networkidle');
  expect(sessionReads).toEqual([]);
});

test('a save the API refuses is shown in an alert with its message, and the button stays unsaved', async ({
  page,
  context,
}) => {
  const path = await firstCarPath(page, DRIVEWISE);
  await page.goto(siteUrl(DRIVEWISE, `/sign-in?redirect=${encodeURIComponent(path)}`));
  await signInOnPage(page);
  await expect(page.locator('.vehicle')).toHaveAttribute('data-ready', 'true');
  await expect(watchlistButton(page)).toHaveAttribute('aria-pressed', 'false');

  // signed out in another tab: this page still thinks it is signed in, the API does not
  const other = await context.newPage();
  await other.goto(siteUrl(DRIVEWISE, '/myblinkr'));
  await other.getByRole('button', { name: 'Sign out' }).click();
  await expect(other).toHaveURL(siteUrl(DRIVEWISE, '/'));

  // answered as the page shows it: a click does not return while its alert is open
  let alerted = '';
  page.once('dialog', (dialog) => {
    alerted = `${dialog.type()}: ${dialog.message()}`;
    void dialog.dismiss();
  });
  await watchlistButton(page).click();
  await expect.poll(() => alerted).toBe('alert: Please sign in to use your watchlist.');
  await expect(watchlistButton(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(toast(page)).toHaveCount(0);
});

test('/my-garage needs sign-in, shows the shopper’s number, an empty watchlist, favourites and recently viewed cars, and signs out', async ({
  page,
}) => {
  const path = await firstCarPath(page, SOUTHERN);
  await openCar(page, SOUTHERN, path);
  const name = (await sidebar(page).getByRole('heading', { level: 1 }).textContent())!.trim();
  await sidebar(page).getByRole('button', { name: 'Favourite', exact: true }).click();

  await page.getByRole('link', { name: 'My garage' }).click();
  await expect(page).toHaveURL(/\/sign-in\?/);
  expect(new URL(page.url()).searchParams.get('type')).toBe('my-garage');
  const mobile = await signInOnPage(page);
  await expect(page).toHaveURL(siteUrl(SOUTHERN, '/my-garage'));
  await expect(page.locator('[data-garage-phone]')).toHaveText(
    `${mobile.slice(0, 4)} ${mobile.slice(4, 7)} ${mobile.slice(7)}`,
  );
  await expect(page.getByText('Your watchlist is empty.', { exact: false })).toBeVisible();
  const favourites = page.locator('[data-garage-list="favourites"]');
  await expect(favourites.getByRole('link', { name })).toHaveAttribute('href', path);
  await favourites.getByRole('button', { name: `Remove: ${name}` }).click();
  await expect(page.getByText('No favourites yet.', { exact: false }).last()).toBeVisible();
  // the car's page was opened: it is the first of the recently viewed, until removed
  const viewed = page.locator('[data-garage-list="viewed"]');
  await expect(viewed.getByRole('listitem').first().getByRole('link', { name })).toHaveAttribute('href', path);
  await viewed.getByRole('button', { name: `Remove: ${name}` }).click();
  await expect(viewed.getByRole('link', { name })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toBeFocused();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(siteUrl(SOUTHERN, '/'));
  await page.goto(siteUrl(SOUTHERN, '/my-garage'));
  await expect(page).toHaveURL(/\/sign-in\?type=my-garage/);
});

test('drivewise-online serves its garage at /my-garage too', async ({ page }) => {
  await dismissPopup(page, demoSite(DRIVEWISE));
  await page.goto(siteUrl(DRIVEWISE, '/sign-in?redirect=%2Fmy-garage'));
  await signInOnPage(page);
  await expect(page).toHaveURL(siteUrl(DRIVEWISE, '/my-garage'));
  await expect(page.getByRole('heading', { level: 1, name: 'My garage' })).toBeVisible();
  await expect(page.getByText('Your watchlist is empty.', { exact: false })).toBeVisible();
});
