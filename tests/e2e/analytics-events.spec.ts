// Analytics sent as a page is left arrive (spec §7 the event after a submit, §9 event ids):
// each test does what a shopper does, lets the page navigate, then reads the row the API
// stored; an event about a car carries its tracking parameters (spec §3).
import { expect, test, type Page } from '@playwright/test';
import { isAvailable } from '../../src/domain/car/availability.ts';
import { carTracking } from '../../src/domain/car/tracking.ts';
import type { Car } from '../../src/catalog/schema/car.ts';
import { fillEnquiry, readyForm } from '../support/e2e/lead-forms.ts';
import {
  recordingServerUnavailable,
  startRecordingServer,
  type RecordingServer,
} from '../support/e2e/recording-server.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';
import { carWhere, fillTestDrive, sidebar, usedCarWithHistoryReport } from '../support/e2e/vehicle.ts';
import { searchGoesLive } from '../support/e2e/search.ts';

const SLUG = 'southern-cross-motors';
const TOYOTA = 'harbourside-toyota';

// one server and database for the file
test.describe.configure({ mode: 'serial' });
test.skip(recordingServerUnavailable() !== null, recordingServerUnavailable() ?? '');

let server: RecordingServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startRecordingServer();
});
test.afterAll(async () => server?.stop());

interface StoredEvent {
  tenant: string;
  event_id: number;
  category: string | null;
  car_type: string | null;
  page: string | null;
  vehicleStatus: string | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  vehicleYear: number | null;
  vehicleKilometers: number | null;
  vehicleGrade: string | null;
}

/** The rows of one event id, oldest first, with the tracking columns under the names the pages send. */
function storedEvents(id: number): Promise<StoredEvent[]> {
  return server.rows<StoredEvent>(
    `SELECT tenant, event_id, category, car_type, page, vehicle_status AS "vehicleStatus",
       vehicle_make AS "vehicleMake", vehicle_model AS "vehicleModel", vehicle_year AS "vehicleYear",
       vehicle_kilometers AS "vehicleKilometers", vehicle_grade AS "vehicleGrade"
     FROM site_events WHERE event_id = $1 ORDER BY id`,
    [id],
  );
}

/** The one row of an event id the test caused (the table starts empty each test), once it arrives. */
async function arrived(id: number): Promise<StoredEvent> {
  await expect.poll(async () => (await storedEvents(id)).length, { timeout: 10_000 }).toBe(1);
  return (await storedEvents(id))[0]!;
}

/** The tracking columns as the page should have sent them: null where the car has no value. */
function trackingOf(car: Car) {
  return {
    vehicleKilometers: null,
    vehicleGrade: null,
    ...carTracking(car),
  };
}

const NO_CAR = {
  vehicleStatus: null,
  vehicleMake: null,
  vehicleModel: null,
  vehicleYear: null,
  vehicleKilometers: null,
  vehicleGrade: null,
};

async function openVehicle(page: Page, car: Car): Promise<void> {
  await dismissPopup(page, demoSite(SLUG));
  await page.goto(server.siteUrl(SLUG, `/cars/${car.slug}`));
  await expect(page.locator('.vehicle')).toHaveAttribute('data-ready', 'true');
}

test.beforeEach(async () => {
  await server.rows('TRUNCATE site_events, phone_reveals');
});

test('an enquiry sent from the contact page: its event (14) is stored though the page goes to /success', async ({
  page,
}) => {
  await dismissPopup(page, demoSite(TOYOTA));
  await page.goto(server.siteUrl(TOYOTA, '/contact/'));
  const form = await readyForm(page, 'Send us an enquiry');
  await fillEnquiry(form, 'Is the RAV4 GX available in blue?');
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(page).toHaveURL(server.siteUrl(TOYOTA, '/success'));
  expect(await arrived(14)).toEqual({
    tenant: TOYOTA,
    event_id: 14,
    category: 'General Enquiry',
    car_type: null,
    page: '/contact/',
    ...NO_CAR,
  });
});

test("a test drive booked on a used car's page: its event (48) is stored with the car's tracking parameters", async ({
  page,
}) => {
  const car = await carWhere(SLUG, 'is an available used car', (c) => isAvailable(c) && c.car_type === 'used');
  await openVehicle(page, car);
  const form = await fillTestDrive(page);
  await form.getByRole('button', { name: 'Book Test Drive' }).click();
  await expect(page).toHaveURL(server.siteUrl(SLUG, '/success'));
  expect(await arrived(48)).toMatchObject({ tenant: SLUG, car_type: 'used', ...trackingOf(car) });
});

test("a search card's Quick Enquiry: its event is stored with the car's tracking parameters", async ({ page }) => {
  await dismissPopup(page, demoSite(TOYOTA));
  await page.goto(server.siteUrl(TOYOTA, '/search/used-cars'));
  await searchGoesLive(page);
  const card = page.locator('.search-results .car-card').first();
  const quickEnquiry = card.getByRole('link', { name: /^Quick Enquiry/ });
  const carSlug = new URLSearchParams((await quickEnquiry.getAttribute('href'))?.split('?')[1]).get('car_id');
  const car = await carWhere(TOYOTA, `has the slug ${carSlug}`, (c) => c.slug === carSlug);
  await quickEnquiry.click();
  const form = await readyForm(page, 'Quick Enquiry');
  await fillEnquiry(form, 'Is it still available?');
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(page).toHaveURL(server.siteUrl(TOYOTA, '/success'));
  expect(await arrived(15)).toMatchObject({ tenant: TOYOTA, car_type: 'used', ...trackingOf(car) });
});

