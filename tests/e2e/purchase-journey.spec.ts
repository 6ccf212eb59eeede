// Issue 28, buying a car online (spec §2 /checkout-journey?car_id={slug}, §4 Online Purchase):
// from the vehicle page's Online Purchase button on each kind of dealer that sells online, a
// signed-in shopper's five steps (the drive-away estimate for their state, a trade-in, cash or
// finance, delivery or pick-up) kept on the server across a reload, the deposit declined and
// then paid in the processor's own frame, and the confirmation with its reference; and the
// same journey by keyboard alone.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import type { Car } from '../../src/catalog/schema/car.ts';
import { isAvailable } from '../../src/domain/car/availability.ts';
import { PURCHASE_STEP_TITLES, type PurchaseStep } from '../../src/domain/purchase/journey.ts';
import { purchaseJourneyHref } from '../../src/site-urls.ts';
import { accessibilityProblems } from '../support/e2e/accessibility.ts';
import { cardFrame, DECLINED, freeCar, typeCard, VISA } from '../support/e2e/checkout.ts';
import { signInOnPage } from '../support/e2e/sign-in.ts';
import { carWhere, openVehicle, sidebar } from '../support/e2e/vehicle.ts';

const stepForm = (page: Page) => page.locator('form.purchase__form');
const summary = (page: Page) => page.getByRole('complementary', { name: 'Your purchase' });
const continueButton = (page: Page) => stepForm(page).getByRole('button', { name: 'Continue' });

