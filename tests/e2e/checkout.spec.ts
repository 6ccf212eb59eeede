// Issue 28, reserving a car (spec §2 /cars/{slug}/checkout and /buy-online, §9 the deposit):
// one checkout page per site behind a rewrite, the test processor's own card frame, a decline
// and a success, the confirmation, the sign-in gate that waits for the car, a second shopper
// told at once, and the card number nowhere in what our pages send.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { isAvailable } from '../../src/domain/car/availability.ts';
import { RESERVATION_MESSAGES, reserveJourney } from '../../src/domain/reservations/checkout.ts';
import { carCheckoutHref } from '../../src/site-urls.ts';
import { listedDocuments } from '../support/e2e/listed-stock.ts';
import { fetchFromSite } from '../support/e2e/test-server.ts';
import { signInOnPage } from '../support/e2e/sign-in.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';

const VISA = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

/**
 * A car of the tenant the site reserves under `journey`, not reserved yet on the test server
 * (an earlier run on the same data directory may hold some: the API is asked), and not taken
 * by another test of this run (each test asks for its own `nth`).
 */
async function freeCar(slug: string, journey: 'checkout' | 'buy-online', nth: number): Promise<string> {
  const site = demoSite(slug);
  // from the end of the list: other files reserve from its start
  const candidates = (await listedDocuments(slug))
    .filter((car) => isAvailable(car) && !car.reserved && reserveJourney(car, site.features) === journey)
    .reverse()
    .slice(nth * 8, nth * 8 + 8);
  for (const car of candidates) {
    const answer = await fetchFromSite(slug, `/api/reservations/car/${car.slug}?journey=${journey}`);
    if (answer.status === 200) return car.slug;
  }
  throw new Error(`${slug}: no free car to reserve under ${journey}`);
}

const cardFrame = (page: Page) => page.frameLocator('.checkout__card iframe');

async function typeCard(page: Page, number: string): Promise<void> {
  const frame = cardFrame(page);
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel(/Expiry/).fill('12 / 34');
  await frame.getByLabel(/CVC/).fill('123');
}

const form = (page: Page) => page.locator('form.checkout__form');

async function fillDetails(page: Page): Promise<void> {
  await form(page).getByLabel('First Name').fill('Alex');
  await form(page).getByLabel('Last Name').fill('Driver');
  await form(page).getByLabel('Email').fill('alex.driver@example.com');
  const mobile = form(page).getByLabel('Mobile');
  if (!(await mobile.inputValue())) await mobile.fill('0412 345 678');
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay \$[\d,]+ deposit and reserve$/ });

/** Everything the page sent to our own origin: the card number must be in none of it. */
function recordOwnRequests(page: Page, origin: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(origin)) sent.push(`${request.url()}\n${request.postData() ?? ''}`);
  });
  return sent;
}

