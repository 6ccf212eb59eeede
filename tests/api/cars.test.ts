import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { CarInput } from '../../src/catalog/schema/car.ts';
import { createApiOnlyApp } from '../../src/server/api-only-app.ts';
import { feedStock } from '../../src/server/cars/feed-stock.ts';
import { CheckoutReservations } from '../../src/server/cars/checkout-reservations.ts';
import type { CarApiOptions } from '../../src/server/cars/routes.ts';
import type { LiveStock } from '../../src/server/cars/stock.ts';
import { CarViewStore, deleteOldViewVisitors } from '../../src/server/cars/view-store.ts';
import type { RateLimit } from '../../src/server/middleware/rate-limiter.ts';
import type { Clock } from '../../src/server/clock.ts';
import { ReservationStore } from '../../src/server/reservations/store.ts';
import type { ReservationStatus } from '../../src/domain/reservations/reservation-actions.ts';
import { apiTenantFromSite } from '../../src/server/tenancy/api-tenant.ts';
import type { Database } from '../../src/server/storage/database.ts';
import { describeOnEachDatabase } from '../support/databases.ts';
import { testClock } from '../support/clock.ts';
import { demoRows, fileFeedTenant } from '../support/feed.ts';
import { demoSites } from '../support/sites.ts';
import { TEST_SHOPPER_HASH } from '../support/leads.ts';

const TENANT = 'harbourside-toyota';
const HOST = `${TENANT}.localhost:4321`;
const FIX = 'Please fix the following errors:';

const tenantsDir = mkdtempSync(join(tmpdir(), 'car-views-'));
afterAll(() => rmSync(tenantsDir, { recursive: true, force: true }));
const feed = fileFeedTenant(TENANT, tenantsDir);
const TENANTS = [apiTenantFromSite(feed.site, { servedLocally: true })];

const rows = demoRows(TENANT);
const financed = rows.find((car) => Object.keys(car.finance_lenders ?? {}).length > 0);
if (!financed || rows.length < 3) throw new Error('the demo stock has no financed car in stock');
/** The car the tests view: a quote from the site's lender, and views of its own in the feed. */
const CAR = { ...financed, views: 120 } satisfies CarInput;
const [LENDER, QUOTE] = Object.entries(CAR.finance_lenders ?? {})[0] ?? [];
const OTHER = { ...rows.find((car) => car !== financed)!, finance_lenders: {} } satisfies CarInput;
const FEED = [CAR, OTHER];
/** What the page was built with: the query of a page that is up to date. */
const BUILT = { photos_count: String(CAR.photos_count ?? 0), updated_at: CAR.updated_at, website_id: '101' };

/** The car's fields as the feed has them: what car_fields holds when the page is out of date. */
const liveFields = {
  status: CAR.status,
  reserved: CAR.reserved ?? false,
  price: CAR.price,
  before_price: CAR.before_price,
  photos_count: CAR.photos_count ?? 0,
  updated_at: CAR.updated_at,
};

interface ViewAnswer {
  views: number;
  car_fields: null | Record<string, unknown>;
}

let clients = 0;
/** Each request comes from an address of its own unless it names one (x-test-client). */
const newClient = () => `198.51.100.${++clients % 250}:${clients}`;

function api(
  stock: LiveStock = feedStock([feed.site], { tenantsDir, maxAgeMs: 0 }),
  db?: Database,
  limit: { viewLimit: RateLimit; clock: Clock } | null = null,
  /** null: none */
  reservations: ReservationsReader | null = db ? new CheckoutReservations(db) : null,
  tenants = TENANTS,
) {
  const cars: CarApiOptions | undefined = db
    ? {
        stock,
        views: new CarViewStore(db, { shopperHash: TEST_SHOPPER_HASH }),
        ...(reservations ? { reservations } : {}),
        tenants,
        clientAddress: (c) => c.req.header('x-test-client') || undefined,
        viewLimit: limit?.viewLimit ?? null,
        ...(limit ? { clock: limit.clock } : {}),
      }
    : undefined;
  const app = createApiOnlyApp(cars ? { cars } : {});
  return (path: string, headers: Record<string, string> = { host: HOST }) =>
    Promise.resolve(
      app.request(`http://127.0.0.1/api${path}`, { headers: { 'x-test-client': newClient(), ...headers } }),
    );
}

