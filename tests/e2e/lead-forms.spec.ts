// The lead forms as a shopper uses them (spec §4 Lead form, §5 Enquiry and Test drive forms, §7, §8):
// the enquiry form on /contact and the test drive on /book-test-drive sent to the real API and
// landing on /success, the spec's messages, and what a failing API shows. The API limits each
// phone number to 5 leads an hour, so a test that sends a real lead uses a number of its own.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { accessibilityProblems } from '../support/e2e/accessibility.ts';
import { fakeLeadApi, openPage, readyForm, uniquePhone } from '../support/e2e/lead-forms.ts';
import { deliveredLead, demoSite, recordLeadIds } from '../support/e2e/site.ts';

const TOYOTA = 'harbourside-toyota';
const GROUP = 'southern-cross-motors';

const MESSAGES = {
  fixErrors: 'Please fix the following errors:',
  name: 'Please enter your first name.',
  email: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, e.g. name@example.com.',
  phone: 'Please enter your phone number.',
  phoneInvalid: 'Please enter a valid Australian phone number, e.g. 0412 345 678.',
  postcode: 'Invalid postcode. Please enter a 4-digit number.',
  comments: 'Please enter your comments.',
  terms: '*You must agree to the terms of use before submitting.',
  dealership: 'Please choose a dealership.',
  location: 'Please choose a location.',
  unexpected: 'An unexpected error occured',
  submitFailed: 'An error occurred when submitting this form',
};

