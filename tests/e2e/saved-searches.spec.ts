import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_DATA_DIR, siteUrl } from '../../playwright.config.ts';
import { SAVED_SEARCH_ERRORS, SAVED_SEARCH_TEXTS } from '../../src/domain/account/saved-searches.ts';
import { refineInDrawer, searchGoesLive } from '../support/e2e/search.ts';
import { passSignInGate, signInOnPage } from '../support/e2e/sign-in.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';

// Saved searches with e-mail alerts: 'Save this search' on the search page (a visitor signs
// in and comes back to it saved), the garage's Saved searches and Alert e-mails sections, and
// the pages the e-mails link to. drivewise-online's garage is /myblinkr.

const SLUG = 'drivewise-online';
const GARAGE = '/myblinkr';
const TEXTS = SAVED_SEARCH_TEXTS;

const toast = (page: Page) => page.locator('[data-toast-region] .toast');
const searchSidebar = (page: Page) => page.locator('.stock-search__sidebar');
const savedSection = (page: Page) => page.getByRole('region', { name: TEXTS.garage.heading });
const alertsSection = (page: Page) => page.getByRole('region', { name: TEXTS.settings.heading });
const savedStatus = (page: Page) => page.locator('[data-saved-searches-status]');
const saveButton = (page: Page) => page.getByRole('button', { name: TEXTS.save, exact: true });

async function openSearch(page: Page, path = '/search'): Promise<void> {
  await page.goto(siteUrl(SLUG, path));
  await searchGoesLive(page);
}

/** Body type SUV ticked in the sidebar, as a shopper does at a desktop's width. */
async function tickSuvInSidebar(page: Page): Promise<void> {
  const heading = searchSidebar(page).getByRole('button', { name: 'Body type', exact: true });
  if ((await heading.getAttribute('aria-expanded')) !== 'true') await heading.click();
  await searchSidebar(page)
    .getByRole('checkbox', { name: /^SUV \(/ })
    .check();
  await expect(page).toHaveURL(/\/search\?body=SUV$/);
}

/** Signs in through the garage's gate; the browser is left on the garage, its sections loaded. */
async function signInAtGarage(page: Page): Promise<void> {
  await page.goto(siteUrl(SLUG, GARAGE));
  await passSignInGate(page, siteUrl(SLUG, GARAGE));
  await expect(savedStatus(page)).not.toHaveText(TEXTS.garage.loading);
}

/** An address no other run of this data directory used. */
const freshEmail = () => `shopper-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The path and query of the link in the newest e-mail to `to` that holds `linkPath` (the test server writes .eml files). */
async function linkInEmail(to: string, linkPath: string): Promise<string> {
  const folder = join(E2E_DATA_DIR, 'outbox-mail');
  const find = async (): Promise<string | null> => {
    let names: string[];
    try {
      names = readdirSync(folder).filter((name) => name.endsWith('.eml'));
    } catch {
      return null;
    }
    for (const name of names) {
      const raw = readFileSync(join(folder, name));
      if (!raw.includes(to)) continue;
      const mail = await simpleParser(raw);
      const match = new RegExp(`https?://[^\\s>"]*${linkPath.replaceAll('/', '\\/')}\\?token=[^\\s>"]+`).exec(
        mail.text ?? '',
      );
      if (match) {
        const url = new URL(match[0]);
        return url.pathname + url.search;
      }
    }
    return null;
  };
  await expect.poll(find, { timeout: 15_000, intervals: [200] }).not.toBeNull();
  return (await find())!;
}

async function pressAndAnswer(page: Page, control: Locator, api: string, press: 'click' | 'tap' | 'check' | 'uncheck') {
  const answered = page.waitForResponse((response) => response.url().endsWith(api));
  if (press === 'click') await control.click();
  else if (press === 'tap') await control.tap();
  else if (press === 'check') await control.check();
  else await control.uncheck();
  return answered;
}

test.beforeEach(async ({ page }) => {
  await dismissPopup(page, demoSite(SLUG));
});

