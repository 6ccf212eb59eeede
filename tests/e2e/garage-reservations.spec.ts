// Issue 28: a shopper cancels a reservation from the garage (as from the confirmation e-mail's
// link). drivewise-online needs sign-in to check out, and its garage is /myblinkr: reserve a
// car through its checkout page, see the reservation in the garage, cancel it there behind a
// confirmation (by keyboard too), see it cancelled, and reserve the car again.
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { GARAGE_RESERVATION_TEXTS as TEXTS } from '../../src/domain/reservations/garage-reservations.ts';
import { RESERVATION_PAGE_TEXTS } from '../../src/domain/reservations/reservation-actions.ts';
import { carCheckoutHref, carHref } from '../../src/site-urls.ts';
import { accessibilityProblems } from '../support/e2e/accessibility.ts';
import { freeCar, payAndReserve, payButton } from '../support/e2e/checkout.ts';
import { signInOnPage } from '../support/e2e/sign-in.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';

const SLUG = 'drivewise-online';
const GARAGE = siteUrl(SLUG, '/myblinkr');

const reservations = (page: Page) => page.locator('section[data-reservations]');
const items = (page: Page) => reservations(page).getByRole('listitem');

async function openGarage(page: Page): Promise<void> {
  await page.goto(GARAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'My garage' })).toBeVisible();
  await expect(reservations(page).getByRole('status')).not.toHaveText(TEXTS.loading);
}

test('a reservation made at checkout shows in the garage, is cancelled there, and the car can be reserved again (390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await dismissPopup(page, demoSite(SLUG));
  // from the start of the list: checkout.spec.ts reserves from its end
  const car = await freeCar(SLUG, 'buy-online', 0, 'start');
  const checkout = siteUrl(SLUG, carCheckoutHref(car, 'buy-online'));

  // reserve: the checkout sends a visitor to sign in first, then comes back to the car
  await page.goto(checkout);
  await expect(page).toHaveURL(/\/sign-in\?type=checkout&redirect=/);
  await signInOnPage(page);
  await expect(page).toHaveURL(checkout);
  const reference = await payAndReserve(page);

  // the garage lists it: the car linked, held until the hold ends, Cancel offered
  await openGarage(page);
  await expect(reservations(page).getByRole('heading', { level: 2, name: TEXTS.heading })).toBeVisible();
  await expect(items(page)).toHaveCount(1);
  const item = items(page).first();
  await expect(item).toContainText(`${TEXTS.reference} ${reference}`);
  await expect(item).toContainText(`${TEXTS.deposit} $200`);
  await expect(item).toContainText(
    /Reserved: the deposit is held on the card until \w+day \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} [ap]m [A-Z]+\./,
  );
  await expect(item.getByRole('link')).toHaveAttribute('href', carHref(car));
  const carName = (await item.getByRole('link').textContent())!;
  const cancel = item.getByRole('button', { name: `${TEXTS.cancel}: ${carName}` });
  await expect(cancel).toBeVisible();
  expect(await accessibilityProblems(page, 'section[data-reservations]')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // the confirmation: Keep has the focus, Escape keeps the reservation and the focus returns to Cancel
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: TEXTS.confirmHeading });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(TEXTS.confirmText(carName, '$200'));
  await expect(dialog.getByRole('button', { name: TEXTS.keep })).toBeFocused();
  expect(await accessibilityProblems(page, 'section[data-reservations]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();
  await expect(item).toContainText('Reserved:');

  // by keyboard: open it again, move to 'Yes, cancel it' and press it
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: TEXTS.confirm })).toBeFocused();
  await page.keyboard.press('Enter');

  // cancelled: said in the section's status line, the row's status changed and its Cancel gone
  await expect(dialog).toBeHidden();
  await expect(reservations(page).getByRole('status')).toHaveText(TEXTS.cancelled(carName));
  await expect(item).toContainText(RESERVATION_PAGE_TEXTS.status.cancelled);
  await expect(item.getByRole('button')).toHaveCount(0);
  await expect(reservations(page).getByRole('heading', { level: 2, name: TEXTS.heading })).toBeFocused();

  // and so it stays
  await openGarage(page);
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).first()).toContainText(RESERVATION_PAGE_TEXTS.status.cancelled);

  // the car is free again: the checkout takes a new reservation of it
  await page.goto(checkout);
  await expect(payButton(page)).toBeEnabled();
  const again = await payAndReserve(page);
  expect(again).not.toBe(reference);
  await openGarage(page);
  await expect(items(page)).toHaveCount(2);
  await expect(items(page).first()).toContainText(again);
  await expect(
    items(page)
      .first()
      .getByRole('button', { name: new RegExp(`^${TEXTS.cancel}`) }),
  ).toBeVisible();
  await expect(items(page).nth(1)).toContainText(RESERVATION_PAGE_TEXTS.status.cancelled);
});
