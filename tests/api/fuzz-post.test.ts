// Every POST endpoint of the API, through the real app on each database, under arbitrary
// input: JSON values of any shape, text with control characters and lone surrogates, deep
// nesting, huge numbers and prototype keys in place of a valid body's fields. Whatever
// arrives: never a 5xx, and a refused request stores nothing. About 2,400 requests per
// database, a fixed seed per endpoint so a failure replays.
import fc from 'fast-check';
import { beforeEach, expect, it } from 'vitest';
import { createApiOnlyApp } from '../../src/server/api-only-app.ts';
import { EventStore } from '../../src/server/events/store.ts';
import { LeadStore } from '../../src/server/leads/store.ts';
import { PhoneRevealStore } from '../../src/server/phone-reveals/store.ts';
import type { Database } from '../../src/server/storage/database.ts';
import { describeOnEachDatabase, emptyLeadTables } from '../support/databases.ts';
import { newKey, ORIGIN, TEST_SHOPPER_HASH, VALID_LEADS } from '../support/leads.ts';
import { demoReveal, demoStock } from '../support/feed.ts';
import { demoApiTenants } from '../support/sites.ts';

const RUNS = 800;
const tenants = demoApiTenants();
const stock = demoStock();

interface Endpoint {
  path: string;
  valid: Record<string, unknown>;
  tables: string[];
  headers?: () => Record<string, string>;
}

const ENDPOINTS: Endpoint[] = [
  {
    path: '/api/leads',
    valid: VALID_LEADS.enquiry.body,
    tables: ['leads', 'idempotency_keys'],
    headers: () => ({ 'idempotency-key': newKey() }),
  },
  {
    path: '/api/events',
    valid: { id: 15, category: 'Sales Enquiry', car_type: 'used', page: '/' },
    tables: ['site_events'],
  },
  { path: '/api/phone-reveals', valid: demoReveal('harbourside-toyota'), tables: ['phone_reveals'] },
];

/** JSON text, written out here so that no recursive serialiser walks the deep values. */
type Json = { text: string };
const json = (value: unknown): Json => ({ text: JSON.stringify(value) ?? 'null' });

const controlText = fc
  .array(fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f })), { maxLength: 8 })
  .map((codes) => String.fromCharCode(...codes));
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const nastyText = fc
  .array(fc.oneof(fc.string({ unit: 'binary', maxLength: 20 }), controlText, loneSurrogate, fc.constant('\u0000')), {
    maxLength: 6,
  })
  .map((parts) => parts.join(''));
const hugeNumber = fc.constantFrom(
  '1e308',
  '-1e308',
  '1e400',
  '123456789012345678901234567890',
  '9007199254740993',
  '-0',
  '0.000000000000000000000000000001',
);
const deep = fc
  .tuple(fc.integer({ min: 50, max: 8000 }), fc.constantFrom(['[', ']'], ['{"a":', '}']))
  .map(([depth, [open, close]]) => ({
    text: `${open!.repeat(depth)}${open === '[' ? '' : 'null'}${close!.repeat(depth)}`,
  }));

const value: fc.Arbitrary<Json> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map(json),
  nastyText.map(json),
  hugeNumber.map((text) => ({ text })),
  deep,
);

const key = (valid: Record<string, unknown>) =>
  fc.oneof(
    fc.constantFrom(...Object.keys(valid)),
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'),
    nastyText,
  );

/** A body: the valid one with some keys set to hostile values, any JSON text at all, or the valid one. */
const body = (valid: Record<string, unknown>): fc.Arbitrary<string> =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc.array(fc.tuple(key(valid), value), { minLength: 1, maxLength: 4 }).map((changes) => {
        const entries = new Map(Object.entries(valid).map(([k, v]) => [k, json(v).text]));
        for (const [k, v] of changes) entries.set(k, v.text);
        return `{${[...entries].map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
      }),
    },
    { weight: 1, arbitrary: value.map((v) => v.text) },
    { weight: 1, arbitrary: fc.constant(JSON.stringify(valid)) },
  );

describeOnEachDatabase('fuzzing every POST endpoint', (database) => {
  let db: Database;
  let app: ReturnType<typeof createApiOnlyApp>;
  beforeEach(async () => {
    db = database();
    await emptyLeadTables(db);
    await db.exec('TRUNCATE site_events, phone_reveals');
    app = createApiOnlyApp({
      leads: {
        store: new LeadStore(db, { shopperHash: TEST_SHOPPER_HASH }),
        tenants,
        logger: { log: () => undefined },
      },
      events: { store: new EventStore(db), tenants, limit: null },
      phoneReveals: { store: new PhoneRevealStore(db), tenants, stock, limit: null },
    });
  });

  const count = async (tables: string[]) => {
    let total = 0;
    for (const table of tables)
      total += Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n);
    return total;
  };

  it.each(ENDPOINTS)(
    '$path: never a 5xx, and nothing stored for a refused request',
    async (endpoint) => {
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(body(endpoint.valid), async (text) => {
          const before = await count(endpoint.tables);
          const res = await app.request(`http://127.0.0.1${endpoint.path}`, {
            method: 'POST',
            headers: { origin: ORIGIN, 'content-type': 'application/json', ...endpoint.headers?.() },
            body: new TextEncoder().encode(text),
          });
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          expect(res.status, `${res.status} ${await res.text()} for ${text.slice(0, 300)}`).toBeLessThan(500);
          const after = await count(endpoint.tables);
          if (res.status >= 400) expect(after, 'a refused request stored a row').toBe(before);
        }),
        { numRuns: RUNS, seed: 24, endOnFailure: true },
      );
      // the runs reached the handler, not only the guards
      expect([...statuses.keys()].some((status) => status < 300)).toBe(true);
      expect(statuses.get(422) ?? 0).toBeGreaterThan(0);
    },
    120_000,
  );
});