const viewPath = (slug: string, query: Record<string, string> = BUILT) =>
  `/cars/${slug}/view.json?${new URLSearchParams(query).toString()}`;

/** What reads the reservations through our checkout (CheckoutReservations in production). */
type ReservationsReader = NonNullable<CarApiOptions['reservations']>;

let reservationKeys = 0;
/** A reservation through our checkout, as the reservation routes take it, then moved to `status`. */
async function reserve(db: Database, carSlug: string, status: ReservationStatus = 'held', tenant = TENANT) {
  const taken = await new ReservationStore(db).take({
    tenant,
    carSlug,
    journey: 'checkout',
    amountCents: 50_000,
    currency: 'aud',
    userId: null,
    name: 'Sam',
    lastName: 'Shopper',
    email: 'sam@example.com',
    phone: '0412345678',
    provider: 'test',
    paymentToken: 'tok_test',
    idempotencyKey: `car-status-${++reservationKeys}`,
    requestHash: 'hash',
    createdAt: new Date(),
  });
  if (taken.kind !== 'taken') throw new Error(`the car ${carSlug} could not be reserved: ${taken.kind}`);
  if (status !== 'authorising')
    await db.query('UPDATE reservations SET status = $2 WHERE id = $1', [taken.reservation.id, status]);
}

/** A reader of reservations whose database is down. */
const failingReservations: ReservationsReader = {
  reservedSlugs: () => Promise.reject(new Error('down')),
  reservedCars: () => Promise.reject(new Error('down')),
};

