// spec §2 /sign-in?type=…&redirect=…&back=…: a shopper signs in with a mobile number and the
// code texted to it, then lands on `redirect` (a path on the site, never another site), or
// leaves by Cancel to `back`. The page is static HTML with a small script: no React.
//
// The first group needs only the page (GET /api/session may answer anything but "signed in").
// The second needs the real sign-in API (POST /api/sign-in/code and /verify, GET
// /api/session) and reads the codes from the test server's SMS outbox files; nothing in it
// stands in for the API, and the one page.route there only holds a request back, passing it
// on to the real API unchanged.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { australianMobile, displayMobile } from '../../src/domain/account/mobile-number.ts';
import { accessibilityProblems } from '../support/e2e/accessibility.ts';
import { watchViolations } from '../support/e2e/csp-watch.ts';
import { PHONE_WIDTHS, sidewaysOverflow } from '../support/e2e/page-width.ts';
import { freshMobile, signInOnPage, smsCode } from '../support/e2e/sign-in.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';

const SLUG = 'harbourside-toyota';
const CODE_REQUESTS = '**/api/sign-in/code';

/** A mobile number of its own for each test (no test meets another's codes), and how the page shows it. */
function newMobile(): { typed: string; shown: string } {
  const typed = freshMobile();
  return { typed, shown: displayMobile(australianMobile(typed)!) };
}

async function openSignIn(page: Page, query: Record<string, string>): Promise<void> {
  await dismissPopup(page, demoSite(SLUG));
  await page.goto(siteUrl(SLUG, `/sign-in?${new URLSearchParams(query)}`));
  // the buttons wait, disabled, for the page's script
  await expect(page.locator('[data-sign-in][data-ready="true"]')).toBeAttached();
}

const phoneField = (page: Page) => page.getByLabel('Mobile number', { exact: true });
const codeField = (page: Page) => page.getByLabel('Code', { exact: true });
const cancel = (page: Page) => page.getByRole('link', { name: 'Cancel' });