test("a phone number revealed just before the shopper leaves: the reveal is stored with the car's tracking parameters", async ({
  page,
}) => {
  const car = await carWhere(SLUG, 'is available', isAvailable);
  await openVehicle(page, car);
  await sidebar(page).locator('.phone-reveal').getByRole('button').click();
  // straight on to another page, as a shopper who has the number does
  await page.goto(server.siteUrl(SLUG, '/contact/'));
  await expect
    .poll(async () =>
      server.rows(
        `SELECT tenant, car_id, dealership_id, website_id, vehicle_status AS "vehicleStatus",
           vehicle_make AS "vehicleMake", vehicle_model AS "vehicleModel", vehicle_year AS "vehicleYear",
           vehicle_kilometers AS "vehicleKilometers", vehicle_grade AS "vehicleGrade"
         FROM phone_reveals`,
      ),
    )
    .toEqual([
      {
        tenant: SLUG,
        car_id: car.id,
        dealership_id: car.dealership_id,
        website_id: demoSite(SLUG).id,
        ...trackingOf(car),
      },
    ]);
});

test("a used car's page left at once: its view event (4) is stored with the car's tracking parameters", async ({
  page,
}) => {
  const car = await carWhere(SLUG, 'is an available used car', (c) => isAvailable(c) && c.car_type === 'used');
  await openVehicle(page, car);
  await page.goto(server.siteUrl(SLUG, '/'));
  expect(await arrived(4)).toMatchObject({ category: 'Vehicle View', car_type: 'used', ...trackingOf(car) });
});

test("a history report opened: its event (60) is stored with the car's tracking parameters", async ({
  page,
  context,
}) => {
  const car = await usedCarWithHistoryReport(SLUG);
  await context.route(new URL(car.file!).origin + '/**', (route) => route.fulfill({ body: '<title>Report</title>' }));
  await openVehicle(page, car);
  const report = page.waitForEvent('popup');
  await sidebar(page)
    .getByRole('link', { name: /^Car History Report/ })
    .click();
  await (await report).close();
  await page.goto(server.siteUrl(SLUG, '/'));
  expect(await arrived(60)).toMatchObject({ category: 'History Report', car_type: 'used', ...trackingOf(car) });
});

test("the printable page's Print PDF: its event (61) is stored with the car's tracking parameters", async ({
  page,
}) => {
  const car = await carWhere(SLUG, 'is available', isAvailable);
  // the PDF itself is print.spec.ts's; here only the event counts
  await page.route('**/api/cars/*/print.pdf', (route) =>
    route.fulfill({ body: '%PDF-1.4', contentType: 'application/pdf' }),
  );
  await dismissPopup(page, demoSite(SLUG));
  await page.goto(server.siteUrl(SLUG, `/print?car_id=${car.slug}`));
  await page.getByRole('button', { name: 'Print PDF' }).click();
  expect(await arrived(61)).toMatchObject({ category: 'Print', car_type: car.car_type, ...trackingOf(car) });
});

test('a search page left for a car at once: its search view event (49) is stored', async ({ page }) => {
  await dismissPopup(page, demoSite(TOYOTA));
  await page.goto(server.siteUrl(TOYOTA, '/search/used-cars'));
  // the island need not be live: the view is the page's own script's to send
  await page.locator('.search-results .car-card h3 a').first().click();
  await expect(page).toHaveURL(/\/cars\//);
  expect(await arrived(49)).toMatchObject({ tenant: TOYOTA, page: '/search/used-cars', ...NO_CAR });
});

test("a heart on a search card and on the car's page: each adding stores event 39 with the car's tracking parameters, a removal none", async ({
  page,
}) => {
  await dismissPopup(page, demoSite(SLUG));
  await page.goto(server.siteUrl(SLUG, '/search'));
  const card = page.locator('.search-results .car-card').first();
  const carSlug = (await card.locator('h3 a').getAttribute('href'))?.split('/').pop();
  const car = await carWhere(SLUG, `has the slug ${carSlug}`, (c) => c.slug === carSlug);
  await card.locator('.favourite-button').click();
  expect(await arrived(39)).toEqual({
    tenant: SLUG,
    event_id: 39,
    category: 'Favourite',
    car_type: car.car_type,
    page: '/search',
    ...trackingOf(car),
  });

  await openVehicle(page, car);
  const heart = sidebar(page).getByRole('button', { name: 'Favourite', exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  // two adds, two rows: the removal between them sent nothing
  await expect
    .poll(async () => (await storedEvents(39)).map((event) => event.page), { timeout: 10_000 })
    .toEqual(['/search', `/cars/${car.slug}`]);
});
