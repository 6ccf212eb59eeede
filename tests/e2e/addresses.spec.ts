// Addresses read as addresses (the contact page once said "Mayfield EastNSW2304"): every one
// the site prints is a schema.org PostalAddress with its parts marked up and separated, on the
// contact page, the service page's centres and the vehicle page's location. And the vehicle
// page promises no AI assistant while none exists.
import { expect, test, type Locator } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { isAvailable } from '../../src/domain/car/availability.ts';
import { demoSite } from '../support/e2e/site.ts';
import { carWhere, openVehicle, section, sidebar } from '../support/e2e/vehicle.ts';

const POSTAL_ADDRESS = '[itemtype="https://schema.org/PostalAddress"]';

/** The parts of a microdata PostalAddress, by itemprop. */
async function itemprops(address: Locator): Promise<Record<string, string>> {
  return address.evaluate((element) =>
    Object.fromEntries(
      [...element.querySelectorAll('[itemprop]')].map((part) => [
        part.getAttribute('itemprop'),
        part.getAttribute('content') ?? part.textContent?.trim(),
      ]),
    ),
  );
}

test('the contact page prints each location as a PostalAddress, street on its own line, parts separated', async ({
  page,
}) => {
  const site = demoSite('harbourside-toyota');
  await page.goto(siteUrl(site.slug, '/contact/'));
  const addresses = page.locator(`.contact-locations ${POSTAL_ADDRESS}`);
  const visible = site.locations.filter((location) => location.visible !== false);
  await expect(addresses).toHaveCount(visible.length);
  for (const [i, address] of (await addresses.all()).entries()) {
    const parts = await itemprops(address);
    const location = visible.find((l) => l.address.street === parts.streetAddress);
    expect(location, `a location at ${parts.streetAddress}`).toBeDefined();
    const { street, city, state, postcode } = location!.address;
    expect(parts, `address ${i}`).toEqual({
      streetAddress: street,
      addressLocality: city,
      addressRegion: state,
      postalCode: postcode,
      addressCountry: 'AU',
    });
    expect(await address.innerText()).toBe(`${street}\n${city} ${state} ${postcode}`);
  }
});

test('the service page lists its centres with their addresses on one line, comma and spaces between', async ({
  page,
}) => {
  const site = demoSite('harbourside-toyota');
  await page.goto(siteUrl(site.slug, '/service/'));
  const address = page.locator(`li ${POSTAL_ADDRESS}`).first();
  const { streetAddress, addressLocality, addressRegion, postalCode } = await itemprops(address);
  expect(await address.innerText()).toBe(`${streetAddress}, ${addressLocality} ${addressRegion} ${postalCode}`);
});

test('the vehicle page names where the car is as a PostalAddress', async ({ page }) => {
  const slug = 'southern-cross-motors';
  const car = await carWhere(slug, 'is available with a location', (c) => isAvailable(c) && c.location !== null);
  await openVehicle(page, slug, car);
  const address = section(page, 'map').locator(POSTAL_ADDRESS);
  const { street, city, state, postcode } = car.location!.address;
  expect(await itemprops(address)).toMatchObject({
    streetAddress: street,
    addressLocality: city,
    addressRegion: state,
    postalCode: postcode,
  });
  expect(await address.innerText()).toBe(`${car.location!.name}\n${street}\n${city} ${state} ${postcode}`);
});

test('no button on the vehicle page promises an AI assistant, though the site’s switch asks for one', async ({
  page,
}) => {
  const slug = 'harbourside-toyota';
  expect(demoSite(slug).features.chatAssistant.enabled).toBe(true);
  await openVehicle(page, slug, await carWhere(slug, 'is available', isAvailable));
  await expect(sidebar(page).getByRole('link', { name: 'Enquire', exact: true })).toBeVisible();
  await expect(page.getByText(/\bAI\b|assistant/i)).toHaveCount(0);
});