/** Presses Tab until `target` has focus (keyboard only), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function expectAccessibleAtEveryWidth(page: Page, what: string): Promise<void> {
  await page.setViewportSize({ width: 1366, height: 900 });
  expect.soft(await accessibilityProblems(page), `${what} at 1366 px`).toEqual([]);
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    const overflow = await sidewaysOverflow(page);
    expect.soft(overflow, `${what} at ${width} px: ${overflow?.scrollWidth} px wide; ${overflow?.element}`).toBeNull();
    expect.soft(await accessibilityProblems(page), `${what} at ${width} px`).toEqual([]);
  }
}

test.describe('the page alone', () => {
  test('says why per type, and Cancel goes to the back path of the link (an unsafe one is the home page)', async ({
    page,
  }) => {
    await openSignIn(page, { type: 'checkout', redirect: '/cars/some-car/checkout', back: '/cars/some-car' });
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.locator('main')).toContainText('Sign in to reserve this car.');
    await expect(cancel(page)).toHaveAttribute('href', '/cars/some-car');

    // spec §2: for the watchlist, back is the page the shopper came from, whatever the link says
    await openSignIn(page, { type: 'watchlist', redirect: '/cars/some-car', back: '/special-offers' });
    await expect(page.locator('main')).toContainText('Sign in to save cars to your watchlist.');
    await expect(cancel(page)).toHaveAttribute('href', '/cars/some-car');

    await openSignIn(page, { type: 'trade-in', redirect: '/trade-in', back: 'https://evil.example/' });
    await expect(page.locator('main')).toContainText('Sign in to get your trade-in offer.');
    await expect(cancel(page)).toHaveAttribute('href', '/');
    await cancel(page).click();
    await expect(page).toHaveURL(siteUrl(SLUG, '/'));
  });

  test('a number that is no Australian mobile gets its message beside the field, with focus, and no request', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/sign-in/')) asked.push(request.url());
    });
    await openSignIn(page, { type: 'my-garage', redirect: '/my-garage', back: '/' });
    const field = phoneField(page);
    await expect(field).toHaveAttribute('type', 'tel');
    await expect(field).toHaveAttribute('autocomplete', 'tel');
    await expect(field).toHaveAttribute('inputmode', 'tel');

    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Please enter your mobile number\./);

    await field.fill('02 9876 5432');
    await field.press('Enter');
    const message = 'Please enter an Australian mobile number, e.g. 0412 345 678.';
    await expect(page.locator('#sign-in-phone-error')).toHaveText(message);
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.]/g, '\\.')));
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(codeField(page)).toBeHidden();
    expect(asked).toEqual([]);
  });

  test('ships no React and no inline script, breaks no policy rule, passes axe and never scrolls sideways', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await openSignIn(page, { type: 'finance', redirect: '/finance', back: '/finance' });
    await expect(page.locator('main')).toContainText('Sign in to apply for finance.');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('astro-island')).toHaveCount(0);
    expect(scripts.filter((path) => /react|client\.[\w-]+\.js$/i.test(path))).toEqual([]);
    expect(await page.locator('script:not([src])').count()).toBe(0);
    // the field's own message, shown, is part of what is checked
    await page.getByRole('button', { name: 'Send code' }).click();
    await expectAccessibleAtEveryWidth(page, 'step 1 with a field message');
    expect(await violations()).toEqual([]);
  });
});

test.describe('with the real sign-in API and the SMS outbox', () => {
  test('both steps by keyboard alone, then on to the redirect; //evil.example as the redirect ends on the home page', async ({
    page,
  }) => {
    const mobile = newMobile();
    await openSignIn(page, { type: 'watchlist', redirect: '//evil.example', back: '/special-offers' });
    await expect(cancel(page)).toHaveAttribute('href', '/');

    await tabTo(page, phoneField(page));
    await page.keyboard.type(mobile.typed);
    await page.keyboard.press('Enter');

    const code = codeField(page);
    await expect(page.getByText(`We sent a 6-digit code to ${mobile.shown}.`)).toBeVisible();
    await expect(code).toBeFocused();
    await expect(code).toHaveAccessibleDescription(`We sent a 6-digit code to ${mobile.shown}.`);
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('pattern', '[0-9]{6}');
    await expect(code).toHaveAttribute('maxlength', '6');
    await expect(phoneField(page)).toBeHidden();
    // Cancel is there on the second step too
    await expect(cancel(page)).toBeVisible();
    await expect(cancel(page)).toHaveAttribute('href', '/');

    await page.keyboard.type(await smsCode(mobile.typed));
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(siteUrl(SLUG, '/'));
  });

  test('signed in, https://evil.example/ as the redirect ends on the home page; signed in already, the page goes on at once', async ({
    page,
  }) => {
    await openSignIn(page, { type: 'checkout', redirect: 'https://evil.example/', back: '/cars/x' });
    await signInOnPage(page);
    await expect(page).toHaveURL(siteUrl(SLUG, '/'));

    await page.goto(siteUrl(SLUG, '/sign-in?type=my-garage&redirect=%2Fspecial-offers&back=%2F'));
    await expect(page).toHaveURL(siteUrl(SLUG, '/special-offers'));
    await page.goto(siteUrl(SLUG, '/sign-in?type=my-garage&redirect=https%3A%2F%2Fevil.example%2F'));
    await expect(page).toHaveURL(siteUrl(SLUG, '/'));
  });

  test('a wrong code shows the server’s message as it is; a new code and another number are a click away', async ({
    page,
  }) => {
    const mobile = newMobile();
    await openSignIn(page, { type: 'spin-to-win', redirect: '/spin-to-win', back: '/' });
    await phoneField(page).fill(mobile.typed);
    await phoneField(page).press('Enter');
    const code = codeField(page);
    await expect(code).toBeFocused();

    const right = await smsCode(mobile.typed);
    const wrong = right.slice(0, 5) + String((Number(right[5]) + 1) % 10);
    await code.fill(wrong);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/sign-in/verify'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const answer = await answered;
    expect(answer.status()).toBe(422);
    const { error } = (await answer.json()) as { error: string };
    await expect(page.getByRole('alert')).toHaveText(error);
    await expect(code).toBeFocused();
    await expect(page).toHaveURL(/\/sign-in\?/);
    await expectAccessibleAtEveryWidth(page, 'step 2 with the server’s message');
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByRole('status')).toHaveText(`We sent a new code to ${mobile.shown}.`);
    await expect(page.getByRole('alert')).toHaveText('');
    await expect(code).toBeFocused();
    await expect(code).toHaveValue('');

    await page.getByRole('button', { name: 'Use another number' }).click();
    await expect(phoneField(page)).toBeFocused();
    await expect(phoneField(page)).toHaveValue(mobile.typed);
    await expect(code).toBeHidden();
  });

  test('while the code is asked for, the buttons are disabled and say so; a second press sends nothing more', async ({
    page,
  }) => {
    const mobile = newMobile();
    let asked = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // holds the request back, then passes it to the real API unchanged
    await page.route(CODE_REQUESTS, async (route) => {
      asked += 1;
      await held;
      await route.continue();
    });
    await openSignIn(page, { type: 'online-payment', redirect: '/online-payment', back: '/' });
    await phoneField(page).fill(mobile.typed);
    const send = page.locator('[data-sign-in-button="send"]');
    await send.click();
    await expect(send).toBeDisabled();
    await expect(send).toHaveText('Sending…');
    await expect(send.locator('.lead-form__spinner')).toBeVisible();
    await phoneField(page).press('Enter');
    await send.click({ force: true });
    release();
    await expect(codeField(page)).toBeFocused();
    expect(asked).toBe(1);
  });
});
