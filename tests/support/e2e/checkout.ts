import { expect, type Locator, type Page } from '@playwright/test';
import { isAvailable } from '../../../src/domain/car/availability.ts';
import { showsOnlinePurchase } from '../../../src/domain/car/visibility.ts';
import { reserveJourney, type ReservationJourney } from '../../../src/domain/reservations/checkout.ts';
import type { SearchDocument } from '../../../src/search/document.ts';
import { listedDocuments } from './listed-stock.ts';
import { demoSite } from './site.ts';
import { fetchFromSite } from './test-server.ts';

/** A test card the processor authorises, as a shopper types it. */
export const VISA = '4242 4242 4242 4242';
/** A test card the processor declines. */
export const DECLINED = '4000 0000 0000 0002';

/**
 * A car of the tenant the site reserves under `journey` (the online purchase: one it sells
 * online) that `where` accepts, not reserved yet on the test server (an earlier run on the same
 * data directory may hold some: the API is asked), and not taken by another test of this run:
 * each test asks for its own `nth` group of 8, counted from the end of the list (`from: 'end'`,
 * checkout.spec.ts) or from its start (`from: 'start'`).
 */
export async function freeCar(
  slug: string,
  journey: ReservationJourney,
  nth: number,
  from: 'start' | 'end' = 'end',
  where: (car: SearchDocument) => boolean = () => true,
): Promise<string> {
  const site = demoSite(slug);
  const offered = (car: SearchDocument) =>
    journey === 'purchase'
      ? showsOnlinePurchase(car, site.features.onlineBuying)
      : reserveJourney(car, site.features) === journey;
  const reservable = (await listedDocuments(slug)).filter(
    (car) => isAvailable(car) && !car.reserved && offered(car) && where(car),
  );
  const candidates = (from === 'end' ? reservable.reverse() : reservable).slice(nth * 8, nth * 8 + 8);
  for (const car of candidates) if (await isFree(slug, car.slug, journey)) return car.slug;
  throw new Error(`${slug}: no free car to reserve under ${journey}`);
}

/** Whether the test server would take a deposit on the car now: nobody holds it. */
async function isFree(slug: string, car: string, journey: ReservationJourney): Promise<boolean> {
  // the purchase's own questions need a signed-in shopper: the cards' live status says it as well
  if (journey === 'purchase') {
    const answer = await fetchFromSite(slug, `/api/cars/status?slugs=${car}`);
    return answer.status === 200 && !(JSON.parse(answer.text) as { reserved: string[] }).reserved.includes(car);
  }
  return (await fetchFromSite(slug, `/api/reservations/car/${car}?journey=${journey}`)).status === 200;
}

/** The test processor's card frame on the checkout page. */
export const cardFrame = (page: Page) => page.frameLocator('.checkout__card iframe');

/** Types a card into the processor's frame, as a shopper does (expiry 12/34, CVC 123). */
export async function typeCard(page: Page, number: string): Promise<void> {
  const frame = cardFrame(page);
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel(/Expiry/).fill('12 / 34');
  await frame.getByLabel(/CVC/).fill('123');
}

/** The checkout page's form of the shopper's details. */
export const checkoutForm = (page: Page): Locator => page.locator('form.checkout__form');

/** Fills the checkout's details; Mobile only when the page did not fill it in (a signed-in shopper's number). */
export async function fillDetails(page: Page): Promise<void> {
  const form = checkoutForm(page);
  await form.getByLabel('First Name').fill('Alex');
  await form.getByLabel('Last Name').fill('Driver');
  await form.getByLabel('Email').fill('alex.driver@example.com');
  const mobile = form.getByLabel('Mobile');
  if (!(await mobile.inputValue())) await mobile.fill('0412 345 678');
}

/** The checkout's Pay button ('Pay $200 deposit and reserve'). */
export const payButton = (page: Page) => page.getByRole('button', { name: /^Pay \$[\d,]+ deposit and reserve$/ });

/** Pays with the test Visa on the checkout page the browser is on; the reference the page confirms. */
export async function payAndReserve(page: Page): Promise<string> {
  await fillDetails(page);
  await typeCard(page, VISA);
  await payButton(page).click();
  const reference = page.locator('.checkout__done').getByText(/^Your reference: [A-Z0-9]{8}$/);
  await expect(reference).toBeVisible();
  return (await reference.textContent())!.replace('Your reference: ', '');
}
