// The vehicle page's action row as a hierarchy (spec §2 sidebar actions, §4 their rules): the
// site's primary action filled, Call beside it, every other action it switches on grouped as
// secondary; the finance disclaimer collapsed behind its rate (spec §2 #financeDisclaimer); the
// location panel useful when the map cannot load (spec §2 #vehicle-map).
import { expect, test } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import type { Car } from '../../src/catalog/schema/car.ts';
import { isAvailable } from '../../src/domain/car/availability.ts';
import { showsOnlinePurchase } from '../../src/domain/car/visibility.ts';
import type { Site } from '../../src/tenant/schema/site.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';
import { startLiveFeedServer } from '../support/e2e/live-feed-server.ts';
import { carWhere, financedCar, openVehicle, sidebar } from '../support/e2e/vehicle.ts';

const TENANTS = ['harbourside-toyota', 'southern-cross-motors', 'drivewise-online', 'outback-rv'];
/** Wednesday 11:00 in Perth, when every demo dealer is open and Call shows. */
const PERTH_WEDNESDAY_11AM = new Date('2026-11-25T03:00:00Z');

/** The labels the tenant's config switches on for this car, read from the config, not the page's code. */
function expectedLabels(site: Site, car: Car): string[] {
  const { actions } = site.vehiclePage;
  // the test drive button's label is the site's for the car's kind; null hides it
  const testDrive = site.stock.testDriveLabels[car.item_type];
  const on: [boolean, string][] = [
    [true, 'Call'],
    [actions.finance, site.routes.finance.label],
    [true, 'Enquire'],
    [actions.testDrive && testDrive !== null, testDrive ?? ''],
    [actions.makeAnOffer && car.price > 0, 'Make an Offer'],
    [actions.tradeIn, 'Trade-In'],
    [actions.whatsapp !== null, 'WhatsApp (opens in a new tab)'],
    [actions.chatUrl !== null, 'Chat (opens in a new tab)'],
    [site.features.reserve.enabled && !car.reserved, 'Reserve'],
    [showsOnlinePurchase(car, site.features.onlineBuying), 'Online Purchase'],
    [Boolean(car.file?.trim()), 'Car History Report (opens in a new tab)'],
    [site.features.vehicleLocation, 'Location'],
  ];
  return on.filter(([shown]) => shown).map(([, label]) => label);
}

const PRIMARY_LABELS: Record<Site['vehiclePage']['primaryAction'], string> = {
  reserve: 'Reserve',
  'buy-online': 'Online Purchase',
  enquire: 'Enquire',
  'test-drive': 'Test Drive',
  'make-an-offer': 'Make an Offer',
  finance: 'Finance',
  'trade-in': 'Trade-In',
  chat: 'Chat (opens in a new tab)',
  whatsapp: 'WhatsApp (opens in a new tab)',
};

for (const slug of TENANTS) {
  test(`${slug}: one primary action, the configured one, with Call beside it and every other action as secondary`, async ({
    page,
  }) => {
    const site = demoSite(slug);
    const car = await carWhere(
      slug,
      'is available, unreserved, located and priced',
      (c) => isAvailable(c) && !c.reserved && c.price > 10 && c.location_id !== null,
    );
    await page.clock.setFixedTime(PERTH_WEDNESDAY_11AM);
    await openVehicle(page, slug, car);
    const row = sidebar(page).locator('.vehicle-actions');

    const primary = row.locator('[data-rank="primary"]');
    await expect(primary).toHaveCount(1);
    await expect(primary.getByRole('link')).toHaveAccessibleName(PRIMARY_LABELS[site.vehiclePage.primaryAction]);
    // the primary action comes first and Call right after it, in the reading order too
    const main = row.getByRole('list', { name: 'What you can do' }).getByRole('link');
    await expect(main).toHaveText(
      [PRIMARY_LABELS[site.vehiclePage.primaryAction], 'Call'].map((l) => l.split(' (')[0]!),
    );

    // only the primary action is filled
    const fills = await row
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => getComputedStyle(l).backgroundColor));
    const primaryFill = await primary.getByRole('link').evaluate((l) => getComputedStyle(l).backgroundColor);
    expect(fills.filter((fill) => fill === primaryFill)).toHaveLength(1);

    const secondary = row.getByRole('list', { name: 'More options' }).getByRole('link');
    await expect(secondary.first()).toBeVisible();
    const shown = await row
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => (l.textContent ?? '').replace(/\s+/g, ' ').trim()));
    expect(shown.toSorted()).toEqual(expectedLabels(site, car).toSorted());
  });
}

test('a reserved car leads with Enquire where the site’s primary action is Reserve', async ({ page }) => {
  const slug = 'drivewise-online';
  expect(demoSite(slug).vehiclePage.primaryAction).toBe('reserve');
  const car = await carWhere(slug, 'is available and reserved', (c) => isAvailable(c) && c.reserved);
  await openVehicle(page, slug, car);
  await expect(sidebar(page).locator('[data-rank="primary"]').getByRole('link')).toHaveText('Enquire');
  await expect(sidebar(page).getByRole('link', { name: 'Reserve', exact: true })).toHaveCount(0);
});

