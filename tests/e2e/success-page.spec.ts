// spec §2 /success after a lead: what was sent (the car, with its photo, title and price), a
// short reference the dealer finds the lead by, what happens next and the dealer's contact;
// a direct visit still thanks and gives the main contact.
import { expect, test } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { isAvailable } from '../../src/domain/car/availability.ts';
import { readyForm } from '../support/e2e/lead-forms.ts';
import { deliveredLead, demoSite, dismissPopup, recordLeadIds } from '../support/e2e/site.ts';
import { carWhere, fillContact, openVehicle, sidebar } from '../support/e2e/vehicle.ts';

const SLUG = 'southern-cross-motors';

test('an enquiry about a car lands on /success with the car, a reference to the stored lead, next steps and the dealer', async ({
  page,
}) => {
  const site = demoSite(SLUG);
  const car = await carWhere(
    SLUG,
    'is available, priced and photographed',
    (c) => isAvailable(c) && c.price > 10 && c.photos_count > 0,
  );
  await openVehicle(page, SLUG, car);
  const price = (await sidebar(page).locator('[data-price]').textContent())!.trim();
  await sidebar(page).getByRole('link', { name: 'Enquire', exact: true }).click();
  const form = await readyForm(page, 'Quick Enquiry');
  await fillContact(form);
  await form.getByLabel('Comments').fill('Is it still available?');
  const ids = await recordLeadIds(page);
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(page).toHaveURL(siteUrl(SLUG, '/success'));
  expect(page.url()).not.toContain('sam@example.com');
  expect(new URL(page.url()).search).toBe('');

  const main = page.locator('main');
  await expect(main).toContainText('We have received your');
  const figure = main.locator('figure');
  await expect(figure.getByRole('link', { name: car.name })).toHaveAttribute('href', `/cars/${car.slug}`);
  await expect(figure).toContainText(price);
  const photo = figure.locator('img');
  await expect(photo).toBeVisible();
  // the photo loads (the stand-in CDN resizes it on first request): a broken picture never does
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // the reference is the start of the stored lead's id, and the dealer's ADF e-mail prints it
  expect(ids).toHaveLength(1);
  const reference = ids[0]!.replace(/-/g, '').slice(0, 8).toUpperCase();
  await expect(main.getByText('Your reference:')).toHaveText(`Your reference: ${reference}`);
  const { text } = await deliveredLead(ids[0]!);
  expect(text).toContain(`Reference: ${reference}`);

  const next = main.getByRole('region', { name: 'What happens next' });
  await expect(next).toContainText('Our team will read your enquiry and get back to you by phone or e-mail.');

  const contacts = main.getByRole('region', { name: 'Contact us' }).locator('[data-success-contact]:visible');
  await expect(contacts).toHaveCount(1);
  const dealershipLocations = site.locations.filter((l) => l.dealershipSlug === car.dealership_slug);
  const location = dealershipLocations[0]!;
  await expect(contacts).toContainText(location.name);
  const phone = (location.departments.find((d) => d.type === 'sales') ?? location.departments[0])!.phone;
  await expect(contacts.getByRole('link', { name: phone })).toHaveAttribute('href', /^tel:/);
  await expect(contacts.getByRole('link', { name: location.email ?? site.contact.email })).toBeVisible();
});

test("a sold car's Find Me Something Similar lands on /success with the car's photo and title, as other car leads do", async ({
  page,
}) => {
  const sold = await carWhere(SLUG, 'is sold and photographed', (c) => c.status === 'sold' && c.photos_count > 0);
  await openVehicle(page, SLUG, sold);
  const form = await readyForm(page, 'Like this and want something similar?');
  await fillContact(form);
  await form.getByRole('button', { name: 'Find Me Something Similar' }).click();
  await expect(page).toHaveURL(siteUrl(SLUG, '/success'));
  const figure = page.locator('main figure');
  await expect(figure.getByRole('link', { name: sold.name })).toHaveAttribute('href', `/cars/${sold.slug}`);
  const photo = figure.locator('img');
  await expect(photo).toBeVisible();
  // the photo loads (the stand-in CDN resizes it on first request): a broken picture never does
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('visited directly, /success thanks the shopper and gives the main contact, with nothing about a lead', async ({
  page,
}) => {
  const site = demoSite(SLUG);
  await dismissPopup(page, site);
  await page.goto(siteUrl(SLUG, '/success'));
  const main = page.locator('main');
  await expect(main).toContainText(`Thank you for contacting ${site.name}.`);
  await expect(main.getByText('Your reference:')).toBeHidden();
  await expect(main.locator('figure')).toBeHidden();
  await expect(main.getByRole('heading', { name: 'What happens next' })).toBeHidden();
  const contacts = main.getByRole('region', { name: 'Contact us' }).locator('[data-success-contact]:visible');
  await expect(contacts).toHaveCount(1);
  await expect(contacts.getByRole('link', { name: site.contact.phone })).toBeVisible();
  await expect(contacts.getByRole('link', { name: site.contact.email })).toBeVisible();
});
