import { expect, type Locator, type Page } from '@playwright/test';
import { siteUrl } from '../../../playwright.config.ts';
import { loadInventory } from '../../../src/catalog/inventory/load.ts';
import type { Car } from '../../../src/catalog/schema/car.ts';
import { isAvailable } from '../../../src/domain/car/availability.ts';
import { hasVehiclePage } from '../../../src/domain/car/vehicle-page.ts';
import { financeEligibility } from '../../../src/domain/finance/eligibility.ts';
import { readyForm, uniquePhone } from './lead-forms.ts';
import { demoSite, dismissPopup } from './site.ts';

const stock = new Map<string, Promise<Car[]>>();

/** The tenant's cars that have a vehicle page (the seeded demo stock the build rendered). */
export function vehicleCars(slug: string): Promise<Car[]> {
  let cars = stock.get(slug);
  if (!cars) {
    const site = demoSite(slug);
    cars = loadInventory(site, { tenantDir: `tenants/${slug}`, now: new Date() }).then((inventory) =>
      inventory.cars.filter((car) => hasVehiclePage(car, site)),
    );
    stock.set(slug, cars);
  }
  return cars;
}

/** The first car of the tenant that matches, or a failed test saying what was looked for. */
export async function carWhere(slug: string, what: string, test: (car: Car) => boolean): Promise<Car> {
  const car = (await vehicleCars(slug)).find(test);
  if (!car) throw new Error(`${slug} has no car that ${what}`);
  return car;
}

/** A vehicle page with its scripts running and the promotional popup out of the way. */
export async function openVehicle(page: Page, slug: string, car: Pick<Car, 'slug'>): Promise<void> {
  await dismissPopup(page, demoSite(slug));
  await page.goto(siteUrl(slug, `/cars/${car.slug}`));
  await expect(page.locator('.vehicle')).toHaveAttribute('data-ready', 'true');
}

export const sidebar = (page: Page) => page.locator('.vehicle-sidebar');
export const section = (page: Page, name: string) => page.locator(`[data-section="${name}"]`);

/** Fills a car form's contact fields (and its postcode and terms where it asks), ready to send. */
export async function fillContact(form: Locator): Promise<void> {
  await form.getByLabel('First Name').fill('Sam');
  await form.getByLabel('Email').fill('sam@example.com');
  await form.getByLabel('Mobile').fill(uniquePhone());
  const optional = [
    form.getByLabel('Last Name'),
    form.getByLabel('Postcode'),
    form.getByLabel('I agree to the terms of use.'),
  ] as const;
  const [lastName, postcode, terms] = optional;
  if ((await lastName.count()) > 0) await lastName.fill('Shopper');
  if ((await postcode.count()) > 0) await postcode.fill('2000');
  if ((await terms.count()) > 0 && (await terms.isVisible())) await terms.check();
}

/** An available used car whose page links its history report (spec §9 event 60). */
export function usedCarWithHistoryReport(slug: string): Promise<Car> {
  return carWhere(
    slug,
    'is an available used car with a history report',
    (c) => isAvailable(c) && c.car_type === 'used' && Boolean(c.file),
  );
}

/** Opens the vehicle page's Test Drive booking and fills both its steps: the form, ready to send. */
export async function fillTestDrive(page: Page): Promise<Locator> {
  await sidebar(page).getByRole('link', { name: 'Test Drive' }).click();
  const form = await readyForm(page, 'Book a Test Drive');
  await fillContact(form);
  await form.getByRole('button', { name: 'Next' }).click();
  const terms = form.getByLabel('I agree to the terms of use.');
  if ((await terms.count()) > 0) await terms.check();
  return form;
}

/** An available car whose page shows a finance quote (and so the finance disclaimer). */
export async function financedCar(slug: string): Promise<Car> {
  const site = demoSite(slug);
  return carWhere(
    slug,
    'has a finance quote',
    (c) =>
      isAvailable(c) &&
      financeEligibility(c, { finance: site.finance, currentYear: new Date().getFullYear() }).eligible,
  );
}
