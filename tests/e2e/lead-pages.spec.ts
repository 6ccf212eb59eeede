// The lead form pages of spec §2 as a shopper uses them: the fleet 'Get In Touch' banner, sell
// your car (rego, state, kilometres first), finance with the car its link carries, service
// booking (the API files it under the chosen centre's dealership), and the other forms' pages.
// The API limits each phone number to 5 leads an hour: three tests send a real lead, each with
// a phone number of its own; the rest answer for it.
import { expect, test } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { accessibilityProblems } from '../support/e2e/accessibility.ts';
import { financeLinkHref, LEAD_PAGES, routeHref } from '../../src/site-urls.ts';
import { fakeLeadApi, openPage, readyForm, uniquePhone } from '../support/e2e/lead-forms.ts';
import { deliveredLead, demoSite, recordLeadIds } from '../support/e2e/site.ts';

const TOYOTA = 'harbourside-toyota';
const GROUP = 'southern-cross-motors';
const VIN = 'KNADN512AP6812345';

const MESSAGES = {
  fixErrors: 'Please fix the following errors:',
  rego: 'Please enter the car’s registration number.',
  state: 'Please choose the state the car is registered in.',
  kms: 'Please enter the kilometres on the odometer.',
  kmsInvalid: 'Please enter the kilometres as a whole number, e.g. 45000.',
  name: 'Please enter your first name.',
  email: 'Please enter your email address.',
  phone: 'Please enter your phone number.',
  postcode: 'Invalid postcode. Please enter a 4-digit number.',
};

test('fleet: the Get In Touch banner form is sent and lands on /success', async ({ page }) => {
  const phone = uniquePhone();
  const leadIds = await recordLeadIds(page);
  await openPage(page, TOYOTA, '/fleet/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fleet Sales');
  const banner = page.getByRole('region', { name: 'Get In Touch' });
  await expect(banner).toHaveClass(/lead-form-section--banner/);
  const form = await readyForm(page, 'Get In Touch');
  await form.getByLabel('First Name').fill('Morgan');
  await form.getByLabel('Email').fill('morgan@hunterplumbing.example');
  await form.getByLabel('Mobile').fill(phone);
  await form.getByLabel('Company').fill('Hunter Plumbing Pty Ltd');
  await form.getByLabel('Fleet Size').fill('12');
  await form.getByLabel('Comments').fill('Six HiLux utes and six Corolla hatches this year.');

  const leadRequest = page.waitForRequest((r) => r.url().endsWith('/api/leads'));
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  const lead = await leadRequest;
  expect(lead.postDataJSON()).toMatchObject({
    kind: 'fleet',
    name: 'Morgan',
    phone,
    company: 'Hunter Plumbing Pty Ltd',
    fleetSize: 12,
  });
  await expect(page).toHaveURL(siteUrl(TOYOTA, '/success'));
  // stored, and delivered to the dealership as an ADF e-mail
  expect((await deliveredLead(leadIds[0]!)).subject).toContain('fleet');
  await expect(page.locator('main')).toContainText('We have received your Sales Enquiry request.');
});