test.describe('the finance disclaimer (spec §2 #financeDisclaimer)', () => {
  const slug = 'harbourside-toyota';

  test('is collapsed to its rate and opens with its summary', async ({ page }) => {
    await openVehicle(page, slug, await financedCar(slug));
    const block = sidebar(page).locator('.vehicle-finance');
    const summary = block.locator('summary');
    await expect(summary).toContainText(/^Comparison rate \d+\.\d{2}% p\.a\./);
    await expect(page.locator('#financeDisclaimer')).toBeHidden();
    await expect(block.locator('details')).not.toHaveAttribute('open');
    await summary.click();
    await expect(page.locator('#financeDisclaimer')).toBeVisible();
    await expect(page.locator('#financeDisclaimer')).toContainText(/comparison rate/i);
    await summary.click();
    await expect(page.locator('#financeDisclaimer')).toBeHidden();
  });

  test('opens on a URL ending in #financeDisclaimer, and from the weekly price', async ({ page }) => {
    const car = await financedCar(slug);
    await dismissPopup(page, demoSite(slug));
    await page.goto(siteUrl(slug, `/cars/${car.slug}#financeDisclaimer`));
    await expect(page.locator('#financeDisclaimer')).toBeVisible();
    await expect(page.locator('#financeDisclaimer')).toBeInViewport();

    await openVehicle(page, slug, car);
    await expect(page.locator('#financeDisclaimer')).toBeHidden();
    await sidebar(page).locator('.vehicle-finance__weekly').getByRole('link').click();
    await expect(page.locator('#financeDisclaimer')).toBeVisible();
    await expect(page.locator('#financeDisclaimer')).toBeInViewport();
  });

  test('opens with its summary and on the hash without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const car = await financedCar(slug);
    await page.goto(siteUrl(slug, `/cars/${car.slug}`));
    await expect(page.locator('#financeDisclaimer')).toBeHidden();
    await page.locator('.vehicle-finance summary').click();
    await expect(page.locator('#financeDisclaimer')).toBeVisible();
    const linked = await context.newPage();
    await linked.goto(siteUrl(slug, `/cars/${car.slug}#financeDisclaimer`));
    await expect(linked.locator('#financeDisclaimer')).toBeVisible();
    await context.close();
  });
});

test('where the map cannot load, the location panel still gives the address, sales hours and directions', async ({
  page,
}) => {
  const slug = 'southern-cross-motors';
  const site = demoSite(slug);
  const car = await carWhere(slug, 'is at a listed location', (c) =>
    site.locations.some((l) => l.id === c.location_id),
  );
  const location = site.locations.find((l) => l.id === car.location_id)!;
  const blocked: string[] = [];
  await page.route('https://www.openstreetmap.org/**', (route) => {
    blocked.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  await openVehicle(page, slug, car);
  const panel = page.locator('#vehicle-map');
  await panel.scrollIntoViewIfNeeded();
  await expect.poll(() => blocked.length).toBeGreaterThan(0);
  await expect(panel.locator('address')).toBeVisible();
  await expect(panel.locator('address')).toContainText(location.address.city);
  const hours = panel.getByRole('table', { name: 'Sales hours' });
  await expect(hours).toBeVisible();
  await expect(hours.getByRole('rowheader').first()).toHaveText(/Mon/);
  const directions = panel.getByRole('link', { name: /^Get Directions/ });
  await expect(directions).toBeVisible();
  await expect(directions).toHaveAttribute('href', /^https:\/\//);
});

test('outback-rv: a car the live API says was reserved after the build: Reserve goes and Enquire leads, first and filled', async ({
  page,
}) => {
  const slug = 'outback-rv';
  expect(demoSite(slug).vehiclePage.primaryAction).toBe('reserve');
  const car = await carWhere(
    slug,
    'is available, unreserved and priced',
    (c) => isAvailable(c) && !c.reserved && c.price > 10,
  );
  const server = await startLiveFeedServer(slug);
  try {
    // the dealer's system marks it reserved after the build
    server.write(
      server.builtStock.map((row) =>
        row.slug === car.slug ? { ...row, reserved: true, updated_at: new Date().toISOString() } : row,
      ),
    );
    await dismissPopup(page, demoSite(slug));
    await page.goto(server.siteUrl(`/cars/${car.slug}`));
    await expect(sidebar(page).getByText('Reserved', { exact: true })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Reserve', exact: true })).toBeHidden();
    const main = sidebar(page).locator('.vehicle-actions__main > li');
    await expect(main.first()).toHaveAttribute('data-action', 'enquire');
    await expect(main.first()).toHaveAttribute('data-rank', 'primary');
    await expect(main.first().getByRole('link', { name: 'Enquire', exact: true })).toHaveClass('button');
    await expect(sidebar(page).locator('.vehicle-actions__more [data-action="enquire"]')).toHaveCount(0);
  } finally {
    await server.stop();
  }
});
