// The vehicle page's location map (spec §2 #vehicle-map) is fetched only as its panel nears the
// screen, so it never holds back the first paint; the panel keeps its size when the map comes,
// and without JavaScript the map still loads, lazily, beside the address and hours.
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { demoSite } from '../support/e2e/site.ts';
import { carWhere, openVehicle, section } from '../support/e2e/vehicle.ts';

const slug = 'southern-cross-motors';
const MAP = 'https://www.openstreetmap.org/**';

const carAtALocation = () => {
  const site = demoSite(slug);
  return carWhere(slug, 'is at a listed location', (c) => site.locations.some((l) => l.id === c.location_id));
};

/** Answers every map request with an empty page and counts them. */
async function countMapRequests(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(MAP, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title>' });
  });
  return requested;
}

test('the map is fetched only when its panel nears the screen, and the panel keeps its size', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const requested = await countMapRequests(page);
  await openVehicle(page, slug, await carAtALocation());
  await page.waitForLoadState('networkidle');
  const canvas = section(page, 'map').locator('.vehicle-map__canvas');
  expect(requested).toEqual([]);
  await expect(canvas.locator('iframe')).toHaveCount(0);
  const before = await canvas.boundingBox();

  // a keyboard user reaching the map's link brings the panel on screen, and the map with it
  await section(page, 'map')
    .getByRole('link', { name: /^View a larger map/ })
    .focus();
  const frame = canvas.locator('iframe');
  await expect(frame).toHaveAttribute('title', /^Map of /);
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?.*marker=/);
  await expect.poll(() => requested.length).toBe(1);
  expect(await canvas.boundingBox()).toMatchObject({ width: before!.width, height: before!.height });
});

test('without JavaScript the map loads lazily in the panel, beside the address, hours and directions', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const requested = await countMapRequests(page);
  const car = await carAtALocation();
  await page.goto(siteUrl(slug, `/cars/${car.slug}`));
  const panel = section(page, 'map');
  await expect(panel.locator('iframe')).toHaveAttribute('loading', 'lazy');
  await panel.scrollIntoViewIfNeeded();
  await expect.poll(() => requested.length).toBe(1);
  await expect(panel.locator('address')).toBeVisible();
  await expect(panel.getByRole('table', { name: 'Sales hours' })).toBeVisible();
  await expect(panel.getByRole('link', { name: /^Get Directions/ })).toBeVisible();
  await context.close();
});