describeOnEachDatabase('GET /api/cars/:slug/view.json', (database) => {
  let db: Database;
  let get: ReturnType<typeof api>;
  beforeEach(async () => {
    db = database();
    await db.exec('TRUNCATE car_views, car_view_visitors');
    feed.write(FEED);
    get = api(undefined, db);
  });

  const view = async (slug = CAR.slug, query?: Record<string, string>) => {
    const res = await get(viewPath(slug, query));
    expect(res.status).toBe(200);
    return (await res.json()) as ViewAnswer;
  };
  const counted = async () =>
    (
      await db.query<{ car_slug: string; views: string }>(
        'SELECT car_slug, views::text AS views FROM car_views ORDER BY 1',
      )
    ).rows;

  describe('a car in the feed', () => {
    it('counts the view of each new address, on top of the feed’s own count; answers are never cached', async () => {
      const res = await get(viewPath(CAR.slug));
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(((await res.json()) as ViewAnswer).views).toBe(121);
      expect((await view()).views).toBe(122);
      expect((await view()).views).toBe(123);
      expect(await counted()).toEqual([{ car_slug: CAR.slug, views: '3' }]);
    });

    it('each car has its own count; a feed without views counts from 0', async () => {
      await view();
      expect((await view(OTHER.slug)).views).toBe((OTHER.views ?? 0) + 1);
      expect((await view(OTHER.slug)).views).toBe((OTHER.views ?? 0) + 2);
      expect((await counted()).map((r) => r.views).sort()).toEqual(['1', '2']);
    });

    it('views at once from many addresses are all counted', async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, () => view()));
      expect(answers.map((a) => a.views).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => 121 + i));
      expect(await counted()).toEqual([{ car_slug: CAR.slug, views: '20' }]);
    });

    it('car_fields is null when the page shows what the feed says', async () => {
      expect((await view()).car_fields).toBeNull();
      // a page built after the feed's last change is up to date too
      expect((await view(CAR.slug, { ...BUILT, updated_at: '2030-01-01T00:00:00Z' })).car_fields).toBeNull();
    });

    it.each([
      ['the page was built before the car last changed', { ...BUILT, updated_at: '2020-01-01T00:00:00Z' }],
      ['the page has another number of photos', { ...BUILT, photos_count: String((CAR.photos_count ?? 0) + 1) }],
      ['the query has no updated_at', { photos_count: BUILT.photos_count }],
      ['the query has no photos_count', { updated_at: BUILT.updated_at }],
      ['the query has nothing', {}],
    ])('car_fields holds the live fields when %s', async (_, query) => {
      expect((await view(CAR.slug, query)).car_fields).toEqual(liveFields);
    });

    it('the feed marks the car sold: the next view says so, the built page’s query unchanged', async () => {
      expect((await view()).car_fields).toBeNull();
      const soldAt = new Date(Date.parse(CAR.updated_at) + 3_600_000);
      const sold = {
        ...CAR,
        status: 'sold' as const,
        sold_date_timestamp: Math.floor(soldAt.getTime() / 1000),
        updated_at: soldAt.toISOString(),
      };
      feed.write([sold, OTHER]);
      const answer = await view();
      expect(answer.views).toBe(122);
      expect(answer.car_fields).toEqual({ ...liveFields, status: 'sold', updated_at: sold.updated_at });
    });

    it('a new price and photos in the feed reach the page', async () => {
      feed.write([{ ...CAR, price: 12_345, before_price: 13_000, photos_count: 2, reserved: true }, OTHER]);
      expect((await view()).car_fields).toEqual({
        ...liveFields,
        price: 12_345,
        before_price: 13_000,
        photos_count: 2,
        reserved: true,
      });
    });

    it('a feed read within its minute is not read again: a change shows once the minute is up', async () => {
      const clock = testClock('2026-11-21T10:00:00Z');
      const cached = api(feedStock([feed.site], { tenantsDir, clock }), db);
      const fields = async () =>
        ((await (await cached(viewPath(CAR.slug))).json()) as ViewAnswer).car_fields?.['status'] ?? null;
      expect(await fields()).toBeNull();
      feed.write([{ ...CAR, status: 'sold', sold_date_timestamp: 1_700_000_000, photos_count: 0 }, OTHER]);
      clock.advance(59_000);
      expect(await fields()).toBeNull();
      clock.advance(1_000);
      expect(await fields()).toBe('sold');
    });

    it('the tenant is the one the Host names, with or without port; a production domain too', async () => {
      for (const host of [TENANT + '.localhost', 'www.harboursidetoyota.com.au', 'harboursidetoyota.com.au'])
        expect((await get(viewPath(CAR.slug), { host })).status, host).toBe(200);
      expect(await counted()).toEqual([{ car_slug: CAR.slug, views: '3' }]);
    });

    it('an API on a host of its own places the read by the page’s Origin, and lets that page read it', async () => {
      const origin = `http://${HOST}`;
      const res = await get(viewPath(CAR.slug), { host: 'api.example.com', origin });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      const foreign = await get(viewPath(CAR.slug), { host: 'api.example.com', origin: 'https://evil.example' });
      expect(foreign.status).toBe(404);
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('a reservation through our checkout', () => {
    beforeEach(async () => {
      await db.exec('DELETE FROM reservations');
    });

    it.each<[ReservationStatus, boolean]>([
      ['authorising', true],
      ['held', true],
      ['confirmed', true],
      ['released', false],
      ['expired', false],
      ['cancelled', false],
      ['declined', false],
    ])('%s: the car reads reserved on every answer, the page up to date or not: %s', async (status, reserved) => {
      expect(CAR.reserved ?? false).toBe(false);
      await reserve(db, CAR.slug, status);
      const fresh = (await view()).car_fields;
      const stale = (await view(CAR.slug, {})).car_fields;
      if (reserved) {
        // the page is up to date with the feed, so the other fields are as it shows them
        expect(fresh).toEqual({ ...liveFields, reserved: true });
        expect(stale).toEqual({ ...liveFields, reserved: true });
      } else {
        expect(fresh).toBeNull();
        expect(stale).toEqual(liveFields);
      }
    });

    it('merged with what the feed changed: a sold car stays sold, a new price comes too', async () => {
      await reserve(db, CAR.slug);
      const later = new Date(Date.parse(CAR.updated_at) + 3_600_000).toISOString();
      feed.write([{ ...CAR, price: 12_345, updated_at: later }, OTHER]);
      expect((await view()).car_fields).toEqual({ ...liveFields, price: 12_345, updated_at: later, reserved: true });
      feed.write([{ ...CAR, status: 'sold', sold_date_timestamp: 1_700_000_000, updated_at: later }, OTHER]);
      expect((await view()).car_fields).toMatchObject({ status: 'sold', reserved: true });
    });

    it('only the car reserved, only on its own site', async () => {
      await reserve(db, CAR.slug, 'held', 'southern-cross-motors');
      await reserve(db, OTHER.slug);
      expect((await view()).car_fields).toBeNull();
      expect((await view(OTHER.slug, {})).car_fields).toMatchObject({ reserved: true });
    });

    it('a car the feed already marks reserved: nothing new for a page built with it', async () => {
      feed.write([{ ...CAR, reserved: true }, OTHER]);
      await reserve(db, CAR.slug);
      expect((await view()).car_fields).toBeNull();
    });

    it.each<[ReservationStatus, boolean]>([
      ['held', true],
      ['released', false],
      ['expired', false],
      ['cancelled', false],
    ])(
      'a page built with the car reserved (reserved=true), %s: reserved %s on every answer',
      async (status, reserved) => {
        await reserve(db, CAR.slug, status);
        expect((await view(CAR.slug, { ...BUILT, reserved: 'true' })).car_fields).toEqual({ ...liveFields, reserved });
      },
    );

    it('a page built with the car reserved that the feed marks reserved: nothing new', async () => {
      feed.write([{ ...CAR, reserved: true }, OTHER]);
      await reserve(db, CAR.slug, 'released');
      expect((await view(CAR.slug, { ...BUILT, reserved: 'true' })).car_fields).toBeNull();
    });

    it('without a reader of reservations only the feed says; a reader that fails: 503', async () => {
      await reserve(db, CAR.slug);
      expect(
        ((await (await api(undefined, db, null, null)(viewPath(CAR.slug))).json()) as ViewAnswer).car_fields,
      ).toBeNull();
      const res = await api(undefined, db, null, failingReservations)(viewPath(CAR.slug));
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: 'The reservations cannot be read just now.' });
    });
  });

  describe('one view per address per car per day', () => {
    const from = (client: string, headers: Record<string, string> = {}, query: Record<string, string> = BUILT) =>
      get(viewPath(CAR.slug, query), { host: HOST, 'x-test-client': client, ...headers });
    const answer = async (res: Response) => {
      expect(res.status).toBe(200);
      return (await res.json()) as ViewAnswer;
    };

    it('the same address again within the day: answered with the live fields, not counted', async () => {
      // a page that left out its build's fields: the live ones come with every answer
      const first = await answer(await from('203.0.113.5', {}, {}));
      const again = await answer(await from('203.0.113.5', {}, {}));
      expect([first.views, again.views]).toEqual([121, 121]);
      expect(again.car_fields).toMatchObject({ price: CAR.price, status: CAR.status });
      expect((await answer(await from('203.0.113.6'))).views).toBe(122);
      // the same address on another car counts there
      expect(
        (await answer(await get(viewPath(OTHER.slug), { host: HOST, 'x-test-client': '203.0.113.5' }))).views,
      ).toBe((OTHER.views ?? 0) + 1);
      expect(await counted()).toEqual(
        [
          { car_slug: CAR.slug, views: '2' },
          { car_slug: OTHER.slug, views: '1' },
        ].sort((a, b) => a.car_slug.localeCompare(b.car_slug)),
      );
    });

    it('a day later the address counts again', async () => {
      await from('203.0.113.5');
      await db.query(`UPDATE car_view_visitors SET counted_at = now() - interval '24 hours'`);
      expect((await answer(await from('203.0.113.5'))).views).toBe(122);
    });

    it('twenty views at once from one address count once', async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, () => from('203.0.113.5')));
      expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
      expect(await counted()).toEqual([{ car_slug: CAR.slug, views: '1' }]);
    });

    it('keeps a keyed hash of the address, never the address', async () => {
      await from('203.0.113.5');
      const rows = await db.query<Record<string, unknown>>('SELECT * FROM car_view_visitors');
      expect(rows.rows).toHaveLength(1);
      expect(JSON.stringify(rows.rows)).not.toContain('203.0.113');
      expect(rows.rows[0]!['address_hash']).toBe(await TEST_SHOPPER_HASH.of('address', '203.0.113.5'));
    });

    it('without a known address nothing is counted; the answer still comes', async () => {
      expect((await answer(await from(''))).views).toBe(120);
      expect(await counted()).toEqual([]);
    });

    it('the old visitors are cleared: a visitor older than a day goes, a newer one stays', async () => {
      await from('203.0.113.5');
      await from('203.0.113.6');
      await db.query(`UPDATE car_view_visitors SET counted_at = now() - interval '25 hours' WHERE address_hash = $1`, [
        await TEST_SHOPPER_HASH.of('address', '203.0.113.5'),
      ]);
      expect(await deleteOldViewVisitors(db)).toBe(1);
      const left = await db.query('SELECT 1 FROM car_view_visitors');
      expect(left.rows).toHaveLength(1);
    });

    it.each([
      ['another site', 'https://evil.example'],
      ['another tenant’s site', 'http://southern-cross-motors.localhost:4321'],
      ['an opaque origin', 'null'],
    ])('a page of %s: 403, nothing counted', async (_, origin) => {
      const res = await from('203.0.113.5', { origin });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: 'Views are counted only from the dealer’s own website.' });
      expect(await counted()).toEqual([]);
    });

    it('the tenant’s own page, cross-origin or not: counted', async () => {
      expect((await from('203.0.113.5', { origin: `http://${HOST}` })).status).toBe(200);
      expect((await from('203.0.113.6', { origin: 'https://www.harboursidetoyota.com.au' })).status).toBe(200);
      expect(await counted()).toEqual([{ car_slug: CAR.slug, views: '2' }]);
    });

    it('past the rate per address: 429 with Retry-After; other addresses go on; refilled, it counts again', async () => {
      const clock = testClock();
      const limited = api(undefined, db, { viewLimit: { burst: 2, perSeconds: 60 }, clock });
      const send = (client: string) => limited(viewPath(CAR.slug), { host: HOST, 'x-test-client': client });
      expect((await send('203.0.113.5')).status).toBe(200);
      expect((await send('203.0.113.5')).status).toBe(200);
      const refused = await send('203.0.113.5');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(await refused.json()).toEqual({ error: 'Too many car views from here.' });
      expect((await send('203.0.113.6')).status).toBe(200);
      clock.advance(29_000);
      expect((await send('203.0.113.5')).status).toBe(429);
      clock.advance(1_000);
      expect((await send('203.0.113.5')).status).toBe(200);
    });
  });

  describe('what is not counted', () => {
    it.each([
      ['a slug the feed does not have', '2019-nobody-nothing-1'],
      ['a slug that is no slug', 'Not_A_Slug'],
      ['an encoded path', '..%2F..%2Fetc'],
    ])('%s: 404', async (_, slug) => {
      const res = await get(viewPath(slug));
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'This car is not in stock.' });
      expect(await counted()).toEqual([]);
    });

    it('a car that has left the feed: 404', async () => {
      feed.write([OTHER]);
      expect((await get(viewPath(CAR.slug))).status).toBe(404);
      expect(await counted()).toEqual([]);
    });

    it.each([
      ['a Host that names no tenant', { host: 'nobody.localhost:4321' }],
      ['the bare local host', { host: '127.0.0.1:4321' }],
      ['a foreign domain', { host: 'www.example.com' }],
    ])('%s: 404', async (_, headers) => {
      const res = await get(viewPath(CAR.slug), headers);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'No dealer website is served here.' });
      expect(await counted()).toEqual([]);
    });

    const PHOTOS = 'Please send photos_count as a whole number, 0 or more.';
    const UPDATED = 'Please send updated_at as an ISO date-time such as 2026-11-20T09:30:00Z.';
    const WEBSITE = 'Please send website_id as a whole number, 1 or more.';
    it.each([
      ['photos_count', '-1', PHOTOS],
      ['photos_count', '1.5', PHOTOS],
      ['photos_count', 'three', PHOTOS],
      ['photos_count', '', PHOTOS],
      ['photos_count', '1e3', PHOTOS],
      ['updated_at', 'yesterday', UPDATED],
      ['updated_at', '2026-13-45T00:00:00Z', UPDATED],
      ['updated_at', '2026-11-20T09:30:00', UPDATED],
      ['updated_at', '', UPDATED],
      ['website_id', '0', WEBSITE],
      ['website_id', '-101', WEBSITE],
      ['website_id', 'harbourside', WEBSITE],
      ['website_id', '10.1', WEBSITE],
    ])('%s=%j: 400 naming it, nothing counted', async (name, value, message) => {
      const res = await get(viewPath(CAR.slug, { ...BUILT, [name]: value }));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: FIX, errors: { [name]: message } });
      expect(await counted()).toEqual([]);
    });

    it('every bad parameter at once; a repeated one is refused too', async () => {
      const res = await get(`/cars/${CAR.slug}/view.json?photos_count=1&photos_count=2&updated_at=x&website_id=0`);
      expect(res.status).toBe(400);
      expect(Object.keys(((await res.json()) as { errors: object }).errors).sort()).toEqual([
        'photos_count',
        'updated_at',
        'website_id',
      ]);
    });

    it('a date alone and other ISO spellings are taken', async () => {
      for (const updated_at of ['2020-01-01', '2020-01-01T00:00Z', '2020-01-01T08:00:00.123+08:00'])
        expect((await get(viewPath(CAR.slug, { ...BUILT, updated_at }))).status, updated_at).toBe(200);
    });

    it('a feed that cannot be read: 503, nothing counted', async () => {
      writeFileSync(join(tenantsDir, TENANT, 'feed.json'), '[{"id": 1,');
      const res = await get(viewPath(CAR.slug));
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: 'The stock cannot be read just now.' });
      expect(await counted()).toEqual([]);
    });
  });
});

