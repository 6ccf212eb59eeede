import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { CarInput } from '../../src/catalog/schema/car.ts';
import { SAVED_SEARCH_ERRORS, SAVED_SEARCH_LIMITS } from '../../src/domain/account/saved-searches.ts';
import { createApiOnlyApp } from '../../src/server/api-only-app.ts';
import { feedStock } from '../../src/server/cars/feed-stock.ts';
import { mailSender, type MailSender } from '../../src/server/delivery/email.ts';
import { openLeadQueue, type LeadQueue } from '../../src/server/outbox/queue.ts';
import { alertSites } from '../../src/server/saved-searches/alert-site.ts';
import {
  ALERT_MATCHING_QUEUE,
  SHOPPER_MAIL_QUEUE,
  shopperMailOutbox,
} from '../../src/server/saved-searches/shopper-mail.ts';
import { startAlertWorker, type AlertWorker, type AlertWorkerOptions } from '../../src/server/saved-searches/worker.ts';
import { outboxSmsSender } from '../../src/server/sms/outbox-sms.ts';
import type { Database } from '../../src/server/storage/database.ts';
import { accountCaller, signInWith, type AccountCall } from '../support/account-api.ts';
import { describeOnEachDatabase } from '../support/databases.ts';
import { demoRows, fileFeedTenant } from '../support/feed.ts';
import { TENANTS, TEST_SHOPPER_HASH } from '../support/leads.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../support/receivers.ts';
import { waitFor } from '../support/wait.ts';

const SLUG = 'southern-cross-motors';
const ORIGIN = `http://${SLUG}.localhost:4321`;
const HOST = `${SLUG}.localhost:4321`;
const MOBILE = '0412 987 651';
const E164 = '+61412987651';
const OTHER_MOBILE = '0423 456 789';
const OTHER_E164 = '+61423456789';
const EMAIL = 'shopper@example.com';
const hash = TEST_SHOPPER_HASH;