/** The step on screen: its heading has focus (it came) or is shown (a reload), and the step list marks it. */
async function expectStep(page: Page, step: PurchaseStep, focused = true): Promise<void> {
  const heading = page.getByRole('heading', { level: 2, name: new RegExp(`${PURCHASE_STEP_TITLES[step]}$`) });
  await expect(heading).toBeVisible();
  if (focused) await expect(heading).toBeFocused();
  const steps = page.getByRole('list', { name: 'Steps to buy online' });
  // the step's number beside its title is drawn, not read
  await expect(steps.locator('[aria-current="step"]')).toHaveText(new RegExp(`^\\d${PURCHASE_STEP_TITLES[step]}$`));
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus, at most `most` times, as a
 * keyboard user moves through a page. Inside the processor's frame, its document must hold focus.
 */
async function tabTo(page: Page, target: Locator, { back = false, most = 1 } = {}): Promise<void> {
  const focused = () => target.evaluate((element) => document.hasFocus() && element === document.activeElement);
  for (let presses = 0; presses < most && !(await focused()); presses++)
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  await expect(target).toBeFocused();
}

/** No WCAG 2.2 AA problem in the page's main part as it is now (axe). */
async function expectAccessible(page: Page): Promise<void> {
  expect(await accessibilityProblems(page, 'main')).toEqual([]);
}

/**
 * From the car's page: Online Purchase (clicked, unless `follow` says how), sign in as a shopper
 * does, and back on the purchase's first step.
 */
async function startFromVehiclePage(
  page: Page,
  slug: string,
  car: string,
  follow: (link: Locator) => Promise<void> = (link) => link.click(),
): Promise<void> {
  await openVehicle(page, slug, { slug: car });
  await follow(sidebar(page).getByRole('link', { name: 'Online Purchase' }));
  await expect(page).toHaveURL(/\/sign-in\?type=checkout&redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(purchaseJourneyHref(car));
  await signInOnPage(page);
  await expect(page).toHaveURL(siteUrl(slug, purchaseJourneyHref(car)));
  await expectStep(page, 'drive-away', false);
}

/** An available car the site does not sell online: its page offers the rest, not Online Purchase. */
async function expectNoOnlinePurchase(page: Page, slug: string, what: string, test: (car: Car) => boolean) {
  const car = await carWhere(slug, `${what} and available`, (c) => isAvailable(c) && test(c));
  await openVehicle(page, slug, car);
  await expect(sidebar(page).getByRole('link', { name: 'Enquire' }).first()).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Online Purchase' })).toHaveCount(0);
}

/** Step 1: the state (the car's own, unless `state` says), the buyer's details, and the estimate it gives. */
async function answerDriveAway(page: Page, carState: string, state?: string): Promise<void> {
  const form = stepForm(page);
  const select = form.getByLabel('State the car will be registered in');
  await expect(select).toHaveValue(carState);
  if (state) await select.selectOption(state);
  // the signed-in number fills Mobile, as the shopper reads it
  await expect(form.getByLabel('Mobile')).toHaveValue(/^04\d{2} \d{3} \d{3}$/);
  await form.getByLabel('First Name').fill('Alex');
  await form.getByLabel('Last Name').fill('Buyer');
  await form.getByLabel('Email').fill('alex.buyer@example.com');
  await continueButton(page).click();
  await expectStep(page, 'trade-in');
  const estimate = summary(page).getByRole('table', { name: `Drive-away price in ${state ?? carState} Estimate` });
  await expect(estimate.getByRole('rowheader', { name: /^Vehicle price/ })).toBeVisible();
  await expect(estimate.getByRole('rowheader', { name: /^Stamp duty/ })).toBeVisible();
  await expect(estimate.getByRole('row', { name: /^Estimated drive-away price \$[\d,]+\.\d{2}$/ })).toBeVisible();
  await expect(summary(page).getByText(/government charges as checked on \d{1,2} [A-Z][a-z]+ \d{4}/)).toBeVisible();
}

/** Step 5: a declined card says so; the test Visa pays; the confirmation has the reference and focus. */
async function payDeposit(page: Page): Promise<void> {
  await expect(stepForm(page).getByText('Held for 48 hours, 100% refundable.', { exact: false })).toBeVisible();
  const pay = page.getByRole('button', { name: /^Pay \$[\d,]+ deposit$/ });
  await typeCard(page, DECLINED);
  await pay.click();
  await expect(page.locator('.checkout__pay-error')).toHaveText('Your card was declined.');
  await typeCard(page, VISA);
  await pay.click();
  const done = page.locator('.checkout__done');
  await expect(done.getByRole('heading', { name: /^Your deposit on the .+ is paid$/ })).toBeVisible();
  await expect(done.getByText(/^Your reference: [A-Z0-9]{8}$/)).toBeVisible();
  await expect(done).toBeFocused();
  await expect(done.getByRole('heading', { name: 'Your dealer' })).toBeVisible();
  // every step done, none current
  const steps = page.getByRole('list', { name: 'Steps to buy online' });
  await expect(steps.locator('[aria-current]')).toHaveCount(0);
  await expect(steps.getByText('(done)')).toHaveCount(5);
  await expectAccessible(page);
}

test.describe('buying a car online', () => {
  test('drivewise-online, every car (390 px): delivery to a postcode with a fee, a reload kept, Back', async ({
    page,
  }) => {
    const slug = 'drivewise-online';
    await page.setViewportSize({ width: 390, height: 844 });
    // from the end, past the checkout's cars: the first cars of the list are other tests' (the action row)
    const car = await freeCar(slug, 'purchase', 1);
    const carState = (await carWhere(slug, `is ${car}`, (c) => c.slug === car)).location?.address.state ?? '';
    await startFromVehiclePage(page, slug, car);
    await answerDriveAway(page, carState);

    await stepForm(page).getByLabel('No').check();
    await continueButton(page).click();
    await expectStep(page, 'finance');
    await stepForm(page).getByLabel('Cash').check();
    await continueButton(page).click();
    await expectStep(page, 'delivery');

    // a reload goes on at the same step, with the answers kept
    await page.reload();
    await expectStep(page, 'delivery', false);
    await expect(summary(page).getByText('No trade-in')).toBeVisible();
    await expect(summary(page).getByText('Cash', { exact: true })).toBeVisible();
    // Back shows the stored answer
    await stepForm(page).getByRole('button', { name: 'Back' }).click();
    await expectStep(page, 'finance');
    await expect(stepForm(page).getByLabel('Cash')).toBeChecked();
    await continueButton(page).click();
    await expectStep(page, 'delivery');

    // a postcode nowhere is said on the field, then a real one is priced by distance
    await stepForm(page).getByLabel('Delivery to my postcode').check();
    const postcode = stepForm(page).getByRole('textbox', { name: 'Postcode' });
    await postcode.fill('9999');
    await continueButton(page).click();
    await expect(page.locator('#purchase-postcode-error')).toHaveText('Invalid postcode');
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#purchase-errors')).toBeFocused();
    await expectAccessible(page);
    await postcode.fill('2300');
    await continueButton(page).click();
    await expectStep(page, 'deposit');
    await expect(summary(page).getByText(/^Delivery to 2300/)).toBeVisible();
    await expect(summary(page).getByText(/^About [\d,]+ km away: \$[\d,]+ delivery fee$/)).toBeVisible();

    await payDeposit(page);
    await expect(page.locator('.checkout__done').getByText(/^Delivery to 2300/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('drivewise-online by keyboard alone (1366 px): every step, Back and Continue, focus on each step', async ({
    page,
  }) => {
    const slug = 'drivewise-online';
    await page.setViewportSize({ width: 1366, height: 900 });
    // from the end, past the other tests' cars
    const car = await freeCar(slug, 'purchase', 2);
    const form = stepForm(page);
    const press = (key: string) => page.keyboard.press(key);
    const type = (text: string) => page.keyboard.type(text);

    // the vehicle page's Online Purchase, reached with Tab and followed with Enter (signing in is the sign-in page's own test)
    await startFromVehiclePage(page, slug, car, async (link) => {
      await tabTo(page, link, { most: 150 });
      await press('Enter');
    });

    // step 1: the state stays the car's; the details typed field by field, Mobile filled by the sign-in; Enter sends
    await tabTo(page, form.getByLabel('State the car will be registered in'), { most: 60 });
    await press('Tab');
    await expect(form.getByLabel('First Name')).toBeFocused();
    await type('Kim');
    await press('Tab');
    await type('Keys');
    await press('Tab');
    await expect(form.getByLabel('Email')).toBeFocused();
    await type('kim.keys@example.com');
    await press('Tab');
    await expect(form.getByLabel('Mobile')).toBeFocused();
    await expect(form.getByLabel('Mobile')).toHaveValue(/^04\d{2} \d{3} \d{3}$/);
    await press('Enter');
    await expectStep(page, 'trade-in');

    // step 2: from the heading, Tab to the choice, an arrow to Yes, and the car asked for
    await press('Tab');
    await expect(form.getByRole('radio', { name: 'No' })).toBeFocused();
    await expect(form.getByLabel('Rego')).toHaveCount(0);
    await press('ArrowDown');
    await expect(form.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await press('Tab');
    await expect(form.getByLabel('Rego')).toBeFocused();
    await type('KEY123');
    await press('Tab');
    const regoState = form.getByRole('combobox', { name: 'State', exact: true });
    await expect(regoState).toBeFocused();
    await press('ArrowDown');
    await expect(regoState).toHaveValue('NSW');
    await press('Tab');
    await type('45,000');
    // Tab past Back to Continue, and Space presses it
    await press('Tab');
    await expect(form.getByRole('button', { name: 'Back' })).toBeFocused();
    await press('Tab');
    await expect(continueButton(page)).toBeFocused();
    await press('Space');
    await expectStep(page, 'finance');
    await expect(summary(page).getByText('KEY123 (NSW), 45,000 km')).toBeVisible();

    // step 3: finance of an amount as a shopper types it ('$5,000'), a shorter term by arrow
    await press('Tab');
    await expect(form.getByRole('radio', { name: 'Cash' })).toBeFocused();
    await press('ArrowDown');
    await expect(form.getByRole('radio', { name: 'Finance' })).toBeChecked();
    await press('Tab');
    await expect(form.getByLabel('Amount to finance ($)')).toBeFocused();
    await type('$5,000');
    await press('Tab');
    await expect(form.getByLabel('Term (months)')).toBeFocused();
    await press('ArrowUp');
    await expect(form.getByLabel('Term (months)')).toHaveValue('48');
    // Shift+Tab back to the amount, where Enter sends the form
    await press('Shift+Tab');
    await expect(form.getByLabel('Amount to finance ($)')).toBeFocused();
    await press('Enter');
    await expectStep(page, 'delivery');
    await expect(summary(page).getByText('Finance: $5,000 over 48 months')).toBeVisible();

    // Back, reached with Shift+Tab from Continue, shows each stored answer, its heading focused
    await tabTo(page, continueButton(page), { most: 4 });
    await press('Shift+Tab');
    await expect(form.getByRole('button', { name: 'Back' })).toBeFocused();
    await press('Enter');
    await expectStep(page, 'finance');
    await expect(form.getByRole('radio', { name: 'Finance' })).toBeChecked();
    await expect(form.getByLabel('Amount to finance ($)')).toHaveValue('5000');
    await expect(form.getByLabel('Term (months)')).toHaveValue('48');
    await tabTo(page, form.getByRole('button', { name: 'Back' }), { most: 4 });
    await press('Space');
    await expectStep(page, 'trade-in');
    await expect(form.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(form.getByLabel('Rego')).toHaveValue('KEY123');
    await expect(form.getByRole('combobox', { name: 'State', exact: true })).toHaveValue('NSW');
    await expect(form.getByLabel('Kilometres')).toHaveValue('45000');

    // Continue twice, the answers kept, back at the delivery step
    await tabTo(page, continueButton(page), { most: 6 });
    await press('Enter');
    await expectStep(page, 'finance');
    await tabTo(page, continueButton(page), { most: 5 });
    await press('Enter');
    await expectStep(page, 'delivery');

    // step 4: pick-up is checked; an arrow to delivery, the postcode typed, Enter sends
    await press('Tab');
    await expect(form.getByRole('radio', { name: /^Pick up at / })).toBeFocused();
    await press('ArrowDown');
    await expect(form.getByRole('radio', { name: 'Delivery to my postcode' })).toBeChecked();
    await press('Tab');
    await expect(form.getByRole('textbox', { name: 'Postcode' })).toBeFocused();
    await type('2300');
    await press('Enter');
    await expectStep(page, 'deposit');
    await expect(summary(page).getByText(/^Delivery to 2300/)).toBeVisible();

    // step 5: Tab into the processor's frame, the card typed field by field, Enter in it pays
    const frame = cardFrame(page);
    await tabTo(page, frame.getByLabel('Card number'), { most: 4 });
    await type(VISA);
    await press('Tab');
    await expect(frame.getByLabel(/Expiry/)).toBeFocused();
    await type('12 / 34');
    await press('Tab');
    await expect(frame.getByLabel(/CVC/)).toBeFocused();
    await type('123');
    await press('Enter');
    const done = page.locator('.checkout__done');
    await expect(done.getByRole('heading', { name: /^Your deposit on the .+ is paid$/ })).toBeVisible();
    await expect(done).toBeFocused();
    await expect(done.getByText(/^Your finance enquiry for \$5,000 over 48 months/)).toBeVisible();
    await expect(done.getByText(/Your trade-in, KEY123 \(NSW\), 45,000 km/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Steps to buy online' }).getByText('(done)')).toHaveCount(5);
  });

  test('harbourside-toyota, used cars only (1366 px): a trade-in and finance, then pick-up', async ({ page }) => {
    const slug = 'harbourside-toyota';
    await page.setViewportSize({ width: 1366, height: 900 });
    await expectNoOnlinePurchase(page, slug, 'is new', (c) => c.car_type === 'new');

    const car = await freeCar(slug, 'purchase', 0);
    await startFromVehiclePage(page, slug, car);
    await answerDriveAway(page, 'NSW');

    // the car's details are asked only with a trade-in, and are checked before anything is sent
    await expect(stepForm(page).getByLabel('Rego')).toHaveCount(0);
    await stepForm(page).getByLabel('Yes').check();
    await continueButton(page).click();
    await expect(page.locator('#purchase-errors')).toBeFocused();
    await expect(page.locator('#purchase-rego-error')).toHaveText('Please enter the car’s registration number.');
    await expectAccessible(page);
    await stepForm(page).getByLabel('Rego').fill('ABC123');
    await stepForm(page).getByRole('combobox', { name: 'State', exact: true }).selectOption('NSW');
    await stepForm(page).getByLabel('Kilometres').fill('45,000');
    await continueButton(page).click();
    await expectStep(page, 'finance');
    await expect(summary(page).getByText('ABC123 (NSW), 45,000 km')).toBeVisible();

    await stepForm(page).getByLabel('Finance').check();
    await stepForm(page).getByLabel('Amount to finance ($)').fill('$5,000');
    await stepForm(page).getByLabel('Term (months)').selectOption('48');
    await continueButton(page).click();
    await expectStep(page, 'delivery');
    await expect(summary(page).getByText('Finance: $5,000 over 48 months')).toBeVisible();

    await expect(stepForm(page).getByLabel('Delivery to my postcode')).toBeVisible();
    await stepForm(page)
      .getByLabel(/^Pick up at /)
      .check();
    await continueButton(page).click();
    await expectStep(page, 'deposit');
    await expect(summary(page).getByText(/^Pick up at /)).toBeVisible();

    await payDeposit(page);
    const done = page.locator('.checkout__done');
    await expect(
      done.getByText(/^Your finance enquiry for \$5,000 over 48 months \(reference [A-Z0-9]+\)/),
    ).toBeVisible();
    await expect(done.getByText(/Your trade-in, ABC123 \(NSW\), 45,000 km/)).toBeVisible();
  });

  test('southern-cross-motors, Kia and MG only: another state’s estimate, cash, pick-up (no delivery)', async ({
    page,
  }) => {
    const slug = 'southern-cross-motors';
    await page.setViewportSize({ width: 1366, height: 900 });
    await expectNoOnlinePurchase(page, slug, 'is a Toyota', (c) => c.make === 'Toyota');

    const car = await freeCar(slug, 'purchase', 0, 'end', (c) => c.make === 'Kia');
    const carState = (await carWhere(slug, `is ${car}`, (c) => c.slug === car)).location?.address.state ?? '';
    await startFromVehiclePage(page, slug, car);
    await answerDriveAway(page, carState, carState === 'TAS' ? 'VIC' : 'TAS');

    await continueButton(page).click();
    await expectStep(page, 'finance');
    await continueButton(page).click();
    await expectStep(page, 'delivery');
    // this dealer does not deliver: pick-up is the one way
    await expect(stepForm(page).getByLabel('Delivery to my postcode')).toHaveCount(0);
    await expect(stepForm(page).getByLabel(/^Pick up at /)).toBeChecked();
    await continueButton(page).click();
    await expectStep(page, 'deposit');

    await payDeposit(page);
    await expect(page.locator('.checkout__done').getByText(/^Pick up at /)).toBeVisible();
  });
});
