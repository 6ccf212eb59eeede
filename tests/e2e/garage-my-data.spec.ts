import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { MY_DATA_ERRORS, MY_DATA_TEXTS } from '../../src/domain/account/my-data.ts';
import { australianMobile, displayMobile } from '../../src/domain/account/mobile-number.ts';
import { fillEnquiry, openPage, readyForm } from '../support/e2e/lead-forms.ts';
import { freshMobile, signInOnPage } from '../support/e2e/sign-in.ts';

// The garage's account sections (issue: my garage): the shopper's enquiries (from this
// browser and with their number), My details (spec §3 stored user details), Download my data
// and Delete my account. drivewise-online's garage is /myblinkr.

const SLUG = 'drivewise-online';
const GARAGE = siteUrl(SLUG, '/myblinkr');
const TEXTS = MY_DATA_TEXTS;

const section = (page: Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });

/** Sends the contact page's enquiry with this mobile number, as a shopper does; its reference on /success. */
async function sendEnquiry(page: Page, mobile: string): Promise<void> {
  await openPage(page, SLUG, '/contact/');
  const form = await readyForm(page, 'Send us an enquiry');
  await fillEnquiry(form, 'Is the car still available?');
  await form.getByLabel('Mobile').fill(mobile);
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(page).toHaveURL(/\/success/);
  // /success has shown the lead's reference: its script has noted the enquiry for the garage
  await expect(page.locator('[data-success-reference]')).toBeVisible();
}

async function openGarage(page: Page, mobile: string): Promise<void> {
  await page.goto(GARAGE);
  await expect(page).toHaveURL(/\/sign-in\?/);
  await signInOnPage(page, mobile);
  await expect(page).toHaveURL(GARAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'My garage' })).toBeVisible();
}

test('the garage lists an enquiry once, edits My details, downloads the data and deletes the account', async ({
  page,
  browser,
}) => {
  const mobile = freshMobile();
  await sendEnquiry(page, mobile);
  await openGarage(page, mobile);
  // the gate and the garage share one answer to who is signed in
  const sessionReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/session') sessionReads.push(request.url());
  });
  await page.reload();
  await expect(section(page, TEXTS.enquiries.heading).getByRole('listitem')).toHaveCount(1);
  expect(sessionReads).toHaveLength(1);

  // the API's record and this browser's are one enquiry, delivered or on its way
  const enquiries = section(page, TEXTS.enquiries.heading).getByRole('listitem');
  await expect(enquiries).toHaveCount(1);
  await expect(enquiries).toContainText('General Enquiry');
  await expect(enquiries).toContainText(/Reference [0-9A-F]{8}/);

  // My details start from the enquiry's; a wrong e-mail is named and focused, a right one saved
  const details = page.getByRole('form', { name: TEXTS.details.heading });
  await expect(details.getByLabel('First Name')).toHaveValue('Sam');
  await expect(details.getByLabel('Mobile')).toHaveValue(mobile);
  await details.getByLabel('Email').fill('sam@');
  await details.getByRole('button', { name: TEXTS.details.save }).click();
  await expect(details.getByLabel('Email')).toBeFocused();
  await expect(details.getByLabel('Email')).toHaveAccessibleDescription(
    'Please enter a valid email address, e.g. name@example.com.',
  );
  await details.getByLabel('Email').fill('sam.new@example.com');
  await details.getByLabel('Postcode').fill('3000');
  await details.getByRole('button', { name: TEXTS.details.save }).click();
  await expect(details.getByRole('status')).toHaveText(TEXTS.details.saved);
  await expect(details.getByLabel('Email')).not.toHaveAttribute('aria-invalid');
  await page.reload();
  await expect(details.getByLabel('Email')).toHaveValue('sam.new@example.com');

  // Download my data: one file, the site's records and this browser's
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: TEXTS.data.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^drivewise-online-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    account: { phone: string };
    enquiries: { fields: Record<string, unknown> }[];
    this_browser: { details: Record<string, unknown>; enquiries_sent: unknown[] };
  };
  expect(file.account.phone).toBe(australianMobile(mobile));
  expect(file.enquiries).toHaveLength(1);
  expect(file.enquiries[0]!.fields).toMatchObject({ name: 'Sam', email: 'sam@example.com' });
  expect(file.this_browser.details).toMatchObject({ email: 'sam.new@example.com', postcode: '3000' });
  expect(file.this_browser.enquiries_sent).toHaveLength(1);

  // Delete my account: a confirmation first, which Keep my account closes with nothing done
  const deleteButton = page.getByRole('button', { name: TEXTS.data.delete, exact: true });
  await deleteButton.click();
  const confirm = page.getByRole('dialog', { name: TEXTS.data.confirmHeading });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('Enquiries already delivered to the dealer stay with the dealer.');
  await confirm.getByRole('button', { name: TEXTS.data.cancel }).click();
  await expect(confirm).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await deleteButton.click();
  await confirm.getByRole('button', { name: TEXTS.data.confirm }).click();
  await expect(page.getByText(TEXTS.data.deleted)).toBeFocused();
  expect(
    await page.evaluate(() => ['user-details', 'sent-enquiries', 'signed-in'].map((key) => localStorage.getItem(key))),
  ).toEqual([null, null, null]);

  // signed out: the garage asks for sign-in again
  await page.goto(GARAGE);
  await expect(page).toHaveURL(/\/sign-in\?/);

  // signing in with the same number in another browser is a new account: the old enquiry is no longer linked
  const elsewhere = await browser.newPage();
  try {
    await openGarage(elsewhere, mobile);
    await expect(section(elsewhere, TEXTS.enquiries.heading).getByRole('status')).toHaveText(TEXTS.enquiries.empty);
  } finally {
    await elsewhere.close();
  }
});

