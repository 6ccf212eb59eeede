import { expect, test, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { CarInput } from '../../src/catalog/schema/car.ts';
import { SAVED_SEARCH_TEXTS } from '../../src/domain/account/saved-searches.ts';
import { recordLayoutShifts, settledShifts, totalShift } from '../support/e2e/layout-shift.ts';
import { startLiveFeedServer, type LiveFeedServer } from '../support/e2e/live-feed-server.ts';
import { searchGoesLive } from '../support/e2e/search.ts';
import { freshMobile, signInOnPage } from '../support/e2e/sign-in.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';
import { recordToasts, toastsShown } from '../support/e2e/toasts.ts';

// Saved searches with alerts, end to end: a shopper saves a search on a site whose stock
// comes from a feed file, confirms an alert address from the e-mail a real SMTP receiver
// got, and the dealer's feed then brings cars. The worker's look at the feed is asked for
// (checkFeed) rather than waited for.

const SLUG = 'southern-cross-motors';
const SITE_ORIGIN = new URL(demoSite(SLUG).domain).origin;
const EMAIL = 'alerts.shopper@example.com';

let server: LiveFeedServer;
test.beforeAll(async () => {
  server = await startLiveFeedServer(SLUG, { accounts: true });
});
test.afterAll(async () => {
  await server?.stop();
});

const accounts = () => server.accounts!;
const mails = () => Promise.all(accounts().smtp.messages.map((message) => simpleParser(message.raw)));

/** A link of the e-mail to a page of the site, on this test's server. */
function linkIn(mail: ParsedMail, path: string): string {
  const escaped = `${SITE_ORIGIN}${path}`.replace(/[.?/]/g, (c) => `\\${c}`);
  const match = new RegExp(`${escaped}\\?token=[\\w.-]+(?:#[\\w-]+)?`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return server.siteUrl(match[0].slice(SITE_ORIGIN.length));
}

/** A Kia the dealer's feed brings today. */
function newKia(id: number): CarInput {
  const kia = server.builtStock.find((car) => car.make === 'Kia' && car.status === 'in_stock')!;
  return { ...kia, id, slug: `${kia.slug.slice(0, 60)}-n${id}`, created_at: new Date().toISOString() };
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('a saved search e-mails a new matching car once, only after the address is confirmed, and unsubscribing stops it', async ({
  page,
}) => {
  // a long journey whose server and PGlite share the runner's process: minutes on a loaded machine
  test.setTimeout(240_000);
  const arrived: CarInput[] = [];
  const arrive = async (car: CarInput) => {
    arrived.push(car);
    server.write([...server.builtStock, ...arrived]);
    await accounts().checkFeed();
  };

  // what the page met on its way, told if the search does not go live or the save is not
  // confirmed (each has happened, rarely, on a loaded machine: this test's own server and its
  // PGlite share the test runner's process)
  const troubles: string[] = [];
  const started = Date.now();
  const note = (line: string) => troubles.push(`${Date.now() - started} ms ${line}`);
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console: ${message.text()}`);
  });
  page.on('dialog', (dialog) => {
    note(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('requestfailed', (request) => note(`failed: ${request.url()} ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400 || response.url().includes('/api/')) note(`${response.status()}: ${response.url()}`);
  });
  const told = (what: string) => (error: unknown) => {
    throw new Error(`${what}; the page met:\n${troubles.join('\n') || 'nothing'}`, { cause: error });
  };
  await dismissPopup(page, demoSite(SLUG));
  await page.goto(server.siteUrl(`/sign-in?type=my-garage&redirect=${encodeURIComponent('/search?make=Kia')}`));
  await signInOnPage(page, freshMobile(), { dataDir: accounts().dataDir });
  await expect(page).toHaveURL(/\/search\?make=Kia$/);
  // the search is live: a tap before then is held by the page's script (saved-searches.spec.ts)
  await searchGoesLive(page, { timeout: 45_000 }).catch(told('the search did not go live'));
  await recordToasts(page);
  await page.getByRole('button', { name: SAVED_SEARCH_TEXTS.save }).click();
  await expect
    .poll(async () => (await toastsShown(page)).join(' | '), { timeout: 30_000 })
    .toContain(SAVED_SEARCH_TEXTS.saved)
    .catch(told('the save was not confirmed'));
  // the feed as it was when the search was saved: nothing new yet
  await accounts().checkFeed();

  await page.goto(server.siteUrl('/my-garage'));
  const saved = section(page, SAVED_SEARCH_TEXTS.garage.heading);
  await expect(saved.getByRole('link', { name: /Kia/ })).toBeVisible();
  await saved.getByRole('checkbox', { name: SAVED_SEARCH_TEXTS.garage.alerts }).check();

  // alerts are on, but no address is confirmed: a new Kia is not e-mailed, then or later
  const first = newKia(91_000_001);
  await arrive(first);
  expect(accounts().smtp.messages).toHaveLength(0);

  const settings = section(page, SAVED_SEARCH_TEXTS.settings.heading);
  await settings.getByLabel(SAVED_SEARCH_TEXTS.settings.email).fill(EMAIL);
  await settings.getByRole('button', { name: SAVED_SEARCH_TEXTS.settings.send }).click();
  await expect(settings.getByText(SAVED_SEARCH_TEXTS.settings.sent(EMAIL))).toBeVisible();
  await expect.poll(() => accounts().smtp.messages.length).toBe(1);
  const [confirmation] = await mails();
  expect(accounts().smtp.messages[0]!.to).toEqual([EMAIL]);

  // the link only shows a page; its button confirms
  await page.goto(linkIn(confirmation!, '/pages/confirm-email/'));
  await page.getByRole('button', { name: SAVED_SEARCH_TEXTS.confirmPage.button }).click();
  await expect(page.getByText(SAVED_SEARCH_TEXTS.confirmPage.done(EMAIL))).toBeVisible();

  // a second new Kia: one e-mail, naming it and not the one before
  const second = newKia(91_000_002);
  await arrive(second);
  await expect.poll(() => accounts().smtp.messages.length).toBe(2);
  const alert = (await mails())[1]!;
  expect(alert.subject).toMatch(/^New match for your saved search: .*Kia/);
  expect(alert.text).toContain(`${SITE_ORIGIN}/cars/${second.slug}`);
  expect(alert.text).not.toContain(first.slug);
  // the feed looked at again: the same car is not e-mailed twice
  server.write([
    ...server.builtStock,
    ...arrived.map((car) => (car === second ? { ...car, price: car.price - 100 } : car)),
  ]);
  await accounts().checkFeed();
  expect(accounts().smtp.messages).toHaveLength(2);

  // the e-mail's unsubscribe link shows a page; one press stops the alerts
  await recordLayoutShifts(page);
  await page.goto(linkIn(alert, '/pages/unsubscribe/'));
  // its section is there from the first paint: nothing moves when the page's script starts
  const shifts = await settledShifts(page);
  expect(totalShift(shifts), JSON.stringify(shifts)).toBeLessThan(0.01);
  await page.getByRole('button', { name: SAVED_SEARCH_TEXTS.unsubscribePage.button }).click();
  await expect(page.getByText(/You are unsubscribed from .*Kia/)).toBeVisible();
  await arrive(newKia(91_000_003));
  expect(accounts().smtp.messages).toHaveLength(2);

  await page.goto(server.siteUrl('/my-garage'));
  await expect(saved.getByRole('checkbox', { name: SAVED_SEARCH_TEXTS.garage.alerts })).not.toBeChecked();
});