/** The shopper's browser alerts, accepted as they come. */
function alerts(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

test.describe('enquiry form (spec §5)', () => {
  test('sent to the API, it lands on /success, fires the event and remembers the shopper for the next form', async ({
    page,
  }) => {
    const phone = uniquePhone();
    const leadIds = await recordLeadIds(page);
    await openPage(page, TOYOTA, '/contact/');
    const form = await readyForm(page, 'Send us an enquiry');
    await form.getByLabel('First Name').fill('Jane');
    await form.getByLabel('Last Name').fill('Citizen');
    await form.getByLabel('Email').fill('jane@example.com');
    await form.getByLabel('Mobile').fill(phone);
    await form.getByLabel('Postcode').fill('2293');
    await expect(form.getByLabel('Category')).toHaveValue('General Enquiry');
    await form.getByLabel('Category').selectOption('Sales Enquiry');
    await form.getByLabel('Comments').fill('Is the RAV4 GX available in blue?');
    // the marketing opt-in is its own box, unticked
    await expect(form.getByLabel('Keep me up to date with news and offers.')).not.toBeChecked();
    await form.getByLabel('I agree to the terms of use.').check();
    await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');

    const leadRequest = page.waitForRequest((r) => r.url().endsWith('/api/leads'));
    const eventRequest = page.waitForRequest((r) => r.url().endsWith('/api/events'));
    await form.getByRole('button', { name: 'Send Enquiry' }).click();

    const lead = await leadRequest;
    expect(lead.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    // stored, and delivered to the dealership as an ADF e-mail
    await expect(page).toHaveURL(siteUrl(TOYOTA, '/success'));
    const adf = await deliveredLead(leadIds[0]!);
    expect(adf.subject).toBe('New enquiry lead – Harbourside Toyota');
    expect(adf.text).toContain('Is the RAV4 GX available in blue?');
    expect(lead.postDataJSON()).toMatchObject({
      kind: 'enquiry',
      name: 'Jane',
      phone,
      postcode: '2293',
      category: 'Sales Enquiry',
      terms_conditions: true,
      opt_in: false,
      website: '',
      url: siteUrl(TOYOTA, '/contact/'),
      lead_attributes: { visited_pages: ['/contact/'] },
    });
    expect((await eventRequest).postDataJSON()).toEqual({ id: 14, category: 'Sales Enquiry', page: '/contact/' });

    await expect(page).toHaveURL(siteUrl(TOYOTA, '/success'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You');
    await expect(page.locator('main')).toContainText('We have received your Sales Enquiry request.');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    // spec §3 stored user details prefill the next form
    await page.goto(siteUrl(TOYOTA, '/book-test-drive/'));
    const next = await readyForm(page, 'Your test drive');
    await expect(next.getByLabel('First Name')).toHaveValue('Jane');
    await expect(next.getByLabel('Last Name')).toHaveValue('Citizen');
    await expect(next.getByLabel('Email')).toHaveValue('jane@example.com');
    await expect(next.getByLabel('Mobile')).toHaveValue(phone);
  });

  test('shows each required and invalid message, the error list, and focuses the first error', async ({ page }) => {
    const requests = await fakeLeadApi(page, () => ({ status: 500, json: {} }));
    await openPage(page, TOYOTA, '/contact/');
    const form = await readyForm(page, 'Send us an enquiry');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();

    const list = form.locator('.lead-form__summary');
    await expect(list).toContainText(MESSAGES.fixErrors);
    await expect(list.getByRole('listitem')).toHaveText([
      MESSAGES.name,
      MESSAGES.email,
      MESSAGES.phone,
      MESSAGES.postcode,
      MESSAGES.comments,
      MESSAGES.terms,
    ]);
    await expect(form.getByLabel('First Name')).toBeFocused();
    await expect(form.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('First Name')).toHaveAccessibleDescription(MESSAGES.name);
    await expect(form.getByLabel('I agree to the terms of use.')).toHaveAccessibleDescription(MESSAGES.terms);
    expect(await accessibilityProblems(page, '.lead-form')).toEqual([]);

    // the invalid values get their own messages; a fixed field loses its message
    await form.getByLabel('First Name').fill('Jane');
    await form.getByLabel('Email').fill('jane@example');
    await form.getByLabel('Mobile').fill('12345');
    await form.getByLabel('Postcode').fill('22a');
    await form.getByLabel('Comments').fill('Hello');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(list.getByRole('listitem')).toHaveText([
      MESSAGES.emailInvalid,
      MESSAGES.phoneInvalid,
      MESSAGES.postcode,
      MESSAGES.terms,
    ]);
    await expect(form.getByLabel('Email')).toBeFocused();
    await expect(form.getByLabel('First Name')).not.toHaveAttribute('aria-invalid', 'true');
    // the list leads to its field
    await list.getByRole('link', { name: MESSAGES.postcode }).click();
    await expect(form.getByLabel('Postcode')).toBeFocused();
    // spec §5: max length 4
    await form.getByLabel('Postcode').fill('229345');
    await expect(form.getByLabel('Postcode')).toHaveValue('2293');
    expect(requests).toHaveLength(0);
  });

  test('the API refusing the form maps its messages to the same places', async ({ page }) => {
    await fakeLeadApi(page, () => ({
      status: 422,
      json: {
        error: MESSAGES.fixErrors,
        errors: { postcode: MESSAGES.postcode, url: 'Please send url as the http(s) address of the page.' },
      },
    }));
    await openPage(page, TOYOTA, '/contact/');
    const form = await readyForm(page, 'Send us an enquiry');
    await fillEnquiry(form, uniquePhone());
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(form.locator('.lead-form__summary').getByRole('listitem')).toHaveText([
      MESSAGES.postcode,
      'Please send url as the http(s) address of the page.',
    ]);
    await expect(form.getByLabel('Postcode')).toBeFocused();
    await expect(form.getByLabel('Postcode')).toHaveAccessibleDescription(MESSAGES.postcode);
  });

  test('a failing API: the browser alert and the returned error in a red alert (spec §8)', async ({ page }) => {
    const seen = alerts(page);
    await fakeLeadApi(page, () => ({ status: 503, json: { error: MESSAGES.submitFailed } }));
    await openPage(page, TOYOTA, '/contact/');
    const form = await readyForm(page, 'Send us an enquiry');
    await fillEnquiry(form, uniquePhone());
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(form.getByRole('alert')).toHaveText(MESSAGES.submitFailed);
    await expect.poll(() => seen).toEqual([MESSAGES.submitFailed]);
    await expect(form.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled();
    await expect(page).toHaveURL(siteUrl(TOYOTA, '/contact/'));
  });

  test('an answer with neither lead_id nor error: An unexpected error occured', async ({ page }) => {
    const seen = alerts(page);
    await fakeLeadApi(page, () => ({ status: 200, json: {} }));
    await openPage(page, TOYOTA, '/contact/');
    const form = await readyForm(page, 'Send us an enquiry');
    await fillEnquiry(form, uniquePhone());
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(form.getByRole('alert')).toHaveText(MESSAGES.unexpected);
    await expect.poll(() => seen).toEqual([MESSAGES.submitFailed]);
  });

  test('while sending: spinner, button disabled, form busy; a retry after no answer keeps its key', async ({
    page,
  }) => {
    alerts(page);
    const requests = await fakeLeadApi(page, () => 'no answer');
    await openPage(page, TOYOTA, '/contact/');
    const form = await readyForm(page, 'Send us an enquiry');
    await fillEnquiry(form, uniquePhone());
    const button = form.getByRole('button', { name: 'Send Enquiry' });
    await button.click();
    // no answer twice (the form tries once more by itself): the spec's failure text
    await expect(form.getByRole('alert')).toHaveText(MESSAGES.submitFailed);
    expect(requests).toHaveLength(2);

    await page.unroute('**/api/leads');
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/leads', async (route) => {
      requests.push(route.request());
      await answered;
      await route.fulfill({ status: 201, json: { lead_id: 'L-1' } });
    });
    await button.click();
    const sending = form.getByRole('button', { name: 'Sending…' });
    await expect(sending).toBeDisabled();
    await expect(form.locator('.lead-form__spinner')).toBeVisible();
    await expect(form).toHaveAttribute('aria-busy', 'true');
    answer();
    await expect(page).toHaveURL(siteUrl(TOYOTA, '/success'));
    const keys = requests.map((request) => request.headers()['idempotency-key']);
    expect(new Set(keys).size).toBe(1);
  });

  test('a group site offers its dealerships and locations by name and requires both', async ({ page }) => {
    const phone = uniquePhone();
    await openPage(page, GROUP, '/contact-us/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    const form = await readyForm(page, 'Send us an enquiry');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    const items = form.locator('.lead-form__summary').getByRole('listitem');
    await expect(items).toContainText([MESSAGES.location, MESSAGES.dealership]);

    const site = demoSite(GROUP);
    const dealership = site.dealerships[1]!;
    const location = site.locations.find((l) => l.dealershipSlug === dealership.slug)!;
    await fillEnquiry(form, phone);
    await form.getByLabel('Dealership').selectOption({ label: dealership.name });
    await form.getByLabel('Location').selectOption({ label: location.name });
    const leadRequest = page.waitForRequest((r) => r.url().endsWith('/api/leads'));
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    expect((await leadRequest).postDataJSON()).toMatchObject({
      dealership_slug: dealership.slug,
      location: location.slug,
    });
    // the API agrees with the form it was built alongside
    await expect(page).toHaveURL(siteUrl(GROUP, '/success'));
  });
});

test.describe('test drive form (spec §5, multistep)', () => {
  test('two steps, then /success; the booking date is optional', async ({ page }) => {
    const phone = uniquePhone();
    const leadIds = await recordLeadIds(page);
    await openPage(page, TOYOTA, '/book-test-drive/');
    const form = await readyForm(page, 'Your test drive');
    await expect(form.getByRole('list', { name: 'Form steps' }).getByRole('listitem')).toHaveText([
      '1Step 1 of 2: Your details',
      '2Step 2 of 2: Your test drive',
    ]);

    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.locator('.lead-form__summary').getByRole('listitem')).toHaveText([
      MESSAGES.name,
      MESSAGES.email,
      MESSAGES.phone,
    ]);
    await expect(form.getByLabel('First Name')).toBeFocused();

    await form.getByLabel('First Name').fill('Sam');
    await form.getByLabel('Email').fill('sam@example.com');
    await form.getByLabel('Mobile').fill(phone);
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByRole('group', { name: 'Step 2 of 2: Your test drive' })).toBeVisible();
    await expect(form.getByLabel('Test Drive Booking Date')).toHaveAttribute('type', 'datetime-local');
    await expect(form.getByLabel('Test Drive Booking Date')).not.toHaveAttribute('aria-required', 'true');

    // this site shows the terms notice: its box must be ticked
    await form.getByRole('button', { name: 'Book Test Drive' }).click();
    await expect(form.locator('.lead-form__summary').getByRole('listitem')).toHaveText([MESSAGES.terms]);
    await expect(form.getByLabel('I agree to the terms of use.')).toBeFocused();

    await form.getByRole('button', { name: 'Back' }).click();
    await expect(form.getByLabel('First Name')).toHaveValue('Sam');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('Test Drive Booking Date').fill('2030-07-01T10:30');
    await form.getByLabel('I agree to the terms of use.').check();
    const leadRequest = page.waitForRequest((r) => r.url().endsWith('/api/leads'));
    await form.getByRole('button', { name: 'Book Test Drive' }).click();
    expect((await leadRequest).postDataJSON()).toMatchObject({
      kind: 'test-drive',
      name: 'Sam',
      phone,
      appointment: '2030-07-01T10:30',
      message: '',
      terms_conditions: true,
    });
    await expect(page).toHaveURL(siteUrl(TOYOTA, '/success'));
    await expect(page.locator('main')).toContainText('We have received your Test Drive request.');
    expect((await deliveredLead(leadIds[0]!)).subject).toBe('New test drive lead – Harbourside Toyota');
  });

  test('a failing API shows the returned error on the form, without a browser alert', async ({ page }) => {
    const seen = alerts(page);
    await fakeLeadApi(page, () => ({ status: 429, json: { error: 'Too many enquiries from here in a short time.' } }));
    await openPage(page, TOYOTA, '/book-test-drive/');
    const form = await readyForm(page, 'Your test drive');
    await form.getByLabel('First Name').fill('Sam');
    await form.getByLabel('Email').fill('sam@example.com');
    await form.getByLabel('Mobile').fill(uniquePhone());
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('I agree to the terms of use.').check();
    await form.getByRole('button', { name: 'Book Test Drive' }).click();
    await expect(form.getByRole('alert')).toHaveText('Too many enquiries from here in a short time.');
    await expect(form.getByRole('alert')).toBeFocused();
    expect(seen).toEqual([]);
  });
});

test.describe('lead dialogs (spec §2 modals for enquiry and test-drive booking)', () => {
  test('a model page’s Book a Test Drive opens the form in a dialog; it sends the model along', async ({ page }) => {
    const requests = await fakeLeadApi(page, () => ({ status: 201, json: { lead_id: 'L-2' } }));
    await openPage(page, TOYOTA, '/toyota-rav4/');
    const trigger = page.getByRole('link', { name: 'Book a Test Drive of the Toyota RAV4' });
    await expect(trigger).toHaveAttribute('href', '/book-test-drive/');
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Book a test drive of the Toyota RAV4' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    const form = await readyForm(page, 'Book a test drive of the Toyota RAV4');
    expect(await accessibilityProblems(page, 'dialog[open]')).toEqual([]);
    await form.getByLabel('First Name').fill('Ali');
    await form.getByLabel('Email').fill('ali@example.com');
    await form.getByLabel('Mobile').fill(uniquePhone());
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('I agree to the terms of use.').check();
    await form.getByRole('button', { name: 'Book Test Drive' }).click();
    await expect(page).toHaveURL(siteUrl(TOYOTA, '/success'));
    expect(requests[0]?.postDataJSON()).toMatchObject({
      kind: 'test-drive',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'RAV4',
    });
  });

  test('the enquiry dialog starts with a message about the model', async ({ page }) => {
    await openPage(page, TOYOTA, '/toyota-rav4/');
    await page.getByRole('link', { name: 'Enquire now about the Toyota RAV4' }).click();
    const form = await readyForm(page, 'Enquire about the Toyota RAV4');
    await expect(form.getByLabel('Comments')).toHaveValue('I would like to know more about the Toyota RAV4.');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test('/success names the car the last lead was about (spec §4: the stored car)', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'lead-success',
      JSON.stringify({ category: 'General Enquiry', car: { id: '42', name: '2023 Toyota RAV4 GX', car_type: 'used' } }),
    ),
  );
  await openPage(page, TOYOTA, '/success/');
  await expect(page.locator('main')).toContainText('We have received your General Enquiry request.');
  await expect(page.locator('main figure').getByRole('link', { name: '2023 Toyota RAV4 GX' })).toBeVisible();
});

/** The enquiry form filled in full with valid values. */
async function fillEnquiry(form: Locator, phone: string) {
  await form.getByLabel('First Name').fill('Jane');
  await form.getByLabel('Email').fill('jane@example.com');
  await form.getByLabel('Mobile').fill(phone);
  await form.getByLabel('Postcode').fill('3000');
  await form.getByLabel('Comments').fill('Please call me back.');
  await form.getByLabel('I agree to the terms of use.').check();
}