test('on a phone: My details saved and the account deleted by tap', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  try {
    const mobile = freshMobile();
    await openGarage(page, mobile);
    await expect(section(page, TEXTS.enquiries.heading).getByRole('status')).toHaveText(TEXTS.enquiries.empty);
    const details = page.getByRole('form', { name: TEXTS.details.heading });
    // nothing stored yet: the number signed in with, as the shopper reads it
    await expect(details.getByLabel('Mobile')).toHaveValue(displayMobile(australianMobile(mobile)!));
    await details.getByLabel('First Name').fill('Alex');
    await details.getByLabel('Email').fill('alex@example.com');
    await details.getByRole('button', { name: TEXTS.details.save }).tap();
    await expect(details.getByRole('status')).toHaveText(TEXTS.details.saved);
    // Clear my details empties the form and this browser's copy
    await details.getByRole('button', { name: TEXTS.details.clear }).tap();
    await expect(details.getByRole('status')).toHaveText(TEXTS.details.cleared);
    await expect(details.getByLabel('First Name')).toHaveValue('');
    expect(await page.evaluate(() => localStorage.getItem('user-details'))).toBeNull();
    // nothing wider than the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: TEXTS.data.delete, exact: true }).tap();
    const confirm = page.getByRole('dialog', { name: TEXTS.data.confirmHeading });
    await confirm.getByRole('button', { name: TEXTS.data.confirm }).tap();
    await expect(page.getByText(TEXTS.data.deleted)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user-details'))).toBeNull();
  } finally {
    await context.close();
  }
});

// ASVS 5.0 7.5.1: Delete my account needs a sign-in within SIGN_IN_POLICY.recentSignInMinutes.
// The API tests (tests/api/my-data.test.ts) age a real session in the database; the e2e
// server's PGlite is open in its own process only, and its session windows run on the
// database's clock, so here the API's answers about an old session are stubbed (page.route)
// and everything after them (the sign-in page, a fresh code, the deletion) is real.

test('a sign-in too old to delete: the dialog asks to sign in again, and a fresh code lets the shopper delete', async ({
  page,
}) => {
  const mobile = freshMobile();
  await openGarage(page, mobile);
  // the session as the API answers it once the sign-in is no longer recent
  await page.route('**/api/session', (route) =>
    route.fulfill({
      json: {
        signed_in: true,
        user: { id: 'signed-in-long-ago', phone: australianMobile(mobile) },
        reauthenticate_in: 0,
      },
    }),
  );
  await page.reload();
  // the account sections are drawn (their script loads after the page's own)
  await expect(section(page, TEXTS.enquiries.heading).getByRole('status')).toHaveText(TEXTS.enquiries.empty);

  // the page knows before Delete for good is pressed: no such button, Sign in again instead
  await page.getByRole('button', { name: TEXTS.data.delete, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: TEXTS.data.confirmHeading });
  await expect(confirm.getByText(TEXTS.data.reauthenticate)).toBeVisible();
  await expect(confirm.getByRole('button', { name: TEXTS.data.confirm })).toBeHidden();
  const signInAgain = confirm.getByRole('link', { name: TEXTS.data.signInAgain });
  await expect(signInAgain).toBeVisible();

  // the sign-in page asks for a fresh code even though the browser is signed in
  await page.unroute('**/api/session');
  await signInAgain.click();
  await expect(page).toHaveURL(/\/sign-in\?type=my-garage&.*again=1/);
  await expect(page.getByText('Sign in again to confirm it is you.')).toBeVisible();
  await signInOnPage(page, mobile);

  // back in the garage, the dialog open again, now with Delete for good
  await expect(page).toHaveURL(`${GARAGE}#garage-data`);
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText(TEXTS.data.reauthenticate)).toBeHidden();
  await confirm.getByRole('button', { name: TEXTS.data.confirm }).click();
  await expect(page.getByText(TEXTS.data.deleted)).toBeFocused();
});

test('a 403 asking to sign in again turns the dialog into Sign in again, and the account stays', async ({ page }) => {
  const mobile = freshMobile();
  await openGarage(page, mobile);
  await expect(section(page, TEXTS.enquiries.heading).getByRole('status')).toHaveText(TEXTS.enquiries.empty);
  // the sign-in stops being recent while the dialog is open: the API's refusal, as it words it
  await page.route('**/api/account/delete', (route) =>
    route.fulfill({
      status: 403,
      json: { success: false, error: MY_DATA_ERRORS.reauthenticate, reauthenticate: true },
    }),
  );
  await page.getByRole('button', { name: TEXTS.data.delete, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: TEXTS.data.confirmHeading });
  await confirm.getByRole('button', { name: TEXTS.data.confirm }).click();
  await expect(confirm.getByText(TEXTS.data.reauthenticate)).toBeVisible();
  await expect(confirm.getByRole('link', { name: TEXTS.data.signInAgain })).toBeFocused();
  await expect(confirm.getByRole('button', { name: TEXTS.data.confirm })).toBeHidden();
  await expect(confirm.getByRole('link', { name: TEXTS.data.signInAgain })).toHaveAttribute(
    'href',
    '/sign-in?type=my-garage&redirect=%2Fmyblinkr%23garage-delete&back=%2Fmyblinkr%23garage-data&again=1',
  );
  // Keep my account closes it; the shopper is still signed in with everything kept
  await confirm.getByRole('button', { name: TEXTS.data.cancel }).click();
  await expect(confirm).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My garage' })).toBeVisible();
  await expect(page).toHaveURL(GARAGE);
});
