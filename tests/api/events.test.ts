import { beforeEach, describe, expect, it } from 'vitest';
import { EVENT_IDS } from '../../src/domain/events.ts';
import { createApiOnlyApp } from '../../src/server/api-only-app.ts';
import type { EventApiOptions } from '../../src/server/events/routes.ts';
import { EventStore } from '../../src/server/events/store.ts';
import type { LeadStore } from '../../src/server/leads/store.ts';
import type { Database } from '../../src/server/storage/database.ts';
import { describeOnEachDatabase } from '../support/databases.ts';
import { GROUP_ORIGIN, ORIGIN, TENANTS } from '../support/leads.ts';
import { jsonSender, type Send } from '../support/post-json.ts';

const KNOWN_IDS = [...new Set(Object.values(EVENT_IDS))].sort((a, b) => a - b);
const ID_MESSAGE = `Please send id as one of the event ids ${KNOWN_IDS.join(', ')}.`;
const FIX = 'Please fix the following errors:';

/** What a form sends after a used-car enquiry (src/components/forms/lead-event.ts). */
const EVENT = {
  id: EVENT_IDS.usedEnquiry,
  category: 'Sales Enquiry',
  car_type: 'used',
  page: '/cars/2022-toyota-rav4-gx-123',
};

/** The API with the events sink on a database; no rate limit unless given. */
function eventsApi(options: Partial<EventApiOptions> & { store: EventApiOptions['store'] }): Send {
  const app = createApiOnlyApp({
    events: {
      tenants: TENANTS,
      limit: null,
      clientAddress: (c) => c.req.header('x-test-client'),
      ...options,
    },
  });
  return jsonSender(app, 'http://127.0.0.1/api/events');
}

interface EventRow {
  tenant: string;
  event_id: number;
  category: string | null;
  car_type: string | null;
  page: string | null;
}

/** spec §3 tracking event parameters of a car, as the pages send them (src/domain/car/tracking.ts). */
const TRACKING = {
  vehicleStatus: 'in_stock',
  vehicleMake: 'Toyota',
  vehicleModel: 'RAV4',
  vehicleYear: 2022,
  vehicleKilometers: 18500,
  vehicleGrade: 'GXL',
};

interface TrackingRow {
  vehicle_status: string | null;
  vehicle_make: string | null;
  vehicle_model: string | null;
  vehicle_year: number | null;
  vehicle_kilometers: number | null;
  vehicle_grade: string | null;
}

async function trackingRows(db: Database): Promise<TrackingRow[]> {
  const sql = `SELECT vehicle_status, vehicle_make, vehicle_model, vehicle_year, vehicle_kilometers, vehicle_grade
    FROM site_events ORDER BY id`;
  return (await db.query<TrackingRow>(sql)).rows;
}

async function eventRows(db: Database): Promise<EventRow[]> {
  return (await db.query<EventRow>('SELECT tenant, event_id, category, car_type, page FROM site_events ORDER BY id'))
    .rows;
}