test('a visitor saves a filtered search: signs in, comes back to it saved, and manages it in the garage', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openSearch(page);
  await tickSuvInSidebar(page);
  await saveButton(page).click();

  // sign-in, then back to this search, where the save asked for is made
  await expect(page).toHaveURL(/\/sign-in\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    type: 'my-garage',
    redirect: '/search?body=SUV',
    back: '/search?body=SUV',
  });
  await signInOnPage(page);
  await expect(page).toHaveURL(siteUrl(SLUG, '/search?body=SUV'));
  await expect(toast(page)).toHaveText(`${TEXTS.saved} ${TEXTS.manage}`);

  await toast(page).getByRole('link', { name: TEXTS.manage }).click();
  await expect(page).toHaveURL(siteUrl(SLUG, `${GARAGE}#saved-searches`));
  const item = savedSection(page).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('link', { name: 'Body type: SUV' })).toHaveAttribute('href', '/search?body=SUV');

  // alerts on: kept, and the section says they wait for a confirmed address
  const alerts = item.getByRole('checkbox', { name: `${TEXTS.garage.alerts}: Body type: SUV` });
  await expect(alerts).not.toBeChecked();
  expect((await pressAndAnswer(page, alerts, '/api/saved-searches/alerts', 'check')).ok()).toBe(true);
  await expect(savedStatus(page)).toHaveText(TEXTS.garage.needsAddress);
  await page.reload();
  await expect(savedSection(page).getByRole('checkbox', { name: /^E-mail me new matches/ })).toBeChecked();

  // saving again while signed in: the toast at once, and still one saved search
  await openSearch(page, '/search?body=SUV');
  await saveButton(page).click();
  await expect(toast(page)).toHaveText(`${TEXTS.saved} ${TEXTS.manage}`);
  // and an unfiltered search is 'All cars'
  await openSearch(page);
  await saveButton(page).click();
  await expect(toast(page)).toHaveText(`${TEXTS.saved} ${TEXTS.manage}`);

  await page.goto(siteUrl(SLUG, GARAGE));
  await expect(savedSection(page).getByRole('listitem')).toHaveCount(2);
  await expect(savedSection(page).getByRole('link', { name: 'All cars' })).toHaveAttribute('href', '/search');

  // Remove: the row goes, the focus goes to the section's heading, the status says what went
  await savedSection(page).getByRole('button', { name: 'Remove: Body type: SUV' }).click();
  await expect(savedSection(page).getByRole('listitem')).toHaveCount(1);
  await expect(savedSection(page).getByRole('heading', { name: TEXTS.garage.heading })).toBeFocused();
  await expect(savedStatus(page)).toHaveText(TEXTS.garage.removed('Body type: SUV'));
  await savedSection(page).getByRole('button', { name: 'Remove: All cars' }).click();
  await expect(savedStatus(page)).toHaveText(TEXTS.garage.empty);
  await expect(savedSection(page).getByRole('listitem')).toHaveCount(0);
});

test('Cancel on the sign-in page: back on the search, nothing saved and no alert', async ({ page }) => {
  await openSearch(page);
  await tickSuvInSidebar(page);
  await saveButton(page).click();
  await expect(page).toHaveURL(/\/sign-in\?/);
  await page.getByRole('link', { name: 'Cancel' }).first().click();
  await expect(page).toHaveURL(siteUrl(SLUG, '/search?body=SUV'));
  await searchGoesLive(page);
  await expect(toast(page)).toHaveCount(0);
});

