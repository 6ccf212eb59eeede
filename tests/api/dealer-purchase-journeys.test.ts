import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarInput } from '../../src/catalog/schema/car.ts';
import {
  ABANDONED_AFTER_DAYS,
  DEALER_JOURNEY_MESSAGES,
  type DealerJourneyAnswer,
  type DealerJourneysAnswer,
} from '../../src/domain/purchase/dealer-journeys.ts';
import { accountCaller, signInWith, type AccountCall } from '../support/account-api.ts';
import { describeOnEachDatabase } from '../support/databases.ts';
import { demoRows, fileFeedTenant } from '../support/feed.ts';
import { carsHandedOut, purchaseApiSuite } from '../support/purchase-api.ts';
import { cardToken } from '../support/reservation-payments.ts';
import { demoSites } from '../support/sites.ts';

const run = promisify(execFile);

// harbourside-toyota sells used cars online and takes online payments; drivewise-online sells
// every car; southern-cross-motors sells Kia and MG, and here has no dealer key configured;
// outback-rv sells nothing online.
const HARBOURSIDE = 'harbourside-toyota';
const DRIVEWISE = 'drivewise-online';
const SOUTHERN = 'southern-cross-motors';
const OUTBACK = 'outback-rv';
const SECRET = 'dealer_journeys_test_secret';
const KEYS = new Map([
  [HARBOURSIDE, 'harbourside-dealer-key-of-thirty-two-characters-or-more'],
  [DRIVEWISE, 'drivewise-dealer-key-of-thirty-two-characters-or-more'],
]);
const keyOf = (slug: string) => KEYS.get(slug)!;
/** The API's own address, which names no site: API Gateway's, as the function sees it behind CloudFront. */
const API_HOST = 'a1b2c3d4e5.execute-api.ap-southeast-2.amazonaws.com';