test.describe('reserving a car', () => {
  test('harbourside-toyota: from the vehicle page’s Reserve, a decline, then a success and its confirmation', async ({
    page,
  }) => {
    const slug = 'harbourside-toyota';
    await dismissPopup(page, demoSite(slug));
    const car = await freeCar(slug, 'checkout', 0);
    const sent = recordOwnRequests(page, siteUrl(slug, '').replace(/\/$/, ''));
    await page.goto(siteUrl(slug, `/cars/${car}/`));
    await page
      .getByRole('link', { name: /^Reserve/ })
      .first()
      .click();
    await expect(page).toHaveURL(siteUrl(slug, carCheckoutHref(car)));
    await expect(page.getByRole('heading', { level: 1, name: 'Reserve this car' })).toBeVisible();
    await expect(page.locator('.checkout__deposit-amount')).toHaveText('$200 deposit');
    await expect(page.getByText('Held for 48 hours, 100% refundable.', { exact: false })).toBeVisible();
    await expect(cardFrame(page).getByText('Test payments: no real card is charged.')).toBeVisible();

    // the details first: the form says what is missing and sends nothing
    await payButton(page).click();
    await expect(page.getByText('Please enter your first name.').first()).toBeVisible();

    await fillDetails(page);
    await typeCard(page, DECLINED);
    await payButton(page).click();
    await expect(page.locator('.checkout__pay-error')).toHaveText('Your card was declined.');

    await typeCard(page, VISA);
    await payButton(page).click();
    const done = page.locator('.checkout__done');
    await expect(done.getByRole('heading', { name: /is reserved for you$/ })).toBeVisible();
    await expect(done.getByText(/^Your reference: [A-Z0-9]{8}$/)).toBeVisible();
    await expect(done).toBeFocused();
    await expect(done.getByText(/the hold is released automatically/)).toBeVisible();

    for (const request of sent) {
      expect(request).not.toContain('4242424242424242');
      expect(request).not.toContain(VISA);
      expect(request).not.toContain('4000000000000002');
    }
  });

  test('a second shopper is told at once that the car has just been reserved', async ({ page, browser }) => {
    const slug = 'harbourside-toyota';
    const car = await freeCar(slug, 'checkout', 1);
    await page.goto(siteUrl(slug, carCheckoutHref(car)));
    await expect(payButton(page)).toBeEnabled();
    const other = await reserveInAnotherBrowser(browser, slug, car);
    expect(other).toBe(201);
    await fillDetails(page);
    await typeCard(page, VISA);
    await payButton(page).click();
    await expect(page.getByRole('alert')).toContainText(RESERVATION_MESSAGES.alreadyReserved);
    // and a shopper who opens its checkout now is told before typing anything
    await page.goto(siteUrl(slug, carCheckoutHref(car)));
    await expect(page.getByRole('alert')).toContainText(RESERVATION_MESSAGES.alreadyReserved);
  });

  test('drivewise-online: checkout needs sign-in, which waits for the car and comes back to it (390 px)', async ({
    page,
  }) => {
    const slug = 'drivewise-online';
    await page.setViewportSize({ width: 390, height: 844 });
    await dismissPopup(page, demoSite(slug));
    const car = await freeCar(slug, 'buy-online', 0);
    const path = carCheckoutHref(car, 'buy-online');
    await page.goto(siteUrl(slug, path));
    await expect(page).toHaveURL(/\/sign-in\?type=checkout&redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
    await signInOnPage(page);
    await expect(page).toHaveURL(siteUrl(slug, path));
    // the signed-in number fills the Mobile field, as the shopper reads it
    await expect(form(page).getByLabel('Mobile')).toHaveValue(/^04\d{2} \d{3} \d{3}$/);
    await fillDetails(page);
    await typeCard(page, VISA);
    await payButton(page).click();
    await expect(page.locator('.checkout__done').getByText(/^Your reference: /)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('outback-rv: the site’s own deposit and words', async ({ page }) => {
    const slug = 'outback-rv';
    const car = await freeCar(slug, 'checkout', 0);
    await page.goto(siteUrl(slug, carCheckoutHref(car)));
    await expect(page.getByRole('heading', { level: 1, name: 'Reserve this vehicle' })).toBeVisible();
    await expect(page.locator('.checkout__deposit-amount')).toHaveText('$1,000 deposit');
    await expect(payButton(page)).toHaveText('Pay $1,000 deposit and reserve');
  });

  test('an address that names no car the site can reserve says so', async ({ page }) => {
    await page.goto(siteUrl('harbourside-toyota', '/cars/no-such-car/checkout'));
    await expect(page.getByRole('alert')).toContainText(RESERVATION_MESSAGES.notFound);
    await expect(page.getByRole('link', { name: 'See our stock' })).toBeVisible();
  });
});

/** Another shopper reserves the car in their own browser context, through the API as their page would. */
async function reserveInAnotherBrowser(browser: Browser, slug: string, car: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(siteUrl(slug, carCheckoutHref(car)));
    await expect(payButton(page)).toBeEnabled();
    await form(page).getByLabel('First Name').fill('Sam');
    await form(page).getByLabel('Email').fill('sam@example.com');
    await form(page).getByLabel('Mobile').fill('0423 456 789');
    await typeCard(page, VISA);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/reservations'));
    await payButton(page).click();
    return (await answer).status();
  } finally {
    await context.close();
  }
}