describeOnEachDatabase('GET /api/cars/status', (database) => {
  let db: Database;
  let get: ReturnType<typeof api>;
  const THIRD = rows.find((car) => ![CAR.slug, OTHER.slug].includes(car.slug) && !car.reserved)!;
  beforeEach(async () => {
    db = database();
    await db.exec('DELETE FROM reservations');
    feed.write([CAR, OTHER, THIRD]);
    get = api(undefined, db);
  });
  const statusPath = (slugs: string) => `/cars/status?slugs=${slugs}`;
  const status = async (slugs: string[]) => {
    const res = await get(statusPath(slugs.join(',')));
    expect(res.status).toBe(200);
    return (await res.json()) as { reserved: string[]; free: string[] };
  };
  const all = () => [CAR.slug, OTHER.slug, THIRD.slug];

  it('no car reserved: every car asked free, never cached', async () => {
    const res = await get(statusPath(all().join(',')));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ reserved: [], free: all() });
  });

  it('the cars our checkout holds and the ones the feed marks reserved, in the order asked', async () => {
    await reserve(db, THIRD.slug);
    await reserve(db, CAR.slug, 'authorising');
    feed.write([CAR, { ...OTHER, reserved: true }, THIRD]);
    expect(await status(all())).toEqual({ reserved: all(), free: [] });
    expect(await status([THIRD.slug, CAR.slug])).toEqual({ reserved: [THIRD.slug, CAR.slug], free: [] });
    expect(await status([OTHER.slug])).toEqual({ reserved: [OTHER.slug], free: [] });
  });

  it('a reservation that ended frees the car; another site’s reservation is not this one’s', async () => {
    await reserve(db, CAR.slug, 'released');
    await reserve(db, OTHER.slug, 'expired');
    await reserve(db, THIRD.slug, 'held', 'southern-cross-motors');
    expect(await status(all())).toEqual({ reserved: [], free: all() });
    expect(await status([THIRD.slug, CAR.slug])).toEqual({ reserved: [], free: [THIRD.slug, CAR.slug] });
  });

  it('a slug asked twice is answered once; a car not in the feed but held is listed', async () => {
    await reserve(db, '2019-nobody-nothing-1');
    expect(await status([CAR.slug, CAR.slug, '2019-nobody-nothing-1'])).toEqual({
      reserved: ['2019-nobody-nothing-1'],
      free: [CAR.slug],
    });
  });

  it('a car the feed does not have is in neither list: only the stock says a car is free', async () => {
    await reserve(db, '2019-nobody-nothing-1', 'released');
    expect(await status(['2019-nobody-nothing-1', '2019-nobody-nothing-2'])).toEqual({ reserved: [], free: [] });
  });

  it('a page of results at once, 21 cars', async () => {
    const page = [...all(), ...Array.from({ length: 18 }, (_, i) => `car-${i}`)];
    await reserve(db, 'car-17');
    expect(await status(page)).toEqual({ reserved: ['car-17'], free: all() });
  });

  const MESSAGE = 'Please send slugs as 1 to 21 car slugs separated by commas.';
  it.each([
    ['no slugs parameter', '/cars/status'],
    ['an empty one', '/cars/status?slugs='],
    ['an empty slug among them', `/cars/status?slugs=${CAR.slug},,${OTHER.slug}`],
    ['a trailing comma', `/cars/status?slugs=${CAR.slug},`],
    ['one that is no slug', `/cars/status?slugs=${CAR.slug},Not_A_Slug`],
    ['an encoded path', '/cars/status?slugs=..%2F..%2Fetc'],
    ['a slug too long', `/cars/status?slugs=${'a'.repeat(201)}`],
    ['more than a page of results', `/cars/status?slugs=${Array.from({ length: 22 }, (_, i) => `car-${i}`).join(',')}`],
    ['the parameter twice', `/cars/status?slugs=${CAR.slug}&slugs=${OTHER.slug}`],
  ])('%s: 400 naming the parameter', async (_, path) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: FIX, errors: { slugs: MESSAGE } });
  });

  it('a Host that names no tenant: 404', async () => {
    const res = await get(statusPath(CAR.slug), { host: 'nobody.localhost:4321' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'No dealer website is served here.' });
  });

  it('an API on a host of its own answers the tenant’s page, by its Origin', async () => {
    await reserve(db, CAR.slug);
    const origin = `http://${HOST}`;
    const res = await get(statusPath(CAR.slug), { host: 'api.example.com', origin });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(await res.json()).toEqual({ reserved: [CAR.slug], free: [] });
  });

  it('without a reader of reservations only the feed says', async () => {
    await reserve(db, CAR.slug);
    feed.write([CAR, { ...OTHER, reserved: true }, THIRD]);
    const res = await api(undefined, db, null, null)(statusPath(all().join(',')));
    expect(await res.json()).toEqual({ reserved: [OTHER.slug], free: [CAR.slug, THIRD.slug] });
  });

  it('a feed or a database that cannot be read: 503', async () => {
    const down = await api(undefined, db, null, failingReservations)(statusPath(CAR.slug));
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ error: 'The reservations cannot be read just now.' });
    writeFileSync(join(tenantsDir, TENANT, 'feed.json'), '[{"id": 1,');
    const unread = await get(statusPath(CAR.slug));
    expect(unread.status).toBe(503);
    expect(await unread.json()).toEqual({ error: 'The stock cannot be read just now.' });
  });

  it('past the rate per address: 429 with Retry-After; the views keep their own', async () => {
    const clock = testClock();
    const limited = api(undefined, db, { viewLimit: { burst: 1, perSeconds: 60 }, clock });
    const from = (path: string) => limited(path, { host: HOST, 'x-test-client': '203.0.113.5' });
    expect((await from(statusPath(CAR.slug))).status).toBe(200);
    const refused = await from(statusPath(CAR.slug));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({ error: 'Too many car status requests from here.' });
    expect((await from(viewPath(CAR.slug))).status).toBe(200);
  });
});

