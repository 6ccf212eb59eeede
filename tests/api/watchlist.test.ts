import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { WATCHLIST_ERRORS } from '../../src/domain/account/watchlist.ts';
import { createApiOnlyApp } from '../../src/server/api-only-app.ts';
import { feedStock } from '../../src/server/cars/feed-stock.ts';
import { KeyedHash } from '../../src/server/privacy/keyed-hash.ts';
import { outboxSmsSender } from '../../src/server/sms/outbox-sms.ts';
import type { Database } from '../../src/server/storage/database.ts';
import { accountCaller, signInWith, type AccountCall } from '../support/account-api.ts';
import { describeOnEachDatabase } from '../support/databases.ts';
import { demoRows, fileFeedTenant } from '../support/feed.ts';
import { demoApiTenants } from '../support/sites.ts';

const SLUG = 'drivewise-online';
const ORIGIN = `http://${SLUG}.localhost:4321`;
const HOST = `${SLUG}.localhost:4321`;
const OTHER_ORIGIN = 'http://southern-cross-motors.localhost:4321';
const MOBILE = '0412 345 678';
const E164 = '+61412345678';
const TENANTS = demoApiTenants();
const hash = new KeyedHash('a test key that is long enough for the shoppers hash');

const tenantsDir = mkdtempSync(join(tmpdir(), 'watchlist-tenants-'));
const outbox = mkdtempSync(join(tmpdir(), 'watchlist-sms-'));
afterAll(() => [tenantsDir, outbox].forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const feed = fileFeedTenant(SLUG, tenantsDir);
const [inStock, sold] = demoRows(SLUG, 60);
// a sold car carries its time of sale (spec §3)
const SOLD_AT = Math.floor(Date.parse('2026-11-19T00:00:00Z') / 1000);
const feedNow = [inStock!, { ...sold!, status: 'sold' as const, sold_date_timestamp: SOLD_AT }];
feed.write(feedNow);
// read at every call, so a test can change the feed under a saved car
const stock = feedStock([feed.site], { tenantsDir, maxAgeMs: 0 });

describeOnEachDatabase('the watchlist (spec §7 POST /api/watchlist/save-car and /remove-car)', (database) => {
  let db: Database;
  let call: AccountCall;

  beforeEach(async () => {
    db = database();
    await db.exec('TRUNCATE watchlist_items, sign_in_codes, shopper_sessions, shopper_users CASCADE');
    const app = createApiOnlyApp({
      account: { db, hash, sms: outboxSmsSender({ dataDir: outbox }), tenants: TENANTS, checksPerAddress: null },
      watchlist: { db, tenants: TENANTS, stock },
    });
    call = accountCaller(app, { host: HOST, origin: ORIGIN });
  });

  const signIn = (mobile = MOBILE, e164 = E164) => signInWith(call, outbox, mobile, e164);
  const save = (cookie: string | undefined, car_id: number, phone_number = MOBILE) =>
    call('/watchlist/save-car', { body: { phone_number, car_id }, cookie });
  const remove = (cookie: string | undefined, car_id: number, phone_number = MOBILE) =>
    call('/watchlist/remove-car', { body: { phone_number, car_id }, cookie });
  const list = async (cookie: string) =>
    ((await (await call('/watchlist', { cookie })).json()) as { items: { car_id: number }[] }).items;

  it('a signed-in shopper saves a car and removes it: {success: true} each time, the list follows', async () => {
    const cookie = await signIn();
    const saved = await save(cookie, inStock!.id);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ success: true });
    expect(await list(cookie)).toEqual([
      {
        car_id: inStock!.id,
        price_when_saved: inStock!.price,
        saved_at: expect.any(String),
        car: {
          slug: inStock!.slug,
          name: inStock!.name,
          status: 'in_stock',
          reserved: inStock!.reserved,
          price: inStock!.price,
          primary_image_url: inStock!.primary_image_url,
        },
      },
    ]);
    // saving twice keeps one row and its first save
    expect(await (await save(cookie, inStock!.id)).json()).toEqual({ success: true });
    expect(await list(cookie)).toHaveLength(1);
    expect(await (await remove(cookie, inStock!.id)).json()).toEqual({ success: true });
    expect(await list(cookie)).toEqual([]);
  });

  it('a visitor: 401 {success: false} with the message the page shows', async () => {
    const res = await save(undefined, inStock!.id);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, error: WATCHLIST_ERRORS.visitor });
    expect((await call('/watchlist')).status).toBe(401);
  });

  it('phone_number must be the signed-in shopper’s: nobody changes another’s list', async () => {
    const mine = await signIn();
    const theirs = await signIn('0498 765 432', '+61498765432');
    expect(await (await save(theirs, inStock!.id, '0498 765 432')).json()).toEqual({ success: true });
    const res = await remove(mine, inStock!.id, '0498 765 432');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ success: false, error: WATCHLIST_ERRORS.otherNumber });
    expect(await list(theirs)).toHaveLength(1);
    expect(await list(mine)).toEqual([]);
  });

  it('another site’s session is not valid here, and a page of no tenant is refused', async () => {
    const cookie = await signIn();
    expect((await call('/watchlist', { cookie, host: 'southern-cross-motors.localhost:4321' })).status).toBe(401);
    const fromOtherSite = await call('/watchlist/save-car', {
      body: { phone_number: MOBILE, car_id: inStock!.id },
      cookie,
      origin: OTHER_ORIGIN,
    });
    expect(fromOtherSite.status).toBe(401);
    const fromElsewhere = await call('/watchlist/save-car', {
      body: { phone_number: MOBILE, car_id: inStock!.id },
      cookie,
      origin: 'https://evil.example',
    });
    expect(fromElsewhere.status).toBe(403);
    expect(await list(cookie)).toEqual([]);
  });

  it('a car not in stock, or sold and not saved, is refused with a message; a saved car that sold can still be removed', async () => {
    const cookie = await signIn();
    const gone = await save(cookie, 999_999);
    expect(gone.status).toBe(422);
    expect(await gone.json()).toEqual({ success: false, error: WATCHLIST_ERRORS.notInStock });
    const soldRes = await save(cookie, sold!.id);
    expect(soldRes.status).toBe(422);
    expect(await soldRes.json()).toEqual({ success: false, error: WATCHLIST_ERRORS.sold });
    expect(await (await remove(cookie, sold!.id)).json()).toEqual({ success: true });
  });

  it('422 naming the field for a body that is not {phone_number, car_id}', async () => {
    const cookie = await signIn();
    const res = await call('/watchlist/save-car', { body: { phone_number: MOBILE, car_id: 'one' }, cookie });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ car_id: 'Please send car_id as a number.' });
  });

  it('the list gives each car as the feed has it now: a price dropped and a sale show; a car gone from the feed is null', async () => {
    const cookie = await signIn();
    await save(cookie, inStock!.id);
    try {
      feed.write([
        { ...inStock!, price: inStock!.price - 1000, status: 'sold', sold_date_timestamp: SOLD_AT },
        feedNow[1]!,
      ]);
      const [item] = await list(cookie);
      expect(item).toMatchObject({
        price_when_saved: inStock!.price,
        car: { status: 'sold', price: inStock!.price - 1000 },
      });
      feed.write([feedNow[1]!]);
      expect(await list(cookie)).toEqual([expect.objectContaining({ car_id: inStock!.id, car: null })]);
    } finally {
      feed.write(feedNow);
    }
  });

  it('deleting a user deletes their watchlist', async () => {
    const cookie = await signIn();
    await save(cookie, inStock!.id);
    await db.query('DELETE FROM shopper_users');
    expect((await db.query('SELECT 1 FROM watchlist_items')).rows).toHaveLength(0);
  });
});
