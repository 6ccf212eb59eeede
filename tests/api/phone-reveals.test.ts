import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiOnlyApp } from '../../src/server/api-only-app.ts';
import type { PhoneRevealApiOptions } from '../../src/server/phone-reveals/routes.ts';
import { PhoneRevealStore } from '../../src/server/phone-reveals/store.ts';
import type { Database } from '../../src/server/storage/database.ts';
import { describeOnEachDatabase } from '../support/databases.ts';
import { GROUP_ORIGIN, ORIGIN, TENANTS as HAND_WRITTEN_TENANTS } from '../support/leads.ts';
import { jsonSender, type Send } from '../support/post-json.ts';
import { demoReveal, demoStock } from '../support/feed.ts';
import { demoApiTenants } from '../support/sites.ts';

const FIX = 'Please fix the following errors:';
/** The demo tenants as the server sees them: harbourside-toyota is website 101, southern-cross-motors 102. */
const TENANTS = demoApiTenants();
/** A car of each demo tenant's stock, as its vehicle page reveals its number. */
const REVEAL = demoReveal('harbourside-toyota');
const GROUP_REVEAL = demoReveal('southern-cross-motors');
const stock = demoStock();

function revealApi(options: Partial<PhoneRevealApiOptions> & { store: PhoneRevealApiOptions['store'] }): Send {
  const app = createApiOnlyApp({
    phoneReveals: {
      tenants: TENANTS,
      stock,
      limit: null,
      clientAddress: (c) => c.req.header('x-test-client'),
      ...options,
    },
  });
  return jsonSender(app, 'http://127.0.0.1/api/phone-reveals');
}

interface RevealRow {
  tenant: string;
  car_id: number;
  dealership_id: number;
  website_id: number;
}

async function revealRows(db: Database): Promise<RevealRow[]> {
  return (await db.query<RevealRow>('SELECT tenant, car_id, dealership_id, website_id FROM phone_reveals ORDER BY id'))
    .rows;
}