test.describe('sell your car (spec §2 /trade-in, /sell-your-car, /sell-my-car)', () => {
  test('the car first, then the seller; sent, it lands on /success', async ({ page }) => {
    const phone = uniquePhone();
    const leadIds = await recordLeadIds(page);
    await openPage(page, GROUP, '/sell-my-car/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell Your Car');
    // one page at three addresses: /trade-in is its own
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/trade-in$/);
    const form = await readyForm(page, 'Get an offer for your car');
    await form.getByLabel('Rego').fill('1ABC234');
    await form.getByLabel('State').selectOption('VIC');
    await form.getByLabel('Kilometres').fill('45,000');
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByRole('group', { name: 'Step 2 of 2: Your details' })).toBeVisible();
    await form.getByLabel('First Name').fill('Priya');
    await form.getByLabel('Email').fill('priya@example.com');
    await form.getByLabel('Mobile').fill(phone);
    await form.getByLabel('Postcode').fill('3199');

    const leadRequest = page.waitForRequest((r) => r.url().endsWith('/api/leads'));
    await form.getByRole('button', { name: 'Request an Offer' }).click();
    const lead = await leadRequest;
    expect(lead.postDataJSON()).toMatchObject({
      kind: 'trade-in',
      rego: '1ABC234',
      regoState: 'VIC',
      kms: 45000,
      name: 'Priya',
      phone,
      postcode: '3199',
    });
    await expect(page).toHaveURL(siteUrl(GROUP, '/success'));
    expect((await deliveredLead(leadIds[0]!)).subject).toContain('trade-in');
    await expect(page.locator('main')).toContainText('We have received your Trade-in Enquiry request.');
  });

  test('shows the rego, state and kilometres messages before the seller’s', async ({ page }) => {
    const requests = await fakeLeadApi(page, () => ({ status: 500, json: {} }));
    await openPage(page, TOYOTA, '/trade-in/');
    const form = await readyForm(page, 'Get an offer for your car');
    await form.getByRole('button', { name: 'Next' }).click();

    const list = form.locator('.lead-form__summary');
    await expect(list).toContainText(MESSAGES.fixErrors);
    await expect(list.getByRole('listitem')).toHaveText([MESSAGES.rego, MESSAGES.state, MESSAGES.kms]);
    await expect(form.getByLabel('Rego')).toBeFocused();
    await expect(form.getByLabel('Rego')).toHaveAccessibleDescription(MESSAGES.rego);
    await expect(form.getByLabel('State')).toHaveAccessibleDescription(MESSAGES.state);
    await expect(form.getByLabel('Kilometres')).toHaveAttribute('aria-invalid', 'true');
    expect(await accessibilityProblems(page, '.lead-form')).toEqual([]);

    await form.getByLabel('Rego').fill('ABC123');
    await form.getByLabel('State').selectOption('NSW');
    await form.getByLabel('Kilometres').fill('about 45k');
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(list.getByRole('listitem')).toHaveText([MESSAGES.kmsInvalid]);
    await expect(form.getByLabel('Kilometres')).toBeFocused();
    await expect(form.getByLabel('Rego')).not.toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Kilometres').fill('45000');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('button', { name: 'Request an Offer' }).click();
    await expect(list.getByRole('listitem')).toHaveText([
      MESSAGES.name,
      MESSAGES.email,
      MESSAGES.phone,
      MESSAGES.postcode,
    ]);
    expect(requests).toHaveLength(0);
  });
});

test.describe('finance (spec §2 finance links)', () => {
  test('the link’s dealership and budget prefill the form; its car is sent with the lead', async ({ page }) => {
    const requests = await fakeLeadApi(page, () => ({ status: 201, json: { lead_id: 'L-F1' } }));
    const site = demoSite(GROUP);
    const dealership = site.dealerships[2]!;
    const href = financeLinkHref(site, {
      preferredDealership: dealership.slug,
      vehiclePriceBudget: 32990,
      car_id: '4821',
      car_type: 'used',
      vin: VIN,
    });
    expect(href).toMatch(/^\/finance\?.*#finance-form$/);
    await openPage(page, GROUP, href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.routes.finance.label);
    const form = await readyForm(page, 'Send us your finance enquiry');
    await expect(page.locator('#finance-form')).toBeInViewport();
    await expect(form.getByLabel('Preferred Dealership')).toHaveValue(dealership.slug);
    await expect(form.getByLabel('Preferred Dealership').locator('option:checked')).toHaveText(dealership.name);
    await expect(form.getByLabel('Vehicle Budget')).toHaveValue('32990');

    await form.getByLabel('First Name').fill('Lee');
    await form.getByLabel('Email').fill('lee@example.com');
    await form.getByLabel('Mobile').fill(uniquePhone());
    await form.getByLabel('Postcode').fill('7000');
    await form.getByRole('button', { name: 'Send Finance Enquiry' }).click();
    await expect(page).toHaveURL(siteUrl(GROUP, '/success'));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.postDataJSON()).toMatchObject({
      kind: 'finance-enquiry',
      preferredDealership: dealership.slug,
      vehiclePriceBudget: 32990,
      car_id: '4821',
      car_type: 'used',
      vin: VIN,
    });
  });

  test('every finance address shows the page, naming the site’s own; a link’s bad values are dropped', async ({
    page,
  }) => {
    const requests = await fakeLeadApi(page, () => ({ status: 201, json: { lead_id: 'L-F2' } }));
    const site = demoSite(GROUP);
    for (const path of LEAD_PAGES.finance) {
      await openPage(page, GROUP, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.routes.finance.label);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new URL(routeHref(site, 'finance'), site.domain).href,
      );
    }

    await openPage(
      page,
      GROUP,
      '/apply-for-finance/?preferredDealership=elsewhere&vehiclePriceBudget=lots&car_type=classic&car_id=99',
    );
    const form = await readyForm(page, 'Send us your finance enquiry');
    await expect(form.getByLabel('Preferred Dealership')).toHaveValue('');
    await expect(form.getByLabel('Vehicle Budget')).toHaveValue('');
    await form.getByLabel('First Name').fill('Lee');
    await form.getByLabel('Email').fill('lee@example.com');
    await form.getByLabel('Mobile').fill(uniquePhone());
    await form.getByLabel('Postcode').fill('7000');
    await form.getByRole('button', { name: 'Send Finance Enquiry' }).click();
    await expect(page).toHaveURL(siteUrl(GROUP, '/success'));
    const body = requests[0]!.postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ car_id: '99', preferredDealership: '', vehiclePriceBudget: '' });
    expect(body).not.toHaveProperty('car_type');
  });
});

