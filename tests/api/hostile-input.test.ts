// Input no form sends but anyone can: text PostgreSQL cannot hold, nesting deep enough to
// overflow a recursive walk, a body cut off mid-way. Each is a shopper's or a client's
// mistake: a 2xx or a 4xx, never a 5xx, and nothing half-stored (issue: no 5xx for any input).
import { beforeEach, expect, it, vi } from 'vitest';
import type { Database } from '../../src/server/storage/database.ts';
import { describeOnEachDatabase, emptyLeadTables } from '../support/databases.ts';
import { leadRows, makeApi, newKey, ORIGIN, VALID_LEADS } from '../support/leads.ts';

const enquiry = VALID_LEADS.enquiry.body;
const LONE_HIGH = '\uD83D';
const LONE_LOW = '\uDE00';

describeOnEachDatabase('POST /api/leads with hostile input', (database) => {
  let db: Database;
  beforeEach(async () => {
    db = database();
    await emptyLeadTables(db);
  });

  it.each([
    ['a NUL in the message', { message: 'Call me\u0000 after 5' }, 'message', 'Call me after 5'],
    ['a lone high surrogate in the name', { name: `Jane${LONE_HIGH}` }, 'name', 'Jane\uFFFD'],
    ['a lone low surrogate in the message', { message: `${LONE_LOW}hello` }, 'message', '\uFFFDhello'],
    [
      'a NUL and surrogates together',
      { last_name: `Ci${LONE_LOW}\u0000tizen${LONE_HIGH}` },
      'last_name',
      'Ci\uFFFDtizen\uFFFD',
    ],
  ])(
    '%s: stored as text PostgreSQL holds (NUL dropped, a lone surrogate replaced)',
    async (_, change, field, stored) => {
      const res = await makeApi(db).post({ ...enquiry, ...change });
      expect(res.status, await res.clone().text()).toBe(201);
      const [row] = await leadRows(db);
      expect(row?.payload.fields[field]).toBe(stored);
    },
  );

  it.each([
    ['the page address', { url: `https://harbourside-toyota.localhost/cars/a${LONE_HIGH}` }],
    ['the user agent', { user_agent: 'Mozilla\u0000/5.0' }],
    ['a visited page', { lead_attributes: { visited_pages: [`/cars/${LONE_LOW}`], linked_query_params: {} } }],
    [
      'a campaign parameter name and value',
      { lead_attributes: { linked_query_params: { [`utm\u0000${LONE_HIGH}`]: `x${LONE_LOW}\u0000` } } },
    ],
    ['an additional service', { additional_services: [`Tint\u0000${LONE_HIGH}`] }],
  ])('%s with NUL or a lone surrogate: never a 5xx', async (_, change) => {
    const res = await makeApi(db).post({ ...enquiry, ...change });
    expect(res.status, await res.clone().text()).toBeLessThan(500);
    const rows = await leadRows(db);
    expect(rows).toHaveLength(res.status === 201 ? 1 : 0);
    expect(JSON.stringify(rows)).not.toMatch(/\\u0000|\\ud[89ab]/i);
  });

  it('an array nested 6,000 deep under an unknown key: answered, not a 500', async () => {
    const deep = `${'['.repeat(6000)}${']'.repeat(6000)}`;
    const raw = JSON.stringify(enquiry).replace(/^\{/, `{"nested":${deep},`);
    const res = await makeApi(db).post(null, { raw });
    expect(res.status, await res.clone().text()).toBeLessThan(500);
  });

  it('a body cut off by the client: a 4xx logged as a client abort, not an API error', async () => {
    const api = makeApi(db);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"kind":"enquiry","firstName":"Ja'));
          controller.error(new Error('aborted'));
        },
      });
      const res = await api.request('/api/leads', {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json', 'idempotency-key': newKey() },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(errors).not.toHaveBeenCalled();
      expect(api.logs).toContainEqual(expect.objectContaining({ event: 'lead.refused', reason: 'client-abort' }));
      expect(await leadRows(db)).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });
});