describeOnEachDatabase('POST /api/phone-reveals', (database) => {
  let db: Database;
  let send: Send;
  beforeEach(async () => {
    db = database();
    await db.exec('TRUNCATE phone_reveals');
    send = revealApi({ store: new PhoneRevealStore(db) });
  });

  describe('a reveal from a tenant’s page', () => {
    it('201 {ok: true}, stored for the tenant the Origin names, with the time and nothing else', async () => {
      const res = await send(REVEAL);
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ ok: true });
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await revealRows(db)).toEqual([{ tenant: 'harbourside-toyota', ...REVEAL }]);
      const columns = await db.query<{ name: string }>(
        `SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'phone_reveals' ORDER BY 1`,
      );
      expect(columns.rows.map((c) => c.name)).toEqual([
        'car_id',
        'created_at',
        'dealership_id',
        'id',
        'tenant',
        'vehicle_grade',
        'vehicle_kilometers',
        'vehicle_make',
        'vehicle_model',
        'vehicle_status',
        'vehicle_year',
        'website_id',
      ]);
      const [row] = (
        await db.query<{ recent: boolean }>(
          `SELECT created_at > now() - interval '1 minute' AS recent FROM phone_reveals`,
        )
      ).rows;
      expect(row?.recent).toBe(true);
    });

    it.each([
      ['a group’s local site', { origin: GROUP_ORIGIN }, 'southern-cross-motors'],
      ['its production domain', { origin: 'https://www.southerncrossmotors.com.au' }, 'southern-cross-motors'],
      [
        'no Origin, a tenant Host',
        { origin: null, host: 'southern-cross-motors.localhost:4321' },
        'southern-cross-motors',
      ],
    ])('from %s: stored for that tenant, with its website id', async (_, where, tenant) => {
      expect((await send(GROUP_REVEAL, where)).status).toBe(201);
      expect((await revealRows(db)).map((r) => [r.tenant, r.website_id])).toEqual([[tenant, 102]]);
    });

    it("with the car's tracking parameters (spec §3): stored beside it, blank ones as none", async () => {
      const tracking = {
        vehicleStatus: 'in_stock',
        vehicleMake: 'Toyota',
        vehicleModel: 'RAV4',
        vehicleYear: 2022,
        vehicleKilometers: 41_250,
        vehicleGrade: ' ',
      };
      expect((await send({ ...REVEAL, ...tracking })).status).toBe(201);
      const rows = await db.query(
        `SELECT vehicle_status, vehicle_make, vehicle_model, vehicle_year, vehicle_kilometers, vehicle_grade
         FROM phone_reveals`,
      );
      expect(rows.rows).toEqual([
        {
          vehicle_status: 'in_stock',
          vehicle_make: 'Toyota',
          vehicle_model: 'RAV4',
          vehicle_year: 2022,
          vehicle_kilometers: 41_250,
          vehicle_grade: null,
        },
      ]);
    });

    it('a tenant that does not know its website id takes any', async () => {
      const handWritten = revealApi({ store: new PhoneRevealStore(db), tenants: HAND_WRITTEN_TENANTS });
      expect((await handWritten({ ...REVEAL, website_id: 555 })).status).toBe(201);
      expect((await revealRows(db)).map((r) => r.website_id)).toEqual([555]);
    });
  });

  describe('what is refused, with nothing stored', () => {
    const refused = async (res: Response, status: number) => {
      expect(res.status).toBe(status);
      expect(await revealRows(db)).toEqual([]);
      return (await res.json()) as { error: string; errors?: Record<string, string> };
    };

    it.each([
      ['car_id missing', { dealership_id: 7, website_id: 101 }, { car_id: 'Please send car_id as a number.' }],
      ['car_id as text', { ...REVEAL, car_id: '123' }, { car_id: 'Please send car_id as a number.' }],
      ['car_id 0', { ...REVEAL, car_id: 0 }, { car_id: 'Please send car_id as a whole number, 1 or more.' }],
      ['car_id not whole', { ...REVEAL, car_id: 1.5 }, { car_id: 'Please send car_id as a whole number.' }],
      [
        'car_id past the column',
        { ...REVEAL, car_id: 2_147_483_648 },
        { car_id: 'Please send car_id as a whole number up to 2147483647.' },
      ],
      [
        'dealership_id null',
        { ...REVEAL, dealership_id: null },
        { dealership_id: 'Please send dealership_id as a number.' },
      ],
      [
        'dealership_id negative',
        { ...REVEAL, dealership_id: -7 },
        { dealership_id: 'Please send dealership_id as a whole number, 1 or more.' },
      ],
      [
        'website_id missing',
        { car_id: REVEAL.car_id, dealership_id: REVEAL.dealership_id },
        { website_id: 'Please send website_id as a number.' },
      ],
      [
        'another tenant’s website_id',
        { ...REVEAL, website_id: 102 },
        { website_id: 'Please send website_id as this website’s id.' },
      ],
      [
        'a key it does not name',
        { ...REVEAL, phone: '0412 987 651' },
        {
          phone:
            "Please leave out phone: a reveal holds car_id, dealership_id, website_id and the car's tracking parameters only.",
        },
      ],
      [
        'vehicleYear out of range',
        { ...REVEAL, vehicleYear: 1850 },
        { vehicleYear: 'Please send vehicleYear as a whole number from 1900 to 2100.' },
      ],
      [
        'vehicleStatus not a status',
        { ...REVEAL, vehicleStatus: 'parked' },
        { vehicleStatus: 'Please send vehicleStatus as one of in_stock, coming_soon, sold.' },
      ],
    ])('%s: 422 naming the field', async (_, body, errors) => {
      expect(await refused(await send(body), 422)).toEqual({ error: FIX, errors });
    });

    const NOT_OURS = {
      car: 'Please send car_id as the id of a car on this website.',
      dealership: 'Please send dealership_id as the id of one of this website’s dealerships.',
      carsDealership: 'Please send dealership_id as the id of this car’s dealership.',
    };

    it.each([
      ['a car not in the stock', { ...REVEAL, car_id: 2_147_483_647 }, { car_id: NOT_OURS.car }],
      [
        'another dealer’s car and dealership',
        { ...GROUP_REVEAL, website_id: REVEAL.website_id },
        { car_id: NOT_OURS.car, dealership_id: NOT_OURS.dealership },
      ],
      [
        'another dealer’s dealership',
        { ...REVEAL, dealership_id: GROUP_REVEAL.dealership_id },
        { dealership_id: NOT_OURS.dealership },
      ],
      ['a dealership id no one has', { ...REVEAL, dealership_id: 7 }, { dealership_id: NOT_OURS.dealership }],
    ])('%s: 422 naming the field', async (_, body, errors) => {
      expect(await refused(await send(body), 422)).toEqual({ error: FIX, errors });
    });

    it('one of the group’s dealerships that is not the car’s: 422 naming dealership_id', async () => {
      const group = TENANTS.find((tenant) => tenant.slug === 'southern-cross-motors')!;
      const other = group.dealershipIds.find((id) => id !== GROUP_REVEAL.dealership_id)!;
      const res = await send({ ...GROUP_REVEAL, dealership_id: other }, { origin: GROUP_ORIGIN });
      expect(await refused(res, 422)).toEqual({ error: FIX, errors: { dealership_id: NOT_OURS.carsDealership } });
    });

    it('the stock cannot be read: 503, as the cars routes answer', async () => {
      const broken = revealApi({
        store: new PhoneRevealStore(db),
        stock: {
          car: () => Promise.reject(new Error('feed down')),
          carById: () => Promise.reject(new Error('feed down')),
        },
      });
      expect(await refused(await broken(REVEAL), 503)).toEqual({ error: 'The stock cannot be read just now.' });
      const byIdless = revealApi({ store: new PhoneRevealStore(db), stock: { car: () => Promise.resolve(null) } });
      expect(await refused(await byIdless(REVEAL), 503)).toEqual({ error: 'The stock cannot be read just now.' });
    });

    it('every field’s problem at once', async () => {
      const body = await refused(await send({ car_id: 'x', dealership_id: 0, website_id: 102 }), 422);
      expect(Object.keys(body.errors ?? {}).sort()).toEqual(['car_id', 'dealership_id', 'website_id']);
    });

    it.each([
      ['null', null],
      ['a number', 123],
      ['a list', [REVEAL]],
    ])('a body that is %s: 422 naming the reveal', async (_, body) => {
      expect(await refused(await send(JSON.stringify(body)), 422)).toEqual({
        error: FIX,
        errors: { reveal: 'Please send the reveal as a JSON object.' },
      });
    });
  });

  it('the database fails: 503, which the page only logs', async () => {
    const failing = {
      add: () => Promise.reject(new Error(`insert failed for car ${REVEAL.car_id}`)),
    } as unknown as PhoneRevealStore;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await revealApi({ store: failing })(REVEAL);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: 'The reveal could not be stored.' });
      // one line naming the error's class, never its message (which may quote the row)
      expect(logged.mock.calls.map((call) => JSON.parse(String(call[0])) as unknown)).toEqual([
        { event: 'phone-reveal.failed', status: 503, tenant: 'harbourside-toyota', error: 'Error' },
      ]);
    } finally {
      logged.mockRestore();
    }
  });
});

describe('POST /api/phone-reveals without a store', () => {
  it('answers 503', async () => {
    const res = await createApiOnlyApp().request('http://127.0.0.1/api/phone-reveals', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify(REVEAL),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'Phone reveals are not taken here.' });
  });
});