test('alert e-mails: a wrong address is told at the field; a right one gets a link that confirms it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAtGarage(page);
  const section = alertsSection(page);
  const email = section.getByRole('textbox', { name: TEXTS.settings.email });
  const send = section.getByRole('button', { name: TEXTS.settings.send });

  await email.fill('name@example');
  await send.click();
  await expect(section.getByText(SAVED_SEARCH_ERRORS.email)).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  const address = freshEmail();
  await email.fill(address);
  expect((await pressAndAnswer(page, send, '/api/alerts/email', 'click')).ok()).toBe(true);
  await expect(email).not.toHaveAttribute('aria-invalid');
  await expect(section.locator('[data-alert-status]')).toHaveText(TEXTS.settings.sent(address));

  // price-drop alerts: kept across a reload
  const priceDrops = section.getByRole('checkbox', { name: TEXTS.settings.priceDrops });
  await expect(priceDrops).toBeEnabled();
  const wasOn = await priceDrops.isChecked();
  await pressAndAnswer(page, priceDrops, '/api/alerts/price-drops', wasOn ? 'uncheck' : 'check');

  // the link from the e-mail, opened on this site: nothing changes until the button is pressed
  const link = await linkInEmail(address, '/pages/confirm-email/');
  await page.goto(siteUrl(SLUG, link));
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.confirmPage.title })).toBeVisible();
  await page.getByRole('button', { name: TEXTS.confirmPage.button }).click();
  await expect(page.getByText(TEXTS.confirmPage.done(address))).toBeFocused();
  await expect(page.getByRole('button', { name: TEXTS.confirmPage.button })).toHaveCount(0);

  await page.goto(siteUrl(SLUG, GARAGE));
  await expect(alertsSection(page).locator('[data-alert-status]')).toHaveText(TEXTS.settings.confirmed(address));
  await expect(alertsSection(page).getByRole('textbox', { name: TEXTS.settings.email })).toHaveValue(address);
  await expect(alertsSection(page).getByRole('checkbox', { name: TEXTS.settings.priceDrops })).toBeChecked({
    checked: !wasOn,
  });
});

test('the e-mails’ pages: without a token, with a link that is not valid', async ({ page }) => {
  await page.goto(siteUrl(SLUG, '/pages/confirm-email/'));
  await expect(page.getByText(TEXTS.confirmPage.missing)).toBeVisible();
  await expect(page.getByRole('button', { name: TEXTS.confirmPage.button })).toHaveCount(0);

  await page.goto(siteUrl(SLUG, '/pages/confirm-email/?token=not-a-token'));
  await page.getByRole('button', { name: TEXTS.confirmPage.button }).click();
  await expect(page.getByRole('alert').filter({ hasText: SAVED_SEARCH_ERRORS.badLink })).toBeVisible();

  // the unsubscribe page keeps its content; its alert section's button works only with a token
  await page.goto(siteUrl(SLUG, '/pages/unsubscribe/'));
  await expect(page.getByRole('heading', { name: 'How to unsubscribe' })).toBeVisible();
  await expect(page.getByRole('button', { name: TEXTS.unsubscribePage.button })).toBeDisabled();
  await page.goto(siteUrl(SLUG, '/pages/unsubscribe/?token=not-a-token'));
  await expect(page.getByRole('heading', { name: TEXTS.unsubscribePage.heading })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to unsubscribe' })).toBeVisible();
  await page.getByRole('button', { name: TEXTS.unsubscribePage.button }).click();
  await expect(page.getByRole('alert').filter({ hasText: SAVED_SEARCH_ERRORS.badLink })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a signed-in shopper filters in the drawer, saves the search by tap and manages it in the garage', async ({
    page,
  }) => {
    await signInAtGarage(page);
    await openSearch(page);
    await refineInDrawer(page, 'Body type', 'SUV');
    await expect(page).toHaveURL(/\/search\?body=SUV$/);

    await saveButton(page).tap();
    await expect(toast(page)).toHaveText(`${TEXTS.saved} ${TEXTS.manage}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await toast(page).getByRole('link', { name: TEXTS.manage }).tap();
    await expect(page).toHaveURL(siteUrl(SLUG, `${GARAGE}#saved-searches`));

    const item = savedSection(page).getByRole('listitem');
    await expect(item).toHaveCount(1);
    const alerts = item.getByRole('checkbox', { name: `${TEXTS.garage.alerts}: Body type: SUV` });
    expect((await pressAndAnswer(page, alerts, '/api/saved-searches/alerts', 'tap')).ok()).toBe(true);
    await expect(alerts).toBeChecked();
    await item.getByRole('button', { name: 'Remove: Body type: SUV' }).tap();
    await expect(savedStatus(page)).toHaveText(TEXTS.garage.empty);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
