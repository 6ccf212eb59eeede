import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { MY_DATA_ERRORS } from '../../src/domain/account/my-data.ts';
import { SIGN_IN_POLICY } from '../../src/domain/account/sign-in-policy.ts';
import { leadReference } from '../../src/domain/forms/lead-reference.ts';
import { createApiOnlyApp } from '../../src/server/api-only-app.ts';
import { feedStock } from '../../src/server/cars/feed-stock.ts';
import { LeadStore } from '../../src/server/leads/store.ts';
import { outboxSmsSender } from '../../src/server/sms/outbox-sms.ts';
import type { Database } from '../../src/server/storage/database.ts';
import { accountCaller, signInWith, type AccountCall } from '../support/account-api.ts';
import { describeOnEachDatabase } from '../support/databases.ts';
import { demoRows, fileFeedTenant } from '../support/feed.ts';
import { GROUP_ORIGIN, newKey, PERSON, TENANTS, TEST_SHOPPER_HASH, VALID_LEADS } from '../support/leads.ts';

const SLUG = 'harbourside-toyota';
const ORIGIN = `http://${SLUG}.localhost:4321`;
const HOST = `${SLUG}.localhost:4321`;
/** PERSON.phone, as sign-in stores it. */
const E164 = '+61412987651';
const OTHER_MOBILE = '0423 456 789';
const hash = TEST_SHOPPER_HASH;