describeOnEachDatabase('POST /api/events', (database) => {
  let db: Database;
  let send: Send;
  beforeEach(async () => {
    db = database();
    await db.exec('TRUNCATE site_events');
    send = eventsApi({ store: new EventStore(db) });
  });

  describe('an event from a tenant’s page', () => {
    it('204 with no body, stored for the tenant the Origin names', async () => {
      const res = await send(EVENT);
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await eventRows(db)).toEqual([
        {
          tenant: 'harbourside-toyota',
          event_id: 15,
          category: 'Sales Enquiry',
          car_type: 'used',
          page: '/cars/2022-toyota-rav4-gx-123',
        },
      ]);
    });

    it('only the id is required: the rest is stored as null', async () => {
      expect((await send({ id: EVENT_IDS.searchView })).status).toBe(204);
      expect(await eventRows(db)).toEqual([
        { tenant: 'harbourside-toyota', event_id: 49, category: null, car_type: null, page: null },
      ]);
    });

    it.each(['new', 'used', 'demo'])('car_type %s', async (carType) => {
      expect((await send({ ...EVENT, car_type: carType })).status).toBe(204);
      expect((await eventRows(db))[0]?.car_type).toBe(carType);
    });

    it('every event id of spec §9 is taken', async () => {
      for (const id of KNOWN_IDS) expect((await send({ id })).status, `id ${id}`).toBe(204);
      expect((await eventRows(db)).map((r) => r.event_id)).toEqual(KNOWN_IDS);
    });

    it('the page is stored as its path only: a query string or fragment could carry anything', async () => {
      const pages = [
        [
          'https://www.harboursidetoyota.com.au/cars/2022-toyota-rav4-gx-123?utm_source=news&email=a@b.com#top',
          '/cars/2022-toyota-rav4-gx-123',
        ],
        ['http://harbourside-toyota.localhost:4321/search/used-cars?make=Toyota', '/search/used-cars'],
        ['/finance?amount=30000', '/finance'],
        ['/contact#form', '/contact'],
        ['/', '/'],
        ['https://www.harboursidetoyota.com.au', '/'],
      ];
      for (const [page] of pages) expect((await send({ ...EVENT, page })).status, page).toBe(204);
      expect((await eventRows(db)).map((r) => r.page)).toEqual(pages.map(([, path]) => path));
    });

    it('the category is trimmed; a blank one is none', async () => {
      expect((await send({ ...EVENT, category: '  Test Drive  ' })).status).toBe(204);
      expect((await send({ ...EVENT, category: '   ' })).status).toBe(204);
      expect((await send({ ...EVENT, category: '' })).status).toBe(204);
      expect((await eventRows(db)).map((r) => r.category)).toEqual(['Test Drive', null, null]);
    });

    it('an event about a car: its tracking parameters (spec §3) are stored with it', async () => {
      expect((await send({ ...EVENT, ...TRACKING })).status).toBe(204);
      expect(await trackingRows(db)).toEqual([
        {
          vehicle_status: 'in_stock',
          vehicle_make: 'Toyota',
          vehicle_model: 'RAV4',
          vehicle_year: 2022,
          vehicle_kilometers: 18500,
          vehicle_grade: 'GXL',
        },
      ]);
    });

    it('an event about no car: every tracking parameter is null', async () => {
      expect((await send(EVENT)).status).toBe(204);
      expect(await trackingRows(db)).toEqual([
        {
          vehicle_status: null,
          vehicle_make: null,
          vehicle_model: null,
          vehicle_year: null,
          vehicle_kilometers: null,
          vehicle_grade: null,
        },
      ]);
    });

    it.each(['in_stock', 'coming_soon', 'sold'])('vehicleStatus %s', async (status) => {
      expect((await send({ ...EVENT, ...TRACKING, vehicleStatus: status })).status).toBe(204);
      expect((await trackingRows(db))[0]?.vehicle_status).toBe(status);
    });

    it('the limits the schema takes are the limits the table takes', async () => {
      const edges = [
        { vehicleYear: 1900, vehicleKilometers: 0, vehicleMake: 'é'.repeat(100), vehicleGrade: 'x'.repeat(100) },
        { vehicleYear: 2100, vehicleKilometers: 9_999_999, vehicleModel: 'm'.repeat(100) },
      ];
      for (const edge of edges) expect((await send({ ...EVENT, ...TRACKING, ...edge })).status).toBe(204);
      expect(await trackingRows(db)).toMatchObject([
        { vehicle_year: 1900, vehicle_kilometers: 0, vehicle_make: 'é'.repeat(100), vehicle_grade: 'x'.repeat(100) },
        { vehicle_year: 2100, vehicle_kilometers: 9_999_999, vehicle_model: 'm'.repeat(100) },
      ]);
    });

    it('tracking text is trimmed; a blank make, model or grade is none', async () => {
      expect((await send({ ...EVENT, ...TRACKING, vehicleMake: ' Toyota ', vehicleGrade: '  ' })).status).toBe(204);
      expect(await trackingRows(db)).toMatchObject([{ vehicle_make: 'Toyota', vehicle_grade: null }]);
    });

    it('text/plain holding JSON (navigator.sendBeacon) with the tracking parameters: stored the same', async () => {
      const res = await send({ ...EVENT, ...TRACKING }, { contentType: 'text/plain;charset=UTF-8' });
      expect(res.status).toBe(204);
      expect(await trackingRows(db)).toMatchObject([{ vehicle_make: 'Toyota', vehicle_kilometers: 18500 }]);
    });

    it('keys it does not know are not stored', async () => {
      const res = await send({ ...EVENT, email: 'zephyrine.quixotely@example.com', name: 'Zephyrine' });
      expect(res.status).toBe(204);
      const all = await db.query('SELECT * FROM site_events');
      expect(JSON.stringify(all.rows)).not.toContain('zephyrine');
    });

    it.each([
      ['application/json', 'application/json'],
      ['JSON with a charset', 'application/json; charset=utf-8'],
      ['text/plain, as navigator.sendBeacon sends a string', 'text/plain;charset=UTF-8'],
      ['text/plain without a charset', 'text/plain'],
      ['a media type in capitals', 'Application/JSON'],
    ])('%s: 204', async (_, contentType) => {
      expect((await send(EVENT, { contentType })).status).toBe(204);
      expect(await eventRows(db)).toHaveLength(1);
    });

    it.each([
      ['a group’s local site', { origin: GROUP_ORIGIN }, 'southern-cross-motors'],
      ['a production domain', { origin: 'https://www.southerncrossmotors.com.au' }, 'southern-cross-motors'],
      ['the domain without www', { origin: 'https://harboursidetoyota.com.au' }, 'harbourside-toyota'],
      [
        'no Origin, a tenant Host',
        { origin: null, host: 'southern-cross-motors.localhost:4321' },
        'southern-cross-motors',
      ],
    ])('from %s: stored for that tenant', async (_, where, tenant) => {
      expect((await send(EVENT, where)).status).toBe(204);
      expect((await eventRows(db)).map((r) => r.tenant)).toEqual([tenant]);
    });
  });

  describe('what is refused, with nothing stored', () => {
    const refused = async (res: Response, status: number) => {
      expect(res.status).toBe(status);
      expect(await eventRows(db)).toEqual([]);
      return (await res.json()) as { error: string; errors?: Record<string, string> };
    };

    it.each([
      ['an unknown event id', { ...EVENT, id: 999 }, { id: ID_MESSAGE }],
      ['an id that is not a whole known id', { ...EVENT, id: 14.5 }, { id: ID_MESSAGE }],
      ['an id sent as text', { ...EVENT, id: '15' }, { id: 'Please send id as a number.' }],
      ['no id', { category: 'Sales Enquiry' }, { id: 'Please send id as a number.' }],
      [
        'a car type that is not one',
        { ...EVENT, car_type: 'nearly-new' },
        { car_type: 'Please send car_type as new, used or demo.' },
      ],
      [
        'a page that is not a path or address',
        { ...EVENT, page: 'cars/2022-toyota-rav4' },
        { page: 'Please send page as the path or address of the page.' },
      ],
      [
        'a page with a space',
        { ...EVENT, page: '/cars/a car' },
        { page: 'Please send page as the path or address of the page.' },
      ],
      [
        'a page of another scheme',
        { ...EVENT, page: 'javascript:alert(1)' },
        { page: 'Please send page as the path or address of the page.' },
      ],
      ['a page that is not text', { ...EVENT, page: 42 }, { page: 'Please send page as text.' }],
      ['a category that is not text', { ...EVENT, category: ['Sales'] }, { category: 'Please send category as text.' }],
      [
        'a category over 100 characters',
        { ...EVENT, category: 'x'.repeat(101) },
        { category: 'Please send category in 100 characters or fewer.' },
      ],
      // PostgreSQL text cannot hold NUL: without this check the insert failed with a 503
      [
        'a category with a control character',
        { ...EVENT, category: 'Sales\u0000Enquiry' },
        { category: 'Please send category as text without control characters.' },
      ],
      [
        'a vehicleStatus that is not a stock status',
        { ...EVENT, ...TRACKING, vehicleStatus: 'new' },
        { vehicleStatus: 'Please send vehicleStatus as one of in_stock, coming_soon, sold.' },
      ],
      [
        'a vehicleMake that is not text',
        { ...EVENT, ...TRACKING, vehicleMake: 7 },
        { vehicleMake: 'Please send vehicleMake as text.' },
      ],
      [
        'a vehicleModel over 100 characters',
        { ...EVENT, ...TRACKING, vehicleModel: 'm'.repeat(101) },
        { vehicleModel: 'Please send vehicleModel in 100 characters or fewer.' },
      ],
      [
        'a vehicleGrade with a control character',
        { ...EVENT, ...TRACKING, vehicleGrade: 'G\u0000X' },
        { vehicleGrade: 'Please send vehicleGrade as text without control characters.' },
      ],
      [
        'a vehicleYear sent as text',
        { ...EVENT, ...TRACKING, vehicleYear: '2022' },
        { vehicleYear: 'Please send vehicleYear as a whole number from 1900 to 2100.' },
      ],
      [
        'a vehicleYear out of range',
        { ...EVENT, ...TRACKING, vehicleYear: 1899 },
        { vehicleYear: 'Please send vehicleYear as a whole number from 1900 to 2100.' },
      ],
      [
        'negative vehicleKilometers',
        { ...EVENT, ...TRACKING, vehicleKilometers: -1 },
        { vehicleKilometers: 'Please send vehicleKilometers as a whole number from 0 to 9999999.' },
      ],
      [
        'vehicleKilometers past the table’s limit',
        { ...EVENT, ...TRACKING, vehicleKilometers: 10_000_000 },
        { vehicleKilometers: 'Please send vehicleKilometers as a whole number from 0 to 9999999.' },
      ],
      [
        'fractional vehicleKilometers',
        { ...EVENT, ...TRACKING, vehicleKilometers: 10.5 },
        { vehicleKilometers: 'Please send vehicleKilometers as a whole number from 0 to 9999999.' },
      ],
    ])('%s: 422 naming the field', async (_, body, errors) => {
      expect(await refused(await send(body), 422)).toEqual({ error: FIX, errors });
    });

    it('every field’s problem at once', async () => {
      const body = await refused(await send({ id: 1, car_type: 'nearly-new', page: 'x' }), 422);
      expect(Object.keys(body.errors ?? {}).sort()).toEqual(['car_type', 'id', 'page']);
    });

    it.each([
      ['null', null],
      ['a number', 15],
      ['text', 'Sales Enquiry'],
      ['true', true],
      // valibot's object() alone would take a list for an object and ask for its id
      ['a list', [EVENT]],
    ])('a body that is %s, not an object: 422 naming the event', async (_, body) => {
      expect(await refused(await send(JSON.stringify(body)), 422)).toEqual({
        error: FIX,
        errors: { event: 'Please send the event as a JSON object.' },
      });
    });
  });

  describe('when the database fails', () => {
    it('503, which the pages ignore', async () => {
      const failing = {
        add: () => Promise.reject(new Error('connection terminated')),
      } as unknown as EventStore;
      const res = await eventsApi({ store: failing })(EVENT);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: 'The event could not be stored.' });
    });
  });

  describe('values the schema takes are values the table takes', () => {
    it('a path that percent-encoding makes longer than 2048 characters is stored cut short, no half escape', async () => {
      // 1,001 characters or so as sent, about 3,000 in the path (each < becomes %3C): the column holds 2048
      for (const start of ['/', '/a', '/ab'])
        expect((await send({ ...EVENT, page: start + '<'.repeat(1000) })).status, start).toBe(204);
      const pages = (await eventRows(db)).map((r) => r.page ?? '');
      // a trailing '%' or '%3' is dropped; '/a' fills the column exactly
      expect(pages.map((p) => p.length)).toEqual([2047, 2048, 2046]);
      expect(pages[0]).toMatch(/^\/(%3C)+$/);
      expect(pages[1]).toMatch(/^\/a(%3C)+$/);
      expect(pages[2]).toMatch(/^\/ab(%3C)+$/);
    });

    it('a NUL in a page is percent-encoded in its path', async () => {
      expect((await send({ ...EVENT, page: '/cars/a\u0000b' })).status).toBe(204);
      expect((await eventRows(db))[0]?.page).toBe('/cars/a%00b');
    });

    it('a category of 100 characters, accented', async () => {
      expect((await send({ ...EVENT, category: 'é'.repeat(100) })).status).toBe(204);
      expect((await eventRows(db))[0]?.category).toBe('é'.repeat(100));
    });
  });
});

describe('POST /api/events without an events store', () => {
  it('answers 503, which the pages ignore', async () => {
    const app = createApiOnlyApp();
    const res = await app.request('http://127.0.0.1/api/events', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify(EVENT),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'Events are not taken here.' });
  });

  it('answers 503 when only the lead API is configured', async () => {
    const app = createApiOnlyApp({
      leads: { store: {} as LeadStore, tenants: TENANTS },
    });
    const res = await app.request('http://127.0.0.1/api/events', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify(EVENT),
    });
    expect(res.status).toBe(503);
  });
});
