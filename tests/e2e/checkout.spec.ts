// Issue 28, reserving a car (spec §2 /cars/{slug}/checkout and /buy-online, §9 the deposit):
// one checkout page per site behind a rewrite, the test processor's own card frame, a decline
// and a success, the confirmation, the sign-in gate that waits for the car, a second shopper
// told at once, and the card number nowhere in what our pages send.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_DATA_DIR, siteUrl } from '../../playwright.config.ts';
import { RESERVATION_MESSAGES } from '../../src/domain/reservations/checkout.ts';
import { carCheckoutHref } from '../../src/site-urls.ts';
import {
  cardFrame,
  checkoutForm,
  DECLINED,
  fillDetails,
  freeCar,
  payButton,
  typeCard,
  VISA,
} from '../support/e2e/checkout.ts';
import { signInOnPage } from '../support/e2e/sign-in.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';

const form = checkoutForm;

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

  test('the e-mailed links: the dealer confirms (the deposit is taken), the shopper cancels (it is returned)', async ({
    page,
  }) => {
    const slug = 'harbourside-toyota';
    await dismissPopup(page, demoSite(slug));
    const car = await freeCar(slug, 'checkout', 2);
    await page.goto(siteUrl(slug, carCheckoutHref(car)));
    await fillDetails(page);
    await typeCard(page, VISA);
    await payButton(page).click();
    const reference = (await page.locator('.checkout__reference strong').textContent()) ?? '';
    expect(reference).toMatch(/^[A-Z0-9]{8}$/);

    // the dealer's lead (its ADF e-mail) carries the link that confirms or releases
    await page.goto(await mailedLink(slug, reference, '/pages/reservation/'));
    const status = page.locator('[data-reservation-status]');
    await expect(status).toContainText('Reserved: the deposit is held on the card until');
    await expect(page.getByText('alex.driver@example.com')).toBeVisible();
    await page.getByRole('button', { name: /^Confirm the reservation and take the \$200 deposit$/ }).click();
    await expect(status).toHaveText('Confirmed: the dealer has taken the deposit.');
    await expect(page.getByRole('button', { name: /^Confirm/ })).toHaveCount(0);

    // the shopper's confirmation e-mail carries the link that cancels
    await page.goto(await mailedLink(slug, reference, '/pages/reservation/', 'shopper'));
    await page.getByRole('button', { name: /^Cancel my reservation/ }).click();
    await expect(status).toHaveText('Cancelled: the deposit has been returned to the card.');
    // and the car can be reserved again
    await page.goto(siteUrl(slug, carCheckoutHref(car)));
    await expect(payButton(page)).toBeEnabled();
  });

  test('an address that names no car the site can reserve says so', async ({ page }) => {
    await page.goto(siteUrl('harbourside-toyota', '/cars/no-such-car/checkout'));
    await expect(page.getByRole('alert')).toContainText(RESERVATION_MESSAGES.notFound);
    await expect(page.getByRole('link', { name: 'See our stock' })).toBeVisible();
  });
});

/**
 * The link of `path` in the dealer's lead e-mail or the shopper's e-mail (the test server's
 * outbox holds both) that names `reference`, on the test server: the e-mails link to the
 * site's production domain. The outbox sends after the answer, so this waits for the mail.
 */
async function mailedLink(
  slug: string,
  reference: string,
  path: string,
  to: 'dealer' | 'shopper' = 'dealer',
): Promise<string> {
  const dir = join(E2E_DATA_DIR, 'outbox-mail');
  const isShoppers = (name: string) => name.startsWith('shopper-');
  const find = async () => {
    for (const file of readdirSync(dir).filter(
      (name) => name.endsWith('.eml') && isShoppers(name) === (to === 'shopper'),
    )) {
      const text = (await simpleParser(readFileSync(join(dir, file)))).text ?? '';
      if (!text.includes(reference)) continue;
      const link = text.match(new RegExp(`https?://[^\\s]*${path}[^\\s]*`))?.[0];
      if (link) return link;
    }
    return null;
  };
  await expect.poll(find, { timeout: 20_000, intervals: [250] }).not.toBeNull();
  const link = new URL((await find())!);
  return siteUrl(slug, `${link.pathname}${link.search}`);
}

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