const tenantsDir = mkdtempSync(join(tmpdir(), 'my-data-tenants-'));
const outbox = mkdtempSync(join(tmpdir(), 'my-data-sms-'));
afterAll(() => [tenantsDir, outbox].forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const feed = fileFeedTenant(SLUG, tenantsDir);
const [listed] = demoRows(SLUG, 20);
feed.write([listed!]);
const stock = feedStock([feed.site], { tenantsDir, maxAgeMs: 0 });

const enquiry = VALID_LEADS.enquiry.body;
/** What names or reaches the shopper in a stored lead; none of it may survive a deletion. */
const PERSONAL = [PERSON.name, PERSON.last_name, PERSON.email, '0412 987 651', 'Unobtainium', 'Mozilla/5.0 (test)'];

describeOnEachDatabase('my data (the garage’s enquiries, Download my data, Delete my account)', (database) => {
  let db: Database;
  let call: AccountCall;

  beforeEach(async () => {
    db = database();
    await db.exec(
      'TRUNCATE lead_deliveries, idempotency_keys, leads, watchlist_items, sign_in_codes, shopper_sessions, shopper_users CASCADE',
    );
    const app = createApiOnlyApp({
      leads: { store: new LeadStore(db, { shopperHash: hash }), tenants: TENANTS },
      account: { db, hash, sms: outboxSmsSender({ dataDir: outbox }), tenants: TENANTS, checksPerAddress: null },
      watchlist: { db, tenants: TENANTS, stock },
      myData: { db, hash, tenants: TENANTS, stock, clock: { now: () => new Date('2026-11-28T10:00:00Z') } },
    });
    call = accountCaller(app, { host: HOST, origin: ORIGIN });
  });

  const signIn = (mobile = PERSON.phone, e164 = E164) => signInWith(call, outbox, mobile, e164);
  async function sendLead(body: Record<string, unknown>): Promise<string> {
    const res = await call('/leads', { body, key: newKey() });
    expect(res.status).toBe(201);
    return ((await res.json()) as { lead_id: string }).lead_id;
  }
  const enquiries = async (cookie: string) =>
    (await (await call('/account/enquiries', { cookie })).json()) as {
      items: { reference: string; category: string; car: { name: string; slug: string } | null; delivered: boolean }[];
    };

  it('lists the enquiries sent on this site with the signed-in number, however it was typed, newest first', async () => {
    const first = await sendLead({ ...enquiry, car_id: listed!.id });
    const second = await sendLead({ ...enquiry, phone: '+61 412 987 651', car_id: 999_999 });
    await sendLead({ ...enquiry, phone: OTHER_MOBILE });
    const cookie = await signIn();

    const { items } = await enquiries(cookie);
    expect(items.map((item) => item.reference)).toEqual([leadReference(second), leadReference(first)]);
    // a car still listed is named and linked; one that left the feed is not
    expect(items[1]!.car).toEqual({ id: String(listed!.id), name: expect.any(String), slug: expect.any(String) });
    expect(items[0]!.car).toBeNull();
    expect(items[0]).toMatchObject({ category: 'Sales Enquiry', delivered: false });
    // nothing of the lead's personal details travels in the list
    expect(JSON.stringify(items)).not.toContain(PERSON.email);
  });

  it('only for the signed-in shopper: a visitor is told to sign in, another number sees its own', async () => {
    await sendLead(enquiry);
    const visitor = await call('/account/enquiries');
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ success: false, error: MY_DATA_ERRORS.visitor });
    expect((await call('/account/data')).status).toBe(401);
    const other = await signIn(OTHER_MOBILE, '+61423456789');
    expect((await enquiries(other)).items).toEqual([]);
  });

  it('a session of another site is not valid here', async () => {
    await sendLead(enquiry);
    const cookie = await signIn();
    const elsewhere = await call('/account/enquiries', { cookie, host: 'southern-cross-motors.localhost:4321' });
    expect(elsewhere.status).toBe(401);
    const deleted = await call('/account/delete', {
      body: { confirm: true },
      cookie,
      host: 'southern-cross-motors.localhost:4321',
      origin: GROUP_ORIGIN,
    });
    expect(deleted.status).toBe(401);
  });

  it('Download my data: a JSON file of the account, its sessions, watchlist and enquiries', async () => {
    const leadId = await sendLead(enquiry);
    const cookie = await signIn();
    await call('/watchlist/save-car', { body: { phone_number: PERSON.phone, car_id: listed!.id }, cookie });

    const res = await call('/account/data', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="harbourside-toyota-my-data-2026-11-28.json"',
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = (await res.json()) as Record<string, unknown> & {
      enquiries: { id: string; fields: Record<string, unknown>; context: Record<string, unknown> }[];
    };
    expect(data).toMatchObject({
      site: SLUG,
      exported_at: '2026-11-28T10:00:00.000Z',
      account: { phone: E164 },
      sessions: [{ started_at: expect.any(String), last_seen_at: expect.any(String) }],
      watchlist: [{ car_id: listed!.id, price_when_saved: listed!.price }],
    });
    expect(data.enquiries).toHaveLength(1);
    expect(data.enquiries[0]).toMatchObject({ id: leadId, fields: { email: PERSON.email, name: PERSON.name } });
  });

  it('Delete my account: asks for {confirm: true} from the site’s own pages, and changes nothing otherwise', async () => {
    await sendLead(enquiry);
    const cookie = await signIn();
    const unconfirmed = await call('/account/delete', { body: {}, cookie });
    expect(unconfirmed.status).toBe(422);
    expect(((await unconfirmed.json()) as { errors: Record<string, string> }).errors).toEqual({
      confirm: MY_DATA_ERRORS.confirm,
    });
    expect((await call('/account/delete', { body: { confirm: 'yes' }, cookie })).status).toBe(422);
    const crossSite = await call('/account/delete', {
      body: { confirm: true },
      cookie,
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    expect((await call('/account/delete', { body: { confirm: true } })).status).toBe(401);
    expect((await enquiries(cookie)).items).toHaveLength(1);
    expect((await db.query('SELECT 1 FROM shopper_users')).rows).toHaveLength(1);
  });

  it('Delete my account: the user, sessions and watchlist go; the leads lose who sent them; others are untouched', async () => {
    const mine = await sendLead({ ...enquiry, car_id: listed!.id });
    const theirs = await sendLead({ ...enquiry, phone: OTHER_MOBILE });
    const cookie = await signIn();
    await call('/watchlist/save-car', { body: { phone_number: PERSON.phone, car_id: listed!.id }, cookie });

    const res = await call('/account/delete', { body: { confirm: true }, cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, deidentified_enquiries: 1 });
    // the browser's session cookie is cleared, and the session is gone on the server
    expect(res.headers.get('set-cookie')).toMatch(/^__Host-session=;.*Max-Age=0/);
    expect(await (await call('/session', { cookie })).json()).toEqual({ signed_in: false });
    for (const table of ['shopper_users', 'shopper_sessions', 'watchlist_items'])
      expect((await db.query(`SELECT 1 FROM ${table}`)).rows, table).toEqual([]);

    const rows = (
      await db.query<{ id: string; payload: unknown; phone_hash: string | null; deidentified_at: Date | null }>(
        'SELECT id, payload, phone_hash, deidentified_at FROM leads',
      )
    ).rows;
    const deleted = rows.find((row) => row.id === mine)!;
    expect(deleted.phone_hash).toBeNull();
    expect(deleted.deidentified_at).not.toBeNull();
    for (const text of PERSONAL) expect(JSON.stringify(deleted.payload)).not.toContain(text);
    // what was asked stays: the category and the car
    expect(deleted.payload).toMatchObject({
      fields: { category: 'Sales Enquiry', terms_conditions: true },
      context: { stock_number: 'HT123', 'Vehicle Make': 'Toyota' },
    });
    const kept = rows.find((row) => row.id === theirs)!;
    expect(kept.phone_hash).not.toBeNull();
    expect(JSON.stringify(kept.payload)).toContain(PERSON.email);

    // signing in again is a new, empty account: nothing links the old leads back
    const again = await signIn();
    expect((await enquiries(again)).items).toEqual([]);
  });

  describe('Delete my account asks for a recent sign-in (ASVS 5.0 7.5.1)', () => {
    const MINUTES = SIGN_IN_POLICY.recentSignInMinutes;
    /** Moves the sessions' sign-in back by this long (the windows run on the database's clock). */
    const signedInAgo = (interval: string) =>
      db.query('UPDATE shopper_sessions SET created_at = now() - $1::interval, last_seen_at = now()', [interval]);
    const session = async (cookie: string) =>
      (await (await call('/session', { cookie })).json()) as { signed_in: boolean; reauthenticate_in?: number };

    it(`a sign-in counts as recent for ${MINUTES} minutes: GET /session says how many seconds are left`, async () => {
      const cookie = await signIn();
      const fresh = await session(cookie);
      expect(fresh.reauthenticate_in).toBeGreaterThan(MINUTES * 60 - 30);
      expect(fresh.reauthenticate_in).toBeLessThanOrEqual(MINUTES * 60);
      await signedInAgo(`${MINUTES - 1} minutes`);
      expect((await session(cookie)).reauthenticate_in).toBeGreaterThan(30);
      expect((await session(cookie)).reauthenticate_in).toBeLessThanOrEqual(60);
      await signedInAgo(`${MINUTES} minutes 1 second`);
      // still signed in for everything else, only no longer recent
      expect(await session(cookie)).toMatchObject({ signed_in: true, reauthenticate_in: 0 });
    });

    it(`a sign-in ${MINUTES - 1} minutes ago can still delete the account`, async () => {
      const cookie = await signIn();
      await signedInAgo(`${MINUTES - 1} minutes`);
      const res = await call('/account/delete', { body: { confirm: true }, cookie });
      expect(res.status).toBe(200);
      expect((await db.query('SELECT 1 FROM shopper_users')).rows).toEqual([]);
    });

    it(`a session signed in over ${MINUTES} minutes ago gets 403 with reauthenticate, and nothing changes`, async () => {
      const leadId = await sendLead(enquiry);
      const cookie = await signIn();
      await call('/watchlist/save-car', { body: { phone_number: PERSON.phone, car_id: listed!.id }, cookie });
      await signedInAgo(`${MINUTES} minutes 1 second`);

      const res = await call('/account/delete', { body: { confirm: true }, cookie });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ success: false, error: MY_DATA_ERRORS.reauthenticate, reauthenticate: true });
      // the session cookie is kept, and so is everything on the server
      expect(res.headers.get('set-cookie')).toBeNull();
      expect((await session(cookie)).signed_in).toBe(true);
      for (const table of ['shopper_users', 'shopper_sessions', 'watchlist_items'])
        expect((await db.query(`SELECT 1 FROM ${table}`)).rows, table).toHaveLength(1);
      const lead = await db.query<{ phone_hash: string | null; deidentified_at: Date | null }>(
        'SELECT phone_hash, deidentified_at FROM leads WHERE id = $1',
        [leadId],
      );
      expect(lead.rows[0]!.phone_hash).not.toBeNull();
      expect(lead.rows[0]!.deidentified_at).toBeNull();
      expect((await enquiries(cookie)).items).toHaveLength(1);
    });

    it('an old session’s request still has to say confirm: true (422 before 403)', async () => {
      const cookie = await signIn();
      await signedInAgo('1 day');
      expect((await call('/account/delete', { body: {}, cookie })).status).toBe(422);
    });

    it('signing in again (a fresh code) then deletes the account, and every session with it', async () => {
      await sendLead(enquiry);
      const old = await signIn();
      await signedInAgo('3 days');
      expect((await call('/account/delete', { body: { confirm: true }, cookie: old })).status).toBe(403);

      const again = await signIn();
      const res = await call('/account/delete', { body: { confirm: true }, cookie: again });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, deidentified_enquiries: 1 });
      for (const table of ['shopper_users', 'shopper_sessions'])
        expect((await db.query(`SELECT 1 FROM ${table}`)).rows, table).toEqual([]);
      expect(await session(old)).toEqual({ signed_in: false });
    });
  });

  it('every table that keeps a user’s records goes with the user (ON DELETE CASCADE), but reservations and spins', async () => {
    const { rows } = await db.query<{ table_name: string; delete_rule: string }>(
      `SELECT kcu.table_name, rc.delete_rule
         FROM information_schema.referential_constraints rc
         JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = rc.constraint_name
         JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = rc.constraint_name
        WHERE ccu.table_name = 'shopper_users'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    // a reservation outlives the account while it is live with the dealer, then loses the
    // shopper's details (MyDataStore.deleteAccount, tests/api/account-reservations.test.ts); a
    // spin, which holds no details, stays as no one's so the number spins once per campaign
    // (tests/api/spin-to-win.test.ts)
    expect(
      rows.filter((row) => row.delete_rule !== 'CASCADE').sort((a, b) => a.table_name.localeCompare(b.table_name)),
    ).toEqual([
      { table_name: 'reservations', delete_rule: 'SET NULL' },
      { table_name: 'spins', delete_rule: 'SET NULL' },
    ]);
  });
});