describeOnEachDatabase('GET /api/cars/reserved', (database) => {
  const SECOND = 'southern-cross-motors';
  const secondSite = demoSites().find((site) => site.slug === SECOND)!;
  const secondHost = `${SECOND}.localhost:4321`;
  let db: Database;
  let get: ReturnType<typeof api>;
  beforeEach(async () => {
    db = database();
    await db.exec('DELETE FROM reservations');
    feed.write(FEED);
    get = api(undefined, db, null, undefined, [...TENANTS, apiTenantFromSite(secondSite, { servedLocally: true })]);
  });
  const reserved = async (headers: Record<string, string> = { host: HOST }) => {
    const res = await get('/cars/reserved', headers);
    expect(res.status).toBe(200);
    return (await res.json()) as { reserved: string[] };
  };

  it('every car an active reservation holds on the site the Host names, each once, in order; cacheable a minute', async () => {
    expect(await reserved()).toEqual({ reserved: [] });
    await reserve(db, OTHER.slug, 'authorising');
    await reserve(db, CAR.slug, 'held');
    // a car the feed no longer lists is listed too: the build shows only the cars it has
    await reserve(db, '2019-nobody-nothing-1', 'confirmed');
    const res = await get('/cars/reserved');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await res.json()).toEqual({ reserved: [CAR.slug, OTHER.slug, '2019-nobody-nothing-1'].sort() });
  });

  it.each<ReservationStatus>(['released', 'expired', 'cancelled', 'declined', 'failed'])(
    'a %s reservation frees the car: it is not listed',
    async (status) => {
      await reserve(db, CAR.slug, status);
      await reserve(db, OTHER.slug, 'held');
      expect(await reserved()).toEqual({ reserved: [OTHER.slug] });
    },
  );

  it('each site lists its own cars: another site’s reservation is never this one’s', async () => {
    await reserve(db, CAR.slug, 'held', SECOND);
    await reserve(db, OTHER.slug, 'held');
    expect(await reserved()).toEqual({ reserved: [OTHER.slug] });
    expect(await reserved({ host: secondHost })).toEqual({ reserved: [CAR.slug] });
  });

  it('an API on a host of its own answers the site its Origin names, as a build asks; a shared cache keys on it', async () => {
    await reserve(db, CAR.slug, 'held');
    await reserve(db, OTHER.slug, 'held', SECOND);
    const asked = (domain: string) => get('/cars/reserved', { host: 'api.example.com', origin: domain });
    const harbourside = await asked(new URL(feed.site.domain).origin);
    expect(harbourside.headers.get('vary')).toMatch(/\bOrigin\b/);
    expect(await harbourside.json()).toEqual({ reserved: [CAR.slug] });
    expect(await (await asked(new URL(secondSite.domain).origin)).json()).toEqual({ reserved: [OTHER.slug] });
  });

  it('a Host and an Origin that name no tenant: 404', async () => {
    const res = await get('/cars/reserved', { host: 'nobody.localhost:4321', origin: 'https://example.com' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'No dealer website is served here.' });
  });

  it('without a reader of reservations none is held; a database that cannot be read: 503', async () => {
    await reserve(db, CAR.slug);
    expect(await (await api(undefined, db, null, null)('/cars/reserved')).json()).toEqual({ reserved: [] });
    const down = await api(undefined, db, null, failingReservations)('/cars/reserved');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ error: 'The reservations cannot be read just now.' });
  });
});

