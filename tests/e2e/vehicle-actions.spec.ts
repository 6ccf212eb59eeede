// What a shopper does on a vehicle page (spec §2 Vehicle page, §4 phone reveal, call button,
// share, toasts, §7 view.json and phone reveal calls).
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { accessibilityProblems } from '../support/e2e/accessibility.ts';
import { isAvailable } from '../../src/domain/car/availability.ts';
import { carTracking } from '../../src/domain/car/tracking.ts';
import { COPIED_NOTICE_MS, TOAST_DURATION_MS } from '../../src/domain/text/notices.ts';
import { fakeLeadApi, readyForm } from '../support/e2e/lead-forms.ts';
import { deliveredLead, demoSite, recordLeadIds } from '../support/e2e/site.ts';
import { fetchFromSite } from '../support/e2e/test-server.ts';
import {
  carWhere,
  fillContact,
  openVehicle,
  sidebar,
  fillTestDrive,
  usedCarWithHistoryReport,
} from '../support/e2e/vehicle.ts';

const SLUG = 'southern-cross-motors';
/** Wednesday 11:00 in Perth (UTC+8, no daylight saving) and Sunday 23:00. */
// before any build: a page older than its call schedule reads the Perth clock itself
const PERTH_WEDNESDAY_11AM = new Date('2026-11-25T03:00:00Z');
const PERTH_SUNDAY_11PM = new Date('2026-11-22T15:00:00Z');

test('the phone number shows masked; a click records the reveal and shows it as a tel: link', async ({ page }) => {
  const car = await carWhere(SLUG, 'is available', isAvailable);
  await openVehicle(page, SLUG, car);
  const reveal = sidebar(page).locator('.phone-reveal').getByRole('button');
  const masked = ((await reveal.textContent()) ?? '').replace('Show number', '').trim();
  expect(masked).toMatch(/^.{5}[* ]+$/);

  const answer = page.waitForResponse((r) => r.url().endsWith('/api/phone-reveals'));
  await reveal.click();
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({
    car_id: car.id,
    dealership_id: car.dealership_id,
    website_id: demoSite(SLUG).id,
    ...carTracking(car),
  });
  const number = sidebar(page).locator('.phone-reveal').getByRole('link');
  await expect(number).toBeFocused();
  expect(masked.slice(0, 5)).toBe(((await number.textContent()) ?? '').slice(0, 5));
  await expect(number).toHaveAttribute('href', /^tel:\+?\d+$/);
});

/** A Wednesday 11:00 and a Sunday 23:00 in Perth (UTC+8) in the days after a Perth midnight. */
function perthWeekAfter(midnight: number): { wednesday11am: Date; sunday11pm: Date } {
  const hour = 3_600_000;
  const weekday = new Date(midnight + 8 * hour).getUTCDay();
  const next = (day: number) => midnight + ((day - weekday + 7) % 7) * 24 * hour;
  return { wednesday11am: new Date(next(3) + 11 * hour), sunday11pm: new Date(next(0) + 23 * hour) };
}