const tenantsDir = mkdtempSync(join(tmpdir(), 'saved-search-tenants-'));
const smsOutbox = mkdtempSync(join(tmpdir(), 'saved-search-sms-'));
afterAll(() => [tenantsDir, smsOutbox].forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const feed = fileFeedTenant(SLUG, tenantsDir);
const stockRows = demoRows(SLUG, 60);
const kia = stockRows.find((car) => car.make === 'Kia')!;
const notKia = stockRows.find((car) => car.make !== 'Kia')!;

/** A car the dealer's feed brings today: a copy of `model` under a new id and slug. */
function arriving(model: CarInput, id: number): CarInput {
  return { ...model, id, slug: `${model.slug.slice(0, 60)}-n${id}`, created_at: new Date().toISOString() };
}

/** A header as the message carries it (mailparser folds the List-* headers into one object). */
function headerOf(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((header) => header.key === name)?.line ?? '';
  return line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
}

/** A saved search for Kias under $200,000, as the search page sends it. */
const KIA_SEARCH = {
  label: 'Make: Kia · Price: up to $200,000',
  path: '/search?make=Kia&price=-200000',
  query: '',
  refinements: { make: ['Kia'] },
  ranges: { price: { max: 200_000 } },
};

let now = new Date();
const clock = { now: () => now };

describeOnEachDatabase('saved searches and alerts', (database) => {
  let db: Database;
  let queue: LeadQueue;
  let smtp: SmtpReceiver;
  let mailer: MailSender;
  let alerts: AlertWorker;
  let call: AccountCall;
  let app: ReturnType<typeof createApiOnlyApp>;
  const logs: Parameters<NonNullable<AlertWorkerOptions['log']>>[0][] = [];

  beforeAll(async () => {
    db = database();
    smtp = await startSmtpReceiver();
    mailer = mailSender({ smtpUrl: smtp.url, dataDir: tmpdir() });
    queue = await openLeadQueue(db, () => null, { superviseIntervalSeconds: 1 });
    alerts = await startAlertWorker({
      db,
      boss: queue.boss,
      sites: [feed.site],
      stock: feedStock([feed.site], { tenantsDir, maxAgeMs: 0 }),
      hash,
      mail: mailer,
      watchIntervalMs: 0,
      pollingIntervalSeconds: 0.5,
      log: (entry) => logs.push(entry),
    });
    app = createApiOnlyApp({
      account: { db, hash, sms: outboxSmsSender({ dataDir: smsOutbox }), tenants: TENANTS, checksPerAddress: null },
      watchlist: { db, tenants: TENANTS, stock: feedStock([feed.site], { tenantsDir, maxAgeMs: 0 }) },
      myData: { db, hash, tenants: TENANTS, stock: feedStock([feed.site], { tenantsDir, maxAgeMs: 0 }) },
      savedSearches: {
        db,
        hash,
        tenants: TENANTS,
        sites: alertSites([feed.site]),
        outbox: shopperMailOutbox(queue.boss),
        clock,
      },
    });
    call = accountCaller(app, { host: HOST, origin: ORIGIN });
  });
  afterAll(async () => {
    await alerts?.stop();
    await queue?.stop();
    mailer?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    now = new Date();
    feed.write(stockRows);
    await db.exec(
      'TRUNCATE leads, shopper_emails, saved_search_matches, saved_searches, alert_addresses, alert_stock_states, watchlist_items, sign_in_codes, shopper_sessions, shopper_users CASCADE',
    );
  });
  afterEach(async () => {
    // a test's e-mails and matching runs are done before the next test counts its own
    const busy = async (name: string) =>
      (await queue.boss.findJobs(name)).some((job) => ['created', 'retry', 'active'].includes(job.state));
    await waitFor(async () => !(await busy(SHOPPER_MAIL_QUEUE)) && !(await busy(ALERT_MATCHING_QUEUE)), 20_000);
    smtp.messages.length = 0;
    logs.length = 0;
  });

  const signIn = (mobile = MOBILE, e164 = E164) => signInWith(call, smsOutbox, mobile, e164);
  const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
  const mails = () => Promise.all(smtp.messages.map((message) => simpleParser(message.raw)));
  const matchingRuns = () => logs.filter((entry) => entry.event === 'alerts.matched').length;

  /** Queues a matching run when the feed changed, and waits for it. */
  async function feedChecked(): Promise<number> {
    const before = matchingRuns();
    const queued = await alerts.checkFeeds();
    if (queued > 0) await waitFor(() => matchingRuns() > before);
    return queued;
  }

  /** The link of `path` in a shopper's e-mail, as its token. */
  function tokenIn(mail: ParsedMail, path: string): string {
    const url = new RegExp(`https://www\\.southerncrossmotors\\.com\\.au${path}\\?token=([\\w.-]+)`).exec(
      mail.text ?? '',
    );
    if (!url) throw new Error(`no ${path} link in: ${mail.text}`);
    return url[1]!;
  }

  /** Signs in, sets and confirms the alert address from its e-mail; the session cookie. */
  async function confirmedShopper(): Promise<string> {
    const cookie = await signIn();
    expect((await call('/alerts/email', { cookie, body: { email: EMAIL } })).status).toBe(200);
    await waitFor(() => smtp.messages.length === 1);
    const [mail] = await mails();
    const res = await call('/alerts/confirm', { body: { token: tokenIn(mail!, '/pages/confirm-email/') } });
    expect(await json(res)).toEqual({ success: true, email: EMAIL });
    smtp.messages.length = 0;
    return cookie;
  }

  it('keeps a signed-in shopper’s searches: once per search, newest first, and only theirs', async () => {
    expect((await call('/saved-searches')).status).toBe(401);
    expect((await call('/saved-searches/save', { body: KIA_SEARCH })).status).toBe(401);
    const cookie = await signIn();

    const saved = await json(await call('/saved-searches/save', { cookie, body: KIA_SEARCH }));
    expect(saved).toMatchObject({
      success: true,
      search: { label: KIA_SEARCH.label, path: KIA_SEARCH.path, alerts: false },
    });
    // the same search, its facets in another order: the one already kept
    const again = await json(
      await call('/saved-searches/save', {
        cookie,
        body: {
          ...KIA_SEARCH,
          refinements: { make: ['Kia', 'Kia'] },
          ranges: { price: { max: 200_000, min: undefined } },
        },
      }),
    );
    expect((again.search as { id: string }).id).toBe((saved.search as { id: string }).id);
    const second = await json(
      await call('/saved-searches/save', {
        cookie,
        body: { ...KIA_SEARCH, label: 'Keyword: sorento', query: 'sorento' },
      }),
    );
    const { searches } = await json(await call('/saved-searches', { cookie }));
    expect((searches as { id: string }[]).map((s) => s.id)).toEqual([
      (second.search as { id: string }).id,
      (saved.search as { id: string }).id,
    ]);

    // another shopper sees none of them and cannot change them
    const other = await signIn(OTHER_MOBILE, OTHER_E164);
    expect((await json(await call('/saved-searches', { cookie: other }))).searches).toEqual([]);
    const id = (saved.search as { id: string }).id;
    expect((await call('/saved-searches/remove', { cookie: other, body: { id } })).status).toBe(404);
    expect((await call('/saved-searches/alerts', { cookie: other, body: { id, alerts: true } })).status).toBe(404);
    expect((await call('/saved-searches/remove', { cookie: other, body: { id: 'not-a-uuid' } })).status).toBe(404);
    // from another site's page, nothing changes
    expect(
      (await call('/saved-searches/remove', { cookie, body: { id }, origin: 'https://evil.example' })).status,
    ).toBe(403);

    expect(await json(await call('/saved-searches/alerts', { cookie, body: { id, alerts: true } }))).toMatchObject({
      success: true,
      search: { id, alerts: true },
    });
    expect(await json(await call('/saved-searches/remove', { cookie, body: { id } }))).toEqual({ success: true });
    expect((await json(await call('/saved-searches', { cookie }))).searches).toHaveLength(1);
  });

  it('refuses a search it cannot keep, naming the field', async () => {
    const cookie = await signIn();
    const refused = async (body: unknown, field: string) => {
      const res = await call('/saved-searches/save', { cookie, body });
      expect(res.status).toBe(422);
      expect(Object.keys(((await json(res)).errors ?? {}) as object)).toContain(field);
    };
    await refused({ ...KIA_SEARCH, path: '//evil.example/search' }, 'path');
    await refused({ ...KIA_SEARCH, path: 'https://evil.example/' }, 'path');
    await refused({ ...KIA_SEARCH, refinements: { password: ['x'] } }, 'refinements.password');
    await refused({ ...KIA_SEARCH, ranges: { price: { min: -5 } } }, 'ranges.price.min');
    await refused({ ...KIA_SEARCH, ranges: { colour: { min: 1 } } }, 'ranges.colour');
    await refused({ ...KIA_SEARCH, label: '   ' }, 'label');
    await refused({ ...KIA_SEARCH, query: 'x'.repeat(101) }, 'query');
    await refused({ ...KIA_SEARCH, extra: 1 }, 'extra');
    expect((await json(await call('/saved-searches', { cookie }))).searches).toEqual([]);

    for (let i = 0; i < SAVED_SEARCH_LIMITS.perUser; i++)
      expect((await call('/saved-searches/save', { cookie, body: { ...KIA_SEARCH, query: `word${i}` } })).status).toBe(
        200,
      );
    const over = await call('/saved-searches/save', { cookie, body: { ...KIA_SEARCH, query: 'one too many' } });
    expect(over.status).toBe(409);
    expect((await json(over)).error).toBe(SAVED_SEARCH_ERRORS.tooMany);
  });

  it('confirms an alert address only through its signed link, before it expires', async () => {
    const cookie = await signIn();
    const bad = await call('/alerts/email', { cookie, body: { email: 'not an address' } });
    expect(bad.status).toBe(422);
    expect((await json(bad)).error).toBe(SAVED_SEARCH_ERRORS.email);
    expect((await call('/alerts/price-drops', { cookie, body: { priceDrops: true } })).status).toBe(409);

    expect(await json(await call('/alerts/email', { cookie, body: { email: EMAIL } }))).toEqual({
      success: true,
      settings: { email: EMAIL, confirmed: false, priceDrops: false },
    });
    await waitFor(() => smtp.messages.length === 1);
    const [mail] = await mails();
    expect(smtp.messages[0]!.to).toEqual([EMAIL]);
    expect(mail!.subject).toBe('Confirm your e-mail address for Southern Cross Motors alerts');
    expect(mail!.from?.text).toContain('alerts@southerncrossmotors.com.au');
    expect(mail!.headers.get('auto-submitted')).toBe('auto-generated');
    const token = tokenIn(mail!, '/pages/confirm-email/');

    // an altered token, or one of another site, confirms nothing
    const [body, mac] = token.split('.') as [string, string];
    const altered = `${body.slice(0, -2)}${body.endsWith('A') ? 'B' : 'A'}${body.slice(-1)}.${mac}`;
    expect(await json(await call('/alerts/confirm', { body: { token: altered } }))).toEqual({
      success: false,
      error: SAVED_SEARCH_ERRORS.badLink,
    });
    const elsewhere = accountCaller(app, {
      host: 'harbourside-toyota.localhost:4321',
      origin: 'http://harbourside-toyota.localhost:4321',
    });
    expect((await elsewhere('/alerts/confirm', { body: { token } })).status).toBe(400);
    // a day and an hour later, the link has expired
    now = new Date(Date.now() + (SAVED_SEARCH_LIMITS.confirmLinkHours + 1) * 3600_000);
    expect(await json(await call('/alerts/confirm', { body: { token } }))).toEqual({
      success: false,
      error: SAVED_SEARCH_ERRORS.expiredLink,
    });
    now = new Date();
    expect((await json(await call('/alerts/settings', { cookie }))).settings).toMatchObject({ confirmed: false });

    expect(await json(await call('/alerts/confirm', { body: { token } }))).toEqual({ success: true, email: EMAIL });
    expect((await json(await call('/alerts/settings', { cookie }))).settings).toEqual({
      email: EMAIL,
      confirmed: true,
      priceDrops: false,
    });

    // a new address needs its own confirmation, and the old link no longer confirms anything
    await call('/alerts/email', { cookie, body: { email: 'new@example.com' } });
    expect((await call('/alerts/confirm', { body: { token } })).status).toBe(400);
    // three confirmation e-mails an hour at most
    await call('/alerts/email', { cookie, body: { email: 'third@example.com' } });
    const tooSoon = await call('/alerts/email', { cookie, body: { email: 'fourth@example.com' } });
    expect(tooSoon.status).toBe(429);
    expect((await json(await call('/alerts/settings', { cookie }))).settings).toMatchObject({
      email: 'third@example.com',
    });
  });

  it('e-mails a new matching car once, only once the address is confirmed, and stops at one click', async () => {
    const cookie = await signIn();
    const { search } = (await json(await call('/saved-searches/save', { cookie, body: KIA_SEARCH }))) as {
      search: { id: string };
    };
    await call('/saved-searches/alerts', { cookie, body: { id: search.id, alerts: true } });
    // the first run is the search's baseline: the Kias already listed are not news
    expect(await feedChecked()).toBe(1);
    expect(await feedChecked()).toBe(0);

    // a new Kia while the address is not confirmed: recorded quietly, never sent later
    feed.write([...stockRows, arriving(kia, 90_000_001)]);
    await feedChecked();
    await call('/alerts/email', { cookie, body: { email: EMAIL } });
    await waitFor(() => smtp.messages.length === 1);
    const [confirmation] = await mails();
    const confirmed = await call('/alerts/confirm', {
      body: { token: tokenIn(confirmation!, '/pages/confirm-email/') },
    });
    expect(confirmed.status).toBe(200);
    smtp.messages.length = 0;

    // now a new Kia and a car of another make arrive: one e-mail, for the Kia
    const newKia = arriving(kia, 90_000_002);
    feed.write([...stockRows, arriving(kia, 90_000_001), newKia, arriving(notKia, 90_000_003)]);
    expect(await feedChecked()).toBe(1);
    await waitFor(() => smtp.messages.length === 1);
    const [alert] = await mails();
    expect(smtp.messages[0]!.to).toEqual([EMAIL]);
    expect(alert!.subject).toBe(`New match for your saved search: ${KIA_SEARCH.label}`);
    expect(alert!.text).toContain(newKia.name);
    expect(alert!.text).toContain(`https://www.southerncrossmotors.com.au/cars/${newKia.slug}`);
    expect(alert!.text).toContain(`https://www.southerncrossmotors.com.au${KIA_SEARCH.path}`);
    expect(alert!.text).not.toContain(notKia.name);
    expect(headerOf(alert!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https:\/\/[^>]+)>$/.exec(headerOf(alert!, 'list-unsubscribe'))![1]!;
    expect(tokenIn(alert!, '/pages/unsubscribe/')).toBe(new URL(oneClick).searchParams.get('token'));

    // the same cars again (another run, another worker): no second e-mail
    await db.query('DELETE FROM alert_stock_states');
    await feedChecked();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.messages).toHaveLength(1);

    // one click, as a mail provider posts it: no cookie, no Origin, the token in the URL
    const url = new URL(oneClick);
    const res = await app.request(`http://127.0.0.1${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(await res.json()).toEqual({ success: true, what: KIA_SEARCH.label });
    const { searches } = await json(await call('/saved-searches', { cookie }));
    expect(searches).toMatchObject([{ id: search.id, alerts: false }]);

    // no more e-mails for this search
    smtp.messages.length = 0;
    feed.write([...stockRows, arriving(kia, 90_000_004)]);
    await feedChecked();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.messages).toHaveLength(0);
  });

  it('e-mails a watched car’s price drop to a shopper who asked, once per drop', async () => {
    const cookie = await confirmedShopper();
    expect((await call('/watchlist/save-car', { cookie, body: { phone_number: MOBILE, car_id: kia.id } })).status).toBe(
      200,
    );
    await call('/alerts/price-drops', { cookie, body: { priceDrops: true } });
    await feedChecked();
    expect(smtp.messages).toHaveLength(0);

    const cheaper = { ...kia, price: kia.price - 1500 };
    feed.write(stockRows.map((car) => (car.id === kia.id ? cheaper : car)));
    await feedChecked();
    await waitFor(() => smtp.messages.length === 1);
    const [mail] = await mails();
    expect(mail!.subject).toBe(`Price drop: ${kia.name}`);
    expect(mail!.text).toContain(`(was $${kia.price.toLocaleString('en-AU')})`);
    expect(mail!.text).toContain('https://www.southerncrossmotors.com.au/my-garage');
    const token = tokenIn(mail!, '/pages/unsubscribe/');

    // a rise is no news; the same price seen again is not a second drop
    feed.write(stockRows.map((car) => (car.id === kia.id ? { ...kia, price: kia.price + 500 } : car)));
    await feedChecked();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.messages).toHaveLength(1);

    // the unsubscribe page's button: JSON from the site's own page
    expect(await json(await call('/alerts/unsubscribe', { body: { token } }))).toEqual({
      success: true,
      what: 'price-drop alerts',
    });
    expect((await json(await call('/alerts/settings', { cookie }))).settings).toMatchObject({ priceDrops: false });
    expect(await json(await call('/alerts/unsubscribe', { body: { token: 'forged.token' } }))).toEqual({
      success: false,
      error: SAVED_SEARCH_ERRORS.badLink,
    });
  });

  it('goes with the account: Download my data lists it, Delete my account removes it', async () => {
    const cookie = await confirmedShopper();
    await call('/saved-searches/save', { cookie, body: KIA_SEARCH });
    const tables = ['saved_searches', 'alert_addresses', 'shopper_emails'];
    for (const table of tables)
      expect((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n).toBeGreaterThan(0);
    const data = await json(await call('/account/data', { cookie }));
    expect(data.saved_searches).toMatchObject([{ label: KIA_SEARCH.label, path: KIA_SEARCH.path }]);
    expect(data.alerts).toEqual({ email: EMAIL, confirmed: true, priceDrops: false });
    expect(data.alert_emails).toMatchObject([{ kind: 'confirm-address', to: EMAIL, sent_at: expect.any(String) }]);

    expect((await call('/account/delete', { cookie, body: { confirm: true } })).status).toBe(200);
    for (const table of [...tables, 'saved_search_matches'])
      expect((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n).toBe(0);
  });
});