describeOnEachDatabase('GET /api/cars/by-id/:id/finance-disclaimer.json', (database) => {
  let get: ReturnType<typeof api>;
  beforeEach(() => {
    feed.write(FEED);
    get = api(undefined, database());
  });

  it('the disclaimer of each lender quoting for the car', async () => {
    const res = await get(`/cars/by-id/${CAR.id}/finance-disclaimer.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(LENDER).toBe('Taurus');
    expect(await res.json()).toEqual({ finance_lenders: { Taurus: { disclaimer: QUOTE?.disclaimer } } });
    expect(QUOTE?.disclaimer).toMatch(/\S/);
  });

  it('a car without a quote, or a quote without a disclaimer: no lenders', async () => {
    feed.write([{ ...CAR, finance_lenders: { Taurus: { ...QUOTE!, disclaimer: ' ' } } }, OTHER]);
    for (const id of [CAR.id, OTHER.id]) {
      const res = await get(`/cars/by-id/${id}/finance-disclaimer.json`);
      expect(res.status, String(id)).toBe(200);
      expect(await res.json()).toEqual({ finance_lenders: {} });
    }
  });

  it.each([
    ['an id the feed does not have', '999999999'],
    ['an id that is no number', 'abc'],
    ['zero', '0'],
    ['a slug', CAR.slug],
  ])('%s: 404', async (_, id) => {
    const res = await get(`/cars/by-id/${id}/finance-disclaimer.json`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'This car is not in stock.' });
  });

  it('a Host that names no tenant: 404', async () => {
    expect((await get(`/cars/by-id/${CAR.id}/finance-disclaimer.json`, { host: 'nobody.localhost' })).status).toBe(404);
  });

  it('a stock that cannot look cars up by id: 503', async () => {
    const bySlugOnly: LiveStock = { car: () => Promise.resolve(null) };
    const res = await api(bySlugOnly, database())(`/cars/by-id/${CAR.id}/finance-disclaimer.json`);
    expect(res.status).toBe(503);
  });
});

describe('GET /api/cars without live car data', () => {
  it('answers 503, which the page reads as no data', async () => {
    const res = await api()(viewPath(CAR.slug));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'Live car data is not served here.' });
  });
});