for (const when of ['in the days the build worked out', 'on the Perth clock, on a page older than those days']) {
  test(`the call buttons hide while the dealer is closed in Perth, and show while it is open: ${when}`, async ({
    page,
  }) => {
    const car = await carWhere(SLUG, 'is available', isAvailable);
    const { text: html } = await fetchFromSite(SLUG, `/cars/${car.slug}/`);
    const schedule = /"callSchedule":\{"from":(\d+)/.exec(html);
    expect(schedule, 'the page carries its call schedule').not.toBeNull();
    const { wednesday11am, sunday11pm } = when.startsWith('in the days')
      ? perthWeekAfter(Number(schedule?.[1]))
      : { wednesday11am: PERTH_WEDNESDAY_11AM, sunday11pm: PERTH_SUNDAY_11PM };
    await page.clock.setFixedTime(wednesday11am);
    await openVehicle(page, SLUG, car);
    await expect(sidebar(page).getByRole('link', { name: 'Call', exact: true })).toBeVisible();

    await page.clock.setFixedTime(sunday11pm);
    await page.reload();
    await expect(page.locator('.vehicle')).toHaveAttribute('data-ready', 'true');
    await expect(sidebar(page).getByRole('link', { name: 'Call', exact: true })).toBeHidden();
    // the number itself stays: a shopper may still note it
    await expect(sidebar(page).locator('.phone-reveal').getByRole('button')).toBeVisible();
  });
}

test('on a phone, Call Now in the sticky bar is emphasised after scrolling more than 900px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.clock.setFixedTime(PERTH_WEDNESDAY_11AM);
  const car = await carWhere(SLUG, 'is available', isAvailable);
  await openVehicle(page, SLUG, car);
  const bar = page.locator('[data-sticky-bar]');
  await expect(bar.getByRole('link', { name: 'Enquire Now' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Call Now' })).toBeVisible();
  // whole on a 390 px screen: a long value elsewhere on the page once pushed it past the edge
  await expect(bar.getByRole('link', { name: 'Call Now' })).toBeInViewport({ ratio: 1 });
  await expect(bar).not.toHaveClass(/is-emphasised/);
  await page.evaluate(() => window.scrollTo(0, 900));
  await page.waitForTimeout(100);
  await expect(bar).not.toHaveClass(/is-emphasised/);
  await page.evaluate(() => window.scrollTo(0, 901));
  await expect(bar).toHaveClass(/is-emphasised/);
});

test('the sticky bar variant appears only after 50px, with Instant Message', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const car = await carWhere('drivewise-online', 'is available', isAvailable);
  await openVehicle(page, 'drivewise-online', car);
  const bar = page.locator('[data-sticky-bar]');
  await expect(bar).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 51));
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: /^Instant Message/ })).toBeVisible();
});

