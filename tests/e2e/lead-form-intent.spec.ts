// A page's lead form hydrates at the shopper's first move on it (client:intent): a form page
// only looked at runs none of React during its load, what a shopper types, chooses and ticks
// while the form's code comes is kept and sent, and a form with something to show at once (a
// link's prefilled field, details this browser remembers) comes to life without a move.
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { fakeLeadApi, openPage, uniquePhone } from '../support/e2e/lead-forms.ts';

const TOYOTA = 'harbourside-toyota';
const GROUP = 'southern-cross-motors';
const formOf = (page: Page) => page.getByRole('form', { name: 'Send us an enquiry' });

/** Holds the form island's code back until `release` is called, so that what comes first is typed into dead HTML. */
async function holdFormCode(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/LeadForm\.[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a form page only looked at leaves its form as built, and fetches its code while idle', async ({ page }) => {
  const code = page.waitForResponse((response) => /\/_astro\/LeadForm\.[\w-]+\.js$/.test(response.url()));
  await openPage(page, TOYOTA, '/contact/');
  expect((await code).ok()).toBe(true);
  const island = page.locator('astro-island[client="intent"]').filter({ has: formOf(page) });
  await expect(island).toHaveAttribute('ssr', '');
  await expect(formOf(page)).not.toHaveAttribute('data-ready', 'true');
  // the build's form is whole: every field, and its button waiting
  await expect(formOf(page).getByLabel('First Name')).toBeVisible();
  await expect(formOf(page).getByRole('button', { name: 'Send Enquiry' })).toBeDisabled();
});

test('what is typed, chosen and ticked while the form comes to life is kept and sent', async ({ page }) => {
  const release = await holdFormCode(page);
  const requests = await fakeLeadApi(page, () => ({ status: 201, json: { lead_id: 'L-1' } }));
  await openPage(page, TOYOTA, '/contact/');
  const form = formOf(page);
  const phone = uniquePhone();
  await form.getByLabel('First Name').click();
  await page.keyboard.type('Jane');
  await form.getByLabel('Last Name').fill('Citizen');
  await form.getByLabel('Email').fill('jane@example.com');
  await form.getByLabel('Mobile').fill(phone);
  await form.getByLabel('Postcode').fill('2293');
  await form.getByLabel('Category').selectOption('Sales Enquiry');
  await form.getByLabel('Comments').fill('Typed before the form was live.');
  await form.getByLabel('I agree to the terms of use.').click();
  await expect(form).not.toHaveAttribute('data-ready', 'true');

  release();
  await expect(form).toHaveAttribute('data-ready', 'true');
  await expect(form.getByLabel('First Name')).toHaveValue('Jane');
  await expect(form.getByLabel('Category')).toHaveValue('Sales Enquiry');
  await expect(form.getByLabel('I agree to the terms of use.')).toBeChecked();
  await expect(form.getByLabel('Comments')).toHaveValue('Typed before the form was live.');
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(page).toHaveURL(siteUrl(TOYOTA, '/success'));
  expect(requests[0]?.postDataJSON()).toMatchObject({
    name: 'Jane',
    last_name: 'Citizen',
    email: 'jane@example.com',
    phone,
    postcode: '2293',
    category: 'Sales Enquiry',
    message: 'Typed before the form was live.',
    terms_conditions: true,
  });
});

test('details this browser remembers show at once, without a move', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'user-details',
      JSON.stringify({ name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412 345 678' }),
    ),
  );
  await openPage(page, TOYOTA, '/contact/');
  await expect(formOf(page)).toHaveAttribute('data-ready', 'true');
  await expect(formOf(page).getByLabel('Email')).toHaveValue('jane@example.com');
});

test('a link that prefills a field shows it at once, without a move', async ({ page }) => {
  await openPage(page, GROUP, '/finance?vehiclePriceBudget=25000');
  const form = page.getByRole('form', { name: 'Send us your finance enquiry' });
  await expect(form).toHaveAttribute('data-ready', 'true');
  await expect(form.getByLabel('Vehicle Budget')).toHaveValue('25000');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap on a field brings the form to life, and the letters typed meanwhile stay', async ({ page }) => {
    const release = await holdFormCode(page);
    await openPage(page, TOYOTA, '/contact/');
    const form = formOf(page);
    await form.getByLabel('First Name').tap();
    await page.keyboard.type('Jane');
    release();
    await expect(form).toHaveAttribute('data-ready', 'true');
    await page.keyboard.type(' Lee');
    await expect(form.getByLabel('First Name')).toHaveValue('Jane Lee');
  });
});
