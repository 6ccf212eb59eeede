// Issue 28, online payment (spec §2 /online-payment, a gated feature): the dealer makes a payment
// request (the API with its key), the shopper opens its link and pays it by card in the test
// processor's own frame: a decline, then a payment and its receipt; an altered link and a paid
// one refused; where the site gates online payment, a visitor signs in first and comes back.
// At a phone's width and a desktop's, with no sideways scrolling, WCAG 2.2 AA, and the card
// number in nothing our pages send.
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { ONLINE_PAYMENT_MESSAGES } from '../../src/domain/online-payment/texts.ts';
import { accessibilityProblems } from '../support/e2e/accessibility.ts';
import { DECLINED, typeCard, VISA } from '../support/e2e/checkout.ts';
import { sidewaysOverflow } from '../support/e2e/page-width.ts';
import { paymentRequest } from '../support/e2e/payment-requests.ts';
import { signInOnPage } from '../support/e2e/sign-in.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';

// harbourside-toyota takes online payments from visitors; southern-cross-motors wants a signed-in shopper
const OPEN = 'harbourside-toyota';
const GATED = 'southern-cross-motors';

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay \$[\d,]+\.\d\d$/ });
const receiptEmail = (page: Page) => page.getByLabel('Email for your receipt');

/** Everything the page sent to our own origin: the card number must be in none of it. */
function recordOwnRequests(page: Page, slug: string): string[] {
  const origin = siteUrl(slug, '').replace(/\/$/, '');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(origin)) sent.push(`${request.url()}\n${request.postData() ?? ''}`);
  });
  return sent;
}

/** Pays with the test Visa on the payment page the browser is on; the receipt shown. */
async function payWithVisa(page: Page) {
  await typeCard(page, VISA);
  await payButton(page).click();
  const done = page.locator('.checkout__done');
  await expect(done.getByRole('heading', { name: 'Thank you: your payment is received' })).toBeVisible();
  return done;
}

for (const width of [390, 1366]) {
  test.describe(`online payment at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 900 } });

    test(`${OPEN}: a valid request shown, a decline, then the payment and its receipt`, async ({ page }) => {
      await dismissPopup(page, demoSite(OPEN));
      const { answer, url } = await paymentRequest(OPEN, { amount: 450.5 });
      const sent = recordOwnRequests(page, OPEN);
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: 'Make a payment' })).toBeVisible();
      const summary = page.locator('.checkout__summary');
      await expect(summary.getByRole('heading', { name: 'Payment to Harbourside Toyota' })).toBeVisible();
      await expect(summary.locator('.online-payment__amount')).toHaveText('$450.50');
      await expect(summary).toContainText(answer.reference);
      await expect(summary).toContainText('60,000 km logbook service');
      await expect(summary).toContainText('Alex Driver');
      await expect(
        page.frameLocator('.checkout__card iframe').getByText('Test payments: no real card is charged.'),
      ).toBeVisible();

      expect(await sidewaysOverflow(page)).toBeNull();
      expect(await accessibilityProblems(page, 'main')).toEqual([]);
      await page.screenshot({ path: `.build/playwright-output/online-payment-form-${width}.png`, fullPage: true });

      // the receipt's address first: the form says it is missing and sends nothing
      await typeCard(page, DECLINED);
      await payButton(page).click();
      await expect(page.getByText('Please enter your email address.').first()).toBeVisible();
      await receiptEmail(page).fill('alex.driver@example.com');
      await payButton(page).click();
      await expect(page.locator('.checkout__pay-error')).toHaveText('Your card was declined.');
      await expect(page.locator('.checkout__pay-error')).toBeFocused();

      const done = await payWithVisa(page);
      await expect(done).toBeFocused();
      await expect(done.locator('.online-payment__amount')).toHaveText('$450.50');
      await expect(done).toContainText(answer.reference);
      await expect(done).toContainText('Visa ending 4242');
      await expect(done).toContainText('We have e-mailed your receipt to alex.driver@example.com');
      expect(await sidewaysOverflow(page)).toBeNull();
      expect(await accessibilityProblems(page, 'main')).toEqual([]);
      await page.screenshot({ path: `.build/playwright-output/online-payment-receipt-${width}.png`, fullPage: true });

      for (const request of sent) {
        expect(request).not.toContain('4242424242424242');
        expect(request).not.toContain(VISA);
        expect(request).not.toContain('4000000000000002');
      }
    });

    test(`${OPEN}: an altered link and a paid one are refused, saying why`, async ({ page, browser }) => {
      await dismissPopup(page, demoSite(OPEN));
      const { answer, url } = await paymentRequest(OPEN);
      const token = new URL(url).searchParams.get('request') ?? '';
      const altered = new URL(url);
      altered.searchParams.set('request', `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`);
      await page.goto(altered.href);
      await expect(page.getByRole('alert')).toContainText(ONLINE_PAYMENT_MESSAGES.notValid);
      await expect(page.locator('.checkout__card')).toHaveCount(0);

      await page.goto(url);
      await receiptEmail(page).fill('alex.driver@example.com');
      await payWithVisa(page);
      // the same link again, as the shopper might open it from their e-mail a day later
      const later = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
      await dismissPopup(later, demoSite(OPEN));
      await later.goto(url);
      await expect(later.getByRole('alert')).toContainText(/^This request was paid on \w+day \d{1,2} \w+ \d{4}, /);
      await expect(later.getByRole('alert')).toContainText(`Your reference: ${answer.reference}`);
      await expect(later.locator('.checkout__card')).toHaveCount(0);
      expect(await accessibilityProblems(later, 'main')).toEqual([]);
      await later.screenshot({ path: `.build/playwright-output/online-payment-paid-${width}.png`, fullPage: true });
      await later.close();
    });

    test(`${GATED}: a visitor signs in first, comes back to the request and pays it`, async ({ page }) => {
      await dismissPopup(page, demoSite(GATED));
      const { answer, url } = await paymentRequest(GATED, { amount: 1200, description: 'Balance of purchase' });
      const path = `${new URL(url).pathname}${new URL(url).search}`;
      await page.goto(url, { referer: siteUrl(GATED, '/contact') });
      await expect(page).toHaveURL(/\/sign-in\?/);
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
        type: 'online-payment',
        redirect: path,
        back: '/contact',
      });
      await signInOnPage(page);
      await expect(page).toHaveURL(url);
      await expect(page.locator('.checkout__summary')).toContainText(answer.reference);
      await expect(page.locator('.online-payment__amount').first()).toHaveText('$1,200.00');
      await receiptEmail(page).fill('alex.driver@example.com');
      await payWithVisa(page);
      expect(await sidewaysOverflow(page)).toBeNull();
    });
  });
}

test(`${OPEN}: without a request, the page says where payment requests come from and who to ask`, async ({ page }) => {
  await dismissPopup(page, demoSite(OPEN));
  await page.goto(siteUrl(OPEN, '/online-payment'));
  await expect(page.getByText(ONLINE_PAYMENT_MESSAGES.noRequest)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '02 4961 2200' })).toBeVisible();
  await expect(page.locator('.checkout__card')).toHaveCount(0);
  expect(await accessibilityProblems(page, 'main')).toEqual([]);
});