test('Make an Offer opens with the car, and the offer is stored and delivered', async ({ page }) => {
  // a subscription price would show first (spec §4): a car sold only outright
  const car = await carWhere(
    SLUG,
    'is available, priced and has no subscription price',
    (c) => isAvailable(c) && c.price > 10 && !c.subscription_price,
  );
  const leadIds = await recordLeadIds(page);
  await openVehicle(page, SLUG, car);
  await sidebar(page).getByRole('link', { name: 'Make an Offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make an Offer' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(car.name);
  await expect(dialog.locator('.car-lead-dialog__price')).toContainText(`$${car.price.toLocaleString('en-AU')}`);
  const form = await readyForm(page, 'Make an Offer');
  const offer = form.getByLabel('Your Offer');
  await expect(offer).toHaveAttribute('placeholder', `Your offer i.e. $${car.price.toLocaleString('en-AU')}`);
  await expect(form.getByLabel('Comments')).toHaveCount(0);
  await fillContact(form);
  await offer.fill(String(car.price - 1000));
  const leadRequest = page.waitForRequest((r) => r.url().endsWith('/api/leads'));
  await form.getByRole('button', { name: 'Send Offer' }).click();
  expect((await leadRequest).postDataJSON()).toMatchObject({
    kind: 'make-an-offer',
    car_id: car.slug,
    offer_from_client: car.price - 1000,
  });
  await expect(page).toHaveURL(siteUrl(SLUG, '/success'));
  const adf = await deliveredLead(leadIds[0]!);
  expect(adf.text).toContain(car.stocknum);
});

test('Test Drive opens the booking for the car; the lead carries it', async ({ page }) => {
  const car = await carWhere(SLUG, 'is an available used car', (c) => isAvailable(c) && c.car_type === 'used');
  const leadIds = await recordLeadIds(page);
  await openVehicle(page, SLUG, car);
  const form = await fillTestDrive(page);
  const leadRequest = page.waitForRequest((r) => r.url().endsWith('/api/leads'));
  await form.getByRole('button', { name: 'Book Test Drive' }).click();
  expect((await leadRequest).postDataJSON()).toMatchObject({ kind: 'test-drive', car_id: car.slug, car_type: 'used' });
  await expect(page).toHaveURL(siteUrl(SLUG, '/success'));
  const adf = await deliveredLead(leadIds[0]!);
  expect(adf.text).toContain('test-drive');
});

test("share: Copy link says 'Copied' for 1.5 s; Share copies the URL with its toast for 3 s", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const car = await carWhere(SLUG, 'is available', isAvailable);
  await openVehicle(page, SLUG, car);
  const url = await page.locator('link[rel="canonical"]').getAttribute('href');

  // the page's timers run on a stopped test clock, moved on by hand: the durations are checked
  // to the millisecond without waiting for them
  await page.clock.install();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const copy = sidebar(page).getByRole('button', { name: 'Copy link' });
  await copy.click();
  const copied = sidebar(page).getByRole('button', { name: 'Copied' });
  await expect(copied).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await page.clock.runFor(COPIED_NOTICE_MS - 100);
  await expect(copied).toBeVisible();
  await page.clock.runFor(100);
  await expect(copy).toBeVisible();

  await sidebar(page).getByRole('button', { name: 'Share', exact: true }).click();
  const toast = page.locator('[data-toast-region]');
  await expect(toast).toHaveText(`Copied ${car.name} to your clipboard!`);
  await sidebar(page).getByRole('button', { name: 'Share', exact: true }).click();
  await expect(toast.locator('.toast')).toHaveCount(1);
  await page.clock.runFor(TOAST_DURATION_MS - 100);
  await expect(toast.locator('.toast')).toHaveCount(1);
  await page.clock.runFor(100);
  await expect(toast.locator('.toast')).toHaveCount(0);

  // no network here: the share site answers from the test
  await context.route('https://www.facebook.com/**', (route) => route.fulfill({ body: '<title>Share</title>' }));
  const popup = page.waitForEvent('popup');
  await sidebar(page)
    .getByRole('link', { name: /^Facebook/ })
    .click();
  const opened = await popup;
  expect(opened.url()).toContain('facebook.com/sharer');
  expect(await opened.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([550, 400]);
  await opened.close();
});

test('view.json: a car sold since the build switches to SOLD with the Find Me Something Similar form', async ({
  page,
}) => {
  const car = await carWhere(SLUG, 'is available', isAvailable);
  let asked: URL | null = null;
  await page.route('**/api/cars/*/view.json*', async (route) => {
    asked = new URL(route.request().url());
    await route.fulfill({ json: { views: 12, car_fields: { status: 'sold', reserved: false } } });
  });
  await openVehicle(page, SLUG, car);
  const panel = sidebar(page).locator('[data-sold]');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('SOLD');
  await expect(sidebar(page).locator('.vehicle-actions')).toBeHidden();
  await expect(page.locator('[data-sticky-bar]')).toBeHidden();
  const form = await readyForm(page, 'Like this and want something similar?');
  await expect(form.getByLabel('Comments')).toHaveValue('Can you please find me something similar?');
  expect(asked!.pathname).toBe(`/api/cars/${car.slug}/view.json`);
  expect(asked!.searchParams.get('photos_count')).toBe(String(car.photos_count));
  expect(asked!.searchParams.get('website_id')).toMatch(/^\d+$/);
});

test('view.json answering an error leaves the page as built', async ({ page }) => {
  const car = await carWhere(SLUG, 'is available', isAvailable);
  await page.route('**/api/cars/*/view.json*', (route) => route.fulfill({ status: 503, json: { error: 'down' } }));
  await openVehicle(page, SLUG, car);
  await expect(sidebar(page).locator('.vehicle-actions')).toBeVisible();
  await expect(sidebar(page).locator('[data-sold]')).toBeHidden();
});

test('view.json: a price cut and a reservation since the build show without a rebuild', async ({ page }) => {
  const slug = 'drivewise-online';
  const car = await carWhere(
    slug,
    'is available, unreserved and priced, without a subscription or was-price',
    (c) => isAvailable(c) && !c.reserved && c.price > 5000 && !c.subscription_price && c.before_price === null,
  );
  const cut = car.price - 1000;
  await page.route('**/api/cars/*/view.json*', (route) =>
    route.fulfill({
      json: { views: 3, car_fields: { status: car.status, reserved: true, price: cut, before_price: car.price } },
    }),
  );
  await openVehicle(page, slug, car);
  await expect(sidebar(page).locator('[data-price]')).toHaveText(`$${cut.toLocaleString('en-AU')}`);
  await expect(sidebar(page).locator('.vehicle-price__was s')).toHaveText(`$${car.price.toLocaleString('en-AU')}`);
  await expect(sidebar(page).getByText('Reserved', { exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Reserve', exact: true })).toBeHidden();
  await expect(page.locator('[data-section="reserve-online"]')).toBeHidden();
});

test('the Print PDF button downloads the car as {slug}.pdf', async ({ page }) => {
  const car = await carWhere(SLUG, 'is available', isAvailable);
  await openVehicle(page, SLUG, car);
  const button = sidebar(page).getByRole('button', { name: 'Print PDF' });
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${car.slug}.pdf`);
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(button).toHaveText('Print PDF');
  await expect(button).toBeEnabled();
});

test('axe finds no violation with the Make an Offer dialog open, nor on a sold car', async ({ page }) => {
  const car = await carWhere(SLUG, 'is available and priced', (c) => isAvailable(c) && c.price > 10);
  await openVehicle(page, SLUG, car);
  await sidebar(page).getByRole('link', { name: 'Make an Offer' }).click();
  await readyForm(page, 'Make an Offer');
  expect(await accessibilityProblems(page)).toEqual([]);

  const sold = await carWhere(SLUG, 'is sold', (c) => c.status === 'sold');
  await openVehicle(page, SLUG, sold);
  await readyForm(page, 'Like this and want something similar?');
  expect(await accessibilityProblems(page)).toEqual([]);
});

test('the enquiry accordion (a site switch) loads its form when opened and sends the car', async ({ page }) => {
  const slug = 'harbourside-toyota';
  const car = await carWhere(slug, 'is available', isAvailable);
  await openVehicle(page, slug, car);
  const accordion = sidebar(page).locator('details.vehicle-enquiry');
  await expect(accordion.getByRole('link', { name: 'Send an enquiry' })).toBeHidden();
  await accordion.locator('summary').click();
  const form = await readyForm(page, 'Enquire about this car');
  await fillContact(form);
  await form.getByLabel('Comments').fill('Is this one still available?');
  const requests = await fakeLeadApi(page, () => ({ status: 201, json: { lead_id: 'L-accordion' } }));
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(page).toHaveURL(siteUrl(slug, '/success'));
  expect(requests[0]!.postDataJSON()).toMatchObject({ kind: 'enquiry', car_id: car.slug });
});

test("events: a used car's page fires used vehicle view (4); its history report link fires 60", async ({
  page,
  context,
}) => {
  const car = await usedCarWithHistoryReport(SLUG);
  const events: Record<string, unknown>[] = [];
  await page.route('**/api/events', async (route) => {
    events.push(route.request().postDataJSON() as Record<string, unknown>);
    await route.fulfill({ status: 204 });
  });
  await context.route(new URL(car.file!).origin + '/**', (route) => route.fulfill({ body: '<title>Report</title>' }));
  await openVehicle(page, SLUG, car);
  await expect.poll(() => events.map((event) => event.id)).toContain(4);
  const view = events.find((event) => event.id === 4)!;
  expect(view).toMatchObject({ category: 'Vehicle View', car_type: 'used' });
  expect(view.page).toMatch(new RegExp(`^/cars/${car.slug}/?$`));

  const report = page.waitForEvent('popup');
  await sidebar(page)
    .getByRole('link', { name: /^Car History Report/ })
    .click();
  await (await report).close();
  await expect.poll(() => events.map((event) => event.id)).toContain(60);
});