test.describe('service booking (spec §2 /service, §7 the dealership of the chosen location)', () => {
  test('booked at a service centre, the lead goes to that centre’s dealership', async ({ page }) => {
    const site = demoSite(GROUP);
    const centre = site.locations.find((l) => l.slug === 'southern-cross-hobart')!;
    const dealership = site.dealerships.find((d) => d.slug === centre.dealershipSlug)!;
    const leadIds = await recordLeadIds(page);
    await openPage(page, GROUP, '/service/');
    const form = await readyForm(page, 'Your service booking');
    await form.getByLabel('First Name').fill('Sam');
    await form.getByLabel('Email').fill('sam@example.com');
    await form.getByLabel('Mobile').fill(uniquePhone());
    await form.getByLabel('Service Location').selectOption({ label: centre.name });
    await form.getByLabel('Vehicle').fill('2021 Mazda CX-5');
    await form.getByLabel('Kilometres').fill('60000');
    await form.getByLabel('Preferred Date').fill('2030-08-04T08:30');

    const leadRequest = page.waitForRequest((r) => r.url().endsWith('/api/leads'));
    await form.getByRole('button', { name: 'Request Booking' }).click();
    const lead = await leadRequest;
    expect(lead.postDataJSON()).toMatchObject({ kind: 'service-booking', location: centre.slug, kms: 60000 });
    expect(lead.postDataJSON()).not.toHaveProperty('dealership_slug');
    await expect(page).toHaveURL(siteUrl(GROUP, '/success'));
    // the API filed it under the centre's dealership, whose lead address got it
    expect((await deliveredLead(leadIds[0]!)).subject).toContain(dealership.name);
  });

  test('a dealer with its own booking page sends shoppers there', async ({ page }) => {
    const site = demoSite(TOYOTA);
    await openPage(page, TOYOTA, '/service/');
    await expect(page.getByRole('link', { name: 'Book a service online' })).toHaveAttribute(
      'href',
      routeHref(site, 'serviceBooking'),
    );
    await expect(page.getByRole('form')).toHaveCount(0);
  });
});

test.describe('the other lead pages show their form, hydrated', () => {
  for (const { path, heading, form, button } of [
    {
      path: '/vehicle-parts-and-accessories/',
      heading: 'Parts & Accessories',
      form: 'Ask for a part or accessory',
      button: 'Send Parts Enquiry',
    },
    {
      path: `${LEAD_PAGES.newVehicleEnquiry}/`,
      heading: 'New Vehicle Enquiry',
      form: 'Your enquiry',
      button: 'Send Enquiry',
    },
    {
      path: `${LEAD_PAGES.feedbackSurvey}/`,
      heading: 'Customer Feedback Survey',
      form: 'Your feedback',
      button: 'Send Feedback',
    },
  ]) {
    test(`${path}: ${form}`, async ({ page }) => {
      await openPage(page, GROUP, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const ready = await readyForm(page, form);
      await expect(ready.getByRole('button', { name: button })).toBeEnabled();
    });
  }
});
