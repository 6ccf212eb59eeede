// What a site calls its stock (site.stock): the caravan and motorcycle dealer counts
// vehicles, names its own keyword examples and sell link, and books a viewing of a caravan
// and a test ride of a motorcycle; a car dealer keeps the spec's texts.
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { isAvailable } from '../../src/domain/car/availability.ts';
import { deliveredLead, demoSite, dismissPopup, recordLeadIds } from '../support/e2e/site.ts';
import { readyForm } from '../support/e2e/lead-forms.ts';
import { carWhere, fillContact, openVehicle, sidebar } from '../support/e2e/vehicle.ts';
import { searchGoesLive } from '../support/e2e/search.ts';

const TEXTS = {
  'outback-rv': {
    count: /^\d[\d,]* vehicles?$/,
    showMe: /^Show me \d[\d,]* vehicles?$/,
    placeholder: 'Keyword search eg. Jayco, 4WD, Honda',
    usedHeading: 'Used vehicles',
    sell: 'Sell your van, bike or 4WD',
    priceButton: 'Show vehicles',
  },
  'harbourside-toyota': {
    count: /^\d[\d,]* cars?$/,
    showMe: /^Show me \d[\d,]* cars?$/,
    placeholder: 'Keyword search eg. EV, SUV, Toyota',
    usedHeading: 'Used cars',
    sell: 'Sell your car',
    priceButton: 'Show cars',
  },
};

async function openSearch(page: Page, slug: string, path: string): Promise<void> {
  await dismissPopup(page, demoSite(slug));
  await page.goto(siteUrl(slug, path));
  await searchGoesLive(page);
}

for (const [slug, text] of Object.entries(TEXTS)) {
  test.describe(slug, () => {
    test('search: the result count, the keyword placeholder and the headings name its stock', async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await openSearch(page, slug, '/search/');
      await expect(page.locator('.search-results__count .count-up__shown')).toHaveText(text.count);
      await expect(page.locator('#sidebar-query')).toHaveAttribute('placeholder', text.placeholder);
      await page.goto(siteUrl(slug, '/search/used-cars'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.usedHeading);
    });

    test("the phone's filter drawer closes on 'Show me N …'", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openSearch(page, slug, '/search/');
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      await expect(page.locator('.filter-drawer__show .count-up__shown')).toHaveText(text.showMe);
    });

    test('home: the sell link and the price slider name its stock', async ({ page }) => {
      await dismissPopup(page, demoSite(slug));
      await page.goto(siteUrl(slug, '/'));
      await expect(page.locator('.feature-banner__title').nth(2)).toHaveText(text.sell);
      await expect(page.locator('.price-slider__form button[type="submit"]')).toHaveText(text.priceButton);
    });
  });
}

test('outback-rv: a caravan offers Book a Viewing and a motorcycle Test Ride, not Test Drive', async ({ page }) => {
  const slug = 'outback-rv';
  const testDrive = sidebar(page).locator('[data-car-lead="test-drive"]');
  const caravan = await carWhere(slug, 'is an available caravan', (c) => c.item_type === 'caravan' && isAvailable(c));
  await openVehicle(page, slug, caravan);
  await expect(testDrive).toHaveText('Book a Viewing');
  const bike = await carWhere(
    slug,
    'is an available motorcycle',
    (c) => c.item_type === 'motorcycle' && isAvailable(c),
  );
  await openVehicle(page, slug, bike);
  await expect(testDrive).toHaveText('Test Ride');
  const car = await carWhere(slug, 'is an available car', (c) => c.item_type === 'car' && isAvailable(c));
  await openVehicle(page, slug, car);
  await expect(testDrive).toHaveText('Test Drive');
});

test("outback-rv: a caravan's page, its viewing dialog and its texts name a vehicle, not a car", async ({ page }) => {
  const slug = 'outback-rv';
  const caravan = await carWhere(slug, 'is an available caravan', (c) => c.item_type === 'caravan' && isAvailable(c));
  await openVehicle(page, slug, caravan);
  for (const heading of ['Where this vehicle is', 'Vehicle Summary', 'Share this vehicle'])
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/\bthis car\b|Car Summary/);
  await sidebar(page).getByRole('link', { name: 'Book a Viewing' }).click();
  const form = await readyForm(page, 'Book a Viewing');
  await expect(page.getByRole('dialog').getByRole('heading', { level: 2 }).first()).toHaveText('Book a Viewing');
  await fillContact(form);
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByRole('button', { name: 'Book a Viewing' })).toBeVisible();
});

test("outback-rv: a caravan's viewing ends on /success as a viewing, and the dealer's e-mail says so; its lead stays a Test Drive", async ({
  page,
}) => {
  const slug = 'outback-rv';
  const caravan = await carWhere(slug, 'is an available caravan', (c) => c.item_type === 'caravan' && isAvailable(c));
  const leadIds = await recordLeadIds(page);
  await openVehicle(page, slug, caravan);
  await sidebar(page).getByRole('link', { name: 'Book a Viewing' }).click();
  const form = await readyForm(page, 'Book a Viewing');
  await fillContact(form);
  await form.getByRole('button', { name: 'Next' }).click();
  const leadRequest = page.waitForRequest((r) => r.url().endsWith('/api/leads'));
  await form.getByRole('button', { name: 'Book a Viewing' }).click();
  expect((await leadRequest).postDataJSON()).toMatchObject({ kind: 'test-drive', car_id: caravan.slug });
  await expect(page).toHaveURL(siteUrl(slug, '/success'));
  await expect(page.locator('[data-success-sent]')).toHaveText('We have received your Viewing request.');
  const mail = await deliveredLead(leadIds[0]!);
  expect(mail.subject).toMatch(/^New viewing lead – /);
  // the CRM's lead is the spec's test drive: its interest and category
  expect(mail.text).toContain('interest="test-drive"');
  expect(mail.text).toContain('Category: Test Drive');
});

test('harbourside-toyota: a car keeps Test Drive', async ({ page }) => {
  const slug = 'harbourside-toyota';
  const car = await carWhere(slug, 'is available', isAvailable);
  await openVehicle(page, slug, car);
  await expect(sidebar(page).locator('[data-car-lead="test-drive"]')).toHaveText('Test Drive');
});