const tenantsDir = mkdtempSync(join(tmpdir(), 'dealer-journeys-tenants-'));
const smsOutbox = mkdtempSync(join(tmpdir(), 'dealer-journeys-sms-'));
afterAll(() => [tenantsDir, smsOutbox].forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const feeds = [HARBOURSIDE, DRIVEWISE, SOUTHERN].map((slug) => fileFeedTenant(slug, tenantsDir));
const sites = [...feeds.map((feed) => feed.site), demoSites().find((site) => site.slug === OUTBACK)!];
const rowsOf = new Map([HARBOURSIDE, DRIVEWISE, SOUTHERN].map((slug) => [slug, demoRows(slug, 60)]));

const carsOf = (slug: string, wanted: (car: CarInput) => boolean) => carsHandedOut(rowsOf.get(slug)!, wanted);
const usedCar = carsOf(HARBOURSIDE, (car) => car.car_type === 'used');
const drivewiseCar = carsOf(DRIVEWISE, () => true);
const kia = carsOf(SOUTHERN, (car) => car.make === 'Kia' || car.make === 'MG');

let mobiles = 0;
let idempotencyKeys = 0;

describeOnEachDatabase('the dealer’s purchase journeys', (database) => {
  const api = purchaseApiSuite(database, {
    sites,
    tenantsDir,
    smsOutbox,
    dealerKeys: KEYS,
    feeds,
    rowsOf,
    secret: SECRET,
  });

  // --- the shopper's side, as the purchase page calls it ---

  const on = (slug: string): AccountCall =>
    accountCaller(api.app, { host: `${slug}.localhost:4321`, origin: `http://${slug}.localhost:4321` });

  async function shopper(slug: string) {
    const n = String(++mobiles).padStart(3, '0');
    const phone = `0412 700 ${n}`;
    return { phone, cookie: await signInWith(on(slug), smsOutbox, phone, `+61412700${n}`) };
  }

  const details = (phone: string) => ({
    state: 'NSW',
    name: 'Alex',
    last_name: 'Buyer',
    email: 'alex@example.com',
    phone,
  });

  /** The steps of `answers` answered in order, each 200. */
  async function answer(slug: string, car: string, who: { cookie: string }, answers: [string, unknown][]) {
    for (const [name, body] of answers) {
      const response = await on(slug)(`/purchase/${car}/steps/${name}`, { body, cookie: who.cookie });
      expect(response.status, `${name}: ${await response.clone().text()}`).toBe(200);
    }
  }

  const firstTwo = (phone: string): [string, unknown][] => [
    ['drive-away', details(phone)],
    ['trade-in', { trade_in: true, rego: 'ABC123', regoState: 'NSW', kms: 45_000 }],
  ];
  const allFour = (phone: string): [string, unknown][] => [
    ...firstTwo(phone),
    ['finance', { payment: 'finance', amount: 10_000, term_months: 60 }],
    ['delivery', { method: 'pickup' }],
  ];

  async function payDeposit(slug: string, car: string, who: { phone: string; cookie: string }) {
    const response = await on(slug)('/reservations', {
      body: {
        car,
        journey: 'purchase',
        name: 'Alex',
        last_name: 'Buyer',
        email: 'alex@example.com',
        phone: who.phone,
        payment_token: await cardToken(api.processorUrl, '4242424242424242'),
      },
      key: `dealer-journeys-${process.pid}-${++idempotencyKeys}`,
      cookie: who.cookie,
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { reference: string };
  }

  // --- the dealer's side ---

  /** GET /dealer/purchase-journeys on the site's host; `key` the bearer token (null: none). */
  async function dealerGet(slug: string, query = '', key: string | null = keyOf(slug), init: RequestInit = {}) {
    const headers: Record<string, string> = { host: `${slug}.localhost:4321` };
    if (key !== null) headers.authorization = `Bearer ${key}`;
    const response = await api.app.request(`http://127.0.0.1/api/dealer/purchase-journeys${query}`, {
      headers,
      ...init,
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Record<string, unknown>,
    };
  }

  async function listed(slug: string, query = '') {
    const { status, body } = await dealerGet(slug, query);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as unknown as DealerJourneysAnswer;
  }

  const journeyOf = async (slug: string, car: string): Promise<DealerJourneyAnswer> => {
    const { journeys } = await listed(slug, `?car=${car}`);
    expect(journeys).toHaveLength(1);
    return journeys[0]!;
  };

  /** Moves a journey's last activity back by `days` (and minutes), as if the shopper had stopped then. */
  const idle = (car: string, days: number, minutes = 0) =>
    api.db.query(
      `UPDATE purchase_journeys SET updated_at = now() - make_interval(days => $2::int, mins => $3::int) WHERE car_slug = $1`,
      [car, days, minutes],
    );

  describe('what the dealer sees of a journey', () => {
    it('a shopper’s half-finished journey, with its current step, the shopper, the car and the choices so far', async () => {
      const who = await shopper(HARBOURSIDE);
      const car = usedCar();
      await answer(HARBOURSIDE, car.slug, who, firstTwo(who.phone));

      const journey = await journeyOf(HARBOURSIDE, car.slug);
      expect(journey).toMatchObject({
        status: 'in-progress',
        car: { slug: car.slug, stock_number: car.stocknum, title: car.name, price: car.price },
        shopper: { name: 'Alex', last_name: 'Buyer', email: 'alex@example.com', phone: who.phone },
        steps_answered: ['drive-away', 'trade-in'],
        current_step: 'finance',
        drive_away: { state: 'NSW', total: expect.any(Number) as number },
        trade_in: { trade_in: true, rego: 'ABC123', regoState: 'NSW', kms: 45_000 },
        finance: null,
        delivery: null,
        deposit: null,
      });
      expect(journey.drive_away!.total).toBeGreaterThan(car.price);
      expect(Date.parse(journey.created_at)).toBeLessThanOrEqual(Date.parse(journey.updated_at));
      expect(Date.now() - Date.parse(journey.updated_at)).toBeLessThan(60_000);
    });

    it('a journey whose deposit holds the car is finished, with the deposit', async () => {
      const who = await shopper(HARBOURSIDE);
      const car = usedCar().slug;
      await answer(HARBOURSIDE, car, who, allFour(who.phone));
      const before = await journeyOf(HARBOURSIDE, car);
      expect(before).toMatchObject({ status: 'in-progress', current_step: 'deposit', deposit: null });
      expect(before.steps_answered).toEqual(['drive-away', 'trade-in', 'finance', 'delivery']);

      const paid = await payDeposit(HARBOURSIDE, car, who);
      const after = await journeyOf(HARBOURSIDE, car);
      expect(after).toMatchObject({
        status: 'finished',
        current_step: null,
        steps_answered: ['drive-away', 'trade-in', 'finance', 'delivery', 'deposit'],
        finance: { payment: 'finance', amount: 10_000, term_months: 60 },
        delivery: { method: 'pickup' },
        deposit: { reference: paid.reference, status: 'held', amount: 200, currency: 'AUD' },
      });
      expect(Date.parse(after.deposit!.expires_at!)).toBeGreaterThan(Date.now());

      // finished whatever its age; the filters agree with the answer
      await idle(car, ABANDONED_AFTER_DAYS + 30);
      expect((await journeyOf(HARBOURSIDE, car)).status).toBe('finished');
      const finished = await listed(HARBOURSIDE, '?status=finished');
      expect(finished.journeys.map((j) => j.car.slug)).toContain(car);
      expect(finished.journeys.every((j) => j.status === 'finished')).toBe(true);
      const open = await listed(HARBOURSIDE, '?status=in-progress&limit=100');
      expect(open.journeys.map((j) => j.car.slug)).not.toContain(car);
    });

    it(`is abandoned after ${ABANDONED_AFTER_DAYS} days without a step, and back in progress with the next one`, async () => {
      const who = await shopper(HARBOURSIDE);
      const car = usedCar().slug;
      await answer(HARBOURSIDE, car, who, firstTwo(who.phone));

      await idle(car, ABANDONED_AFTER_DAYS - 1, 23 * 60);
      expect((await journeyOf(HARBOURSIDE, car)).status).toBe('in-progress');
      await idle(car, ABANDONED_AFTER_DAYS, 1);
      expect((await journeyOf(HARBOURSIDE, car)).status).toBe('abandoned');
      const abandoned = await listed(HARBOURSIDE, '?status=abandoned&limit=100');
      expect(abandoned.journeys.map((j) => j.car.slug)).toContain(car);
      expect(abandoned.journeys.every((j) => j.status === 'abandoned')).toBe(true);
      expect(
        (await listed(HARBOURSIDE, '?status=in-progress&limit=100')).journeys.map((j) => j.car.slug),
      ).not.toContain(car);

      await answer(HARBOURSIDE, car, who, [['finance', { payment: 'cash' }]]);
      expect(await journeyOf(HARBOURSIDE, car)).toMatchObject({
        status: 'in-progress',
        current_step: 'delivery',
        finance: { payment: 'cash' },
      });
    });

    it('a car that has left the feed still shows its journey, by its slug', async () => {
      const who = await shopper(HARBOURSIDE);
      const car = usedCar().slug;
      await answer(HARBOURSIDE, car, who, firstTwo(who.phone));
      const feed = feeds.find((f) => f.site.slug === HARBOURSIDE)!;
      feed.write(rowsOf.get(HARBOURSIDE)!.filter((row) => row.slug !== car));
      try {
        expect((await journeyOf(HARBOURSIDE, car)).car).toEqual({
          slug: car,
          stock_number: null,
          title: null,
          price: null,
        });
      } finally {
        feed.write(rowsOf.get(HARBOURSIDE)!);
      }
    });
  });

  describe('the filters and the pages', () => {
    // drivewise-online's journeys are this block's alone
    let cars: string[] = [];

    beforeAll(async () => {
      cars = [drivewiseCar().slug, drivewiseCar().slug, drivewiseCar().slug];
      for (const car of cars) {
        const who = await shopper(DRIVEWISE);
        await answer(DRIVEWISE, car, who, [['drive-away', details(who.phone)]]);
      }
      // two at the same moment a day ago, one three days ago
      await api.db.query(
        `UPDATE purchase_journeys SET updated_at = date_trunc('second', now()) - interval '1 day'
          WHERE car_slug = ANY($1::text[])`,
        [cars.slice(0, 2)],
      );
      await idle(cars[2]!, 3);
    });

    it('the newest activity first, a page at a time, nothing lost or repeated at a tie', async () => {
      const all = await listed(DRIVEWISE);
      expect(all.journeys.map((j) => j.car.slug).sort()).toEqual([...cars].sort());
      expect(all.journeys.at(-1)!.car.slug).toBe(cars[2]);
      expect(all.next_cursor).toBeNull();
      const updated = all.journeys.map((j) => Date.parse(j.updated_at));
      expect(updated).toEqual([...updated].sort((a, b) => b - a));

      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: DealerJourneysAnswer = await listed(DRIVEWISE, `?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.journeys).toHaveLength(1);
        seen.push(page.journeys[0]!.car.slug);
        cursor = page.next_cursor;
      } while (cursor);
      expect(seen).toEqual(all.journeys.map((j) => j.car.slug));

      const two = await listed(DRIVEWISE, '?limit=2');
      expect(two.journeys).toHaveLength(2);
      const rest = await listed(DRIVEWISE, `?limit=2&cursor=${two.next_cursor}`);
      expect(rest).toMatchObject({ journeys: [{ car: { slug: cars[2] } }], next_cursor: null });
    });

    it('since a moment or a date, and by car', async () => {
      const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
      const recent = await listed(DRIVEWISE, `?since=${encodeURIComponent(twoDaysAgo)}`);
      expect(recent.journeys.map((j) => j.car.slug).sort()).toEqual(cars.slice(0, 2).sort());
      const withOffset = twoDaysAgo.replace('Z', '+00:00');
      expect((await listed(DRIVEWISE, `?since=${encodeURIComponent(withOffset)}`)).journeys).toHaveLength(2);
      const fourDaysAgo = new Date(Date.now() - 4 * 86_400_000).toISOString().slice(0, 10);
      expect((await listed(DRIVEWISE, `?since=${fourDaysAgo}`)).journeys).toHaveLength(3);
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      expect((await listed(DRIVEWISE, `?since=${tomorrow}`)).journeys).toEqual([]);

      expect((await listed(DRIVEWISE, `?car=${cars[1]}`)).journeys.map((j) => j.car.slug)).toEqual([cars[1]]);
      expect((await listed(DRIVEWISE, '?car=no-such-car')).journeys).toEqual([]);
      expect(
        (await listed(DRIVEWISE, `?status=in-progress&since=${fourDaysAgo}`)).journeys.map((j) => j.car.slug).sort(),
      ).toEqual([...cars].sort());
    });

    it('refuses a bad filter with 400 naming it, never a 500', async () => {
      const cases: [string, string][] = [
        ['?status=done', 'status'],
        ['?status=', 'status'],
        ['?since=yesterday', 'since'],
        ['?since=2025-02-30', 'since'],
        ['?since=2025-07-01T09:00', 'since'],
        ['?limit=0', 'limit'],
        ['?limit=101', 'limit'],
        ['?limit=ten', 'limit'],
        ['?cursor=not-a-cursor', 'cursor'],
        [`?cursor=${btoa('2025-07-01 x')}`, 'cursor'],
        ['?stauts=finished', 'stauts'],
        ['?status=finished&status=abandoned', 'status'],
      ];
      for (const [query, field] of cases) {
        const { status, body } = await dealerGet(DRIVEWISE, query);
        expect(status, query).toBe(400);
        expect(body.error, query).toBe(DEALER_JOURNEY_MESSAGES.badFilter);
        expect(Object.keys(body.errors as object), query).toEqual([field]);
      }
    });
  });

  describe('who may read them', () => {
    it('needs the site’s dealer key: 401 without one, 403 with another', async () => {
      const none = await dealerGet(HARBOURSIDE, '', null);
      expect(none.status).toBe(401);
      expect(none.headers.get('www-authenticate')).toBe('Bearer realm="purchase-journeys"');
      expect(none.body).toEqual({ error: 'Send the dealer key as Authorization: Bearer <key>.' });
      expect((await dealerGet(HARBOURSIDE, '', '')).status).toBe(401);
      const basic = await api.app.request('http://127.0.0.1/api/dealer/purchase-journeys', {
        headers: {
          host: `${HARBOURSIDE}.localhost:4321`,
          authorization: `Basic ${btoa(`dealer:${keyOf(HARBOURSIDE)}`)}`,
        },
      });
      expect(basic.status).toBe(401);
      const wrong = await dealerGet(HARBOURSIDE, '', `${keyOf(HARBOURSIDE)}x`);
      expect(wrong).toMatchObject({ status: 403, body: { error: 'This is not the dealer key of this site.' } });
      // another site's key is not this site's
      expect((await dealerGet(HARBOURSIDE, '', keyOf(DRIVEWISE))).status).toBe(403);
      // the key is checked before the filters
      expect((await dealerGet(HARBOURSIDE, '?status=done', null)).status).toBe(401);
    });

    it('answers a site without a dealer key 503, one that sells nothing online 404, another method 405', async () => {
      expect(await dealerGet(SOUTHERN, '', 'any-key-of-thirty-two-characters-or-more-at-all')).toMatchObject({
        status: 503,
        body: { error: DEALER_JOURNEY_MESSAGES.keyNotSet },
      });
      expect(await dealerGet(OUTBACK, '', 'any-key-of-thirty-two-characters-or-more-at-all')).toMatchObject({
        status: 404,
        body: { error: DEALER_JOURNEY_MESSAGES.notSold },
      });
      const posted = await dealerGet(HARBOURSIDE, '', keyOf(HARBOURSIDE), { method: 'POST', body: '{}' });
      expect(posted.status).toBe(405);
      // no CORS: no page of any site may read them
      const preflight = await api.app.request('http://127.0.0.1/api/dealer/purchase-journeys', {
        method: 'OPTIONS',
        headers: {
          host: `${HARBOURSIDE}.localhost:4321`,
          origin: `http://${HARBOURSIDE}.localhost:4321`,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('at an address that names no site (the API’s own), the key names it: its journeys; no key 401, no site’s 403', async () => {
      const atApi = async (key: string | null) => {
        const response = await api.app.request(`http://${API_HOST}/api/dealer/purchase-journeys?limit=100`, {
          headers: { host: API_HOST, ...(key === null ? {} : { authorization: `Bearer ${key}` }) },
        });
        return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
      };
      for (const slug of [HARBOURSIDE, DRIVEWISE]) {
        const placed = await atApi(keyOf(slug));
        expect(placed.status).toBe(200);
        expect(placed.body).toEqual(await listed(slug, '?limit=100'));
      }
      const none = await atApi(null);
      expect(none.status).toBe(401);
      expect(none.headers.get('www-authenticate')).toBe('Bearer realm="purchase-journeys"');
      expect(await atApi(`${keyOf(HARBOURSIDE)}x`)).toMatchObject({
        status: 403,
        body: { error: 'This is not the dealer key of any site served here.' },
      });
      // a site's Origin names that site, whose key it must then be
      const fromPage = await api.app.request(`http://${API_HOST}/api/dealer/purchase-journeys`, {
        headers: {
          host: API_HOST,
          origin: `http://${HARBOURSIDE}.localhost:4321`,
          authorization: `Bearer ${keyOf(DRIVEWISE)}`,
        },
      });
      expect(fromPage.status).toBe(403);
    });

    it('never shows another site’s journeys', async () => {
      const who = await shopper(SOUTHERN);
      const car = kia().slug;
      await answer(SOUTHERN, car, who, firstTwo(who.phone));
      const stored = await api.db.query<{ tenant: string }>('SELECT tenant FROM purchase_journeys');
      expect(new Set(stored.rows.map((row) => row.tenant))).toEqual(new Set([HARBOURSIDE, DRIVEWISE, SOUTHERN]));
      for (const slug of [HARBOURSIDE, DRIVEWISE]) {
        const { journeys } = await listed(slug, '?limit=100');
        const own = await api.db.query<{ id: string }>('SELECT id FROM purchase_journeys WHERE tenant = $1', [slug]);
        expect(journeys.map((j) => j.id).sort()).toEqual(own.rows.map((row) => row.id).sort());
        expect(journeys.map((j) => j.car.slug)).not.toContain(car);
        // the car filter reaches no further than the site
        expect((await listed(slug, `?car=${car}`)).journeys).toEqual([]);
      }
    });
  });

  describe('npm run purchase-journeys', () => {
    let server: ServerType | undefined;
    let port = 0;
    beforeAll(async () => {
      server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' });
      port = await new Promise<number>((resolve) =>
        server!.once('listening', () => resolve((server!.address() as AddressInfo).port)),
      );
    });
    afterAll(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

    const command = (args: string[], env: Record<string, string> = {}) =>
      run(process.execPath, ['scripts/purchase-journeys.ts', '--tenant', HARBOURSIDE, ...args], {
        env: {
          ...process.env,
          PORT: String(port),
          HARBOURSIDE_TOYOTA_DEALER_KEY: keyOf(HARBOURSIDE),
          TZ: 'UTC',
          ...env,
        },
      });

    it('prints the site’s journeys as a table, through the API with the dealer key', async () => {
      const who = await shopper(HARBOURSIDE);
      const car = usedCar();
      await answer(HARBOURSIDE, car.slug, who, firstTwo(who.phone));
      const { stdout } = await command(['--car', car.slug]);
      const lines = stdout.trim().split('\n');
      expect(lines[0]).toMatch(
        new RegExp(`^Purchase journeys on .+, the newest activity first \\(car ${car.slug}\\); times in UTC:$`),
      );
      expect(lines[2]).toMatch(/^Last activity\s+Status\s+At step\s+Car\s+Shopper\s+Phone\s+E-mail\s+Drive-away/);
      expect(lines[3]).toContain('in progress');
      expect(lines[3]).toContain('finance');
      expect(lines[3]).toContain(`${car.name} (stock ${car.stocknum})`);
      expect(lines[3]).toContain(`Alex Buyer  ${who.phone}  alex@example.com`);
      expect(lines[3]).toContain('ABC123 NSW, 45,000 km');
      expect(lines).toHaveLength(4);
    });

    it('calls the API’s own address (API_URL), where the key names the site', async () => {
      const who = await shopper(HARBOURSIDE);
      const car = usedCar();
      await answer(HARBOURSIDE, car.slug, who, firstTwo(who.phone));
      const { stdout } = await command(['--car', car.slug], { API_URL: `http://127.0.0.1:${port}/api` });
      const lines = stdout.trim().split('\n');
      expect(lines[3]).toContain(`${car.name} (stock ${car.stocknum})`);
      expect(lines).toHaveLength(4);
    });

    it('says what the API refused, naming the filter', async () => {
      const refused = command(['--status', 'done']);
      await expect(refused).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(`Refused (400): ${DEALER_JOURNEY_MESSAGES.badFilter}\n  status: `) as unknown,
      });
      const wrongKey = command([], { HARBOURSIDE_TOYOTA_DEALER_KEY: `${keyOf(HARBOURSIDE)}x` });
      await expect(wrongKey).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('Refused (403): This is not the dealer key of this site.') as unknown,
      });
    });
  });
});
