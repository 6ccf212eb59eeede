import { beforeEach, describe, expect, it } from 'vitest';
import { createApiOnlyApp } from '../../../src/server/api-only-app.ts';
import { systemClock, type Clock } from '../../../src/server/clock.ts';
import { EventStore } from '../../../src/server/events/store.ts';
import type { RateLimit } from '../../../src/server/middleware/rate-limiter.ts';
import { PhoneRevealStore } from '../../../src/server/phone-reveals/store.ts';
import type { Database } from '../../../src/server/storage/database.ts';
import { testClock } from '../../support/clock.ts';
import { describeOnEachDatabase } from '../../support/databases.ts';
import { ORIGIN } from '../../support/leads.ts';
import { jsonSender, type Send } from '../../support/post-json.ts';
import { demoReveal, demoStock } from '../../support/feed.ts';
import { demoApiTenants } from '../../support/sites.ts';

const TENANTS = demoApiTenants();
const stock = demoStock();
const clientAddress = (c: { req: { header(name: string): string | undefined } }) => c.req.header('x-test-client');

/** What a small JSON POST says when it refuses, by reason. */
interface RefusalTexts {
  origin: string;
  rateLimited: string;
  contentType: string;
  tooLarge: string;
  notJson: string;
}

/** A small JSON POST endpoint: what it takes, how it refuses, and where it stores. */
interface Endpoint {
  path: string;
  valid: Record<string, unknown>;
  /** The status a stored request gets. */
  stored: number;
  maxBytes: number;
  /** Its refusal texts, written out: a changed text is a changed contract. */
  errors: RefusalTexts;
  /** Its default limit per address: a burst, refilled at that many per `perSeconds`. */
  defaultLimit: RateLimit;
  /** Media types it takes besides application/json. */
  alsoAccepts: string[];
  table: string;
  /** The endpoint on db; limit undefined: its default, null: none; the limit's clock the system's unless given. */
  api: (db: Database, limit?: RateLimit | null, clock?: Clock) => Send;
}

const ENDPOINTS: Endpoint[] = [
  {
    path: '/api/events',
    valid: { id: 15, category: 'Sales Enquiry', page: '/' },
    stored: 204,
    maxBytes: 2048,
    defaultLimit: { burst: 60, perSeconds: 60 },
    errors: {
      origin: 'Events are accepted only from the dealer’s own website.',
      rateLimited: 'Too many events from here.',
      contentType: 'Send the event as JSON.',
      tooLarge: 'An event is 2048 bytes at most.',
      notJson: 'The event is not valid JSON.',
    },
    alsoAccepts: ['text/plain'],
    table: 'site_events',
    api: (db, limit, clock = systemClock) =>
      jsonSender(
        createApiOnlyApp({ events: { store: new EventStore(db), tenants: TENANTS, limit, clientAddress, clock } }),
        'http://127.0.0.1/api/events',
      ),
  },
  {
    path: '/api/phone-reveals',
    valid: demoReveal('harbourside-toyota'),
    stored: 201,
    maxBytes: 512,
    defaultLimit: { burst: 30, perSeconds: 60 },
    errors: {
      origin: 'Phone reveals are accepted only from the dealer’s own website.',
      rateLimited: 'Too many phone reveals from here.',
      contentType: 'Send the reveal as JSON (Content-Type: application/json).',
      tooLarge: 'A reveal is 512 bytes at most.',
      notJson: 'The reveal is not valid JSON.',
    },
    alsoAccepts: [],
    table: 'phone_reveals',
    api: (db, limit, clock = systemClock) =>
      jsonSender(
        createApiOnlyApp({
          phoneReveals: { store: new PhoneRevealStore(db), tenants: TENANTS, stock, limit, clientAddress, clock },
        }),
        'http://127.0.0.1/api/phone-reveals',
      ),
  },
];

/** `valid`, padded with an unknown key to exactly `bytes` bytes of UTF-8 (padding of `char`). */
function bodyOfSize(valid: Record<string, unknown>, bytes: number, char = 'a'): string {
  const base = JSON.stringify({ ...valid, pad: '' });
  const width = new TextEncoder().encode(char).length;
  return JSON.stringify({ ...valid, pad: char.repeat(Math.ceil((bytes - base.length) / width)) });
}

describe.each(ENDPOINTS)('POST $path refuses what is not a small JSON post from a tenant’s page', (endpoint) => {
  describeOnEachDatabase(endpoint.path, (database) => {
    let db: Database;
    let send: Send;
    const rows = async () =>
      Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${endpoint.table}`)).rows[0]?.n);
    const refused = async (res: Response, status: number, error: string) => {
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ error });
      expect(await rows()).toBe(0);
      return res;
    };
    beforeEach(async () => {
      db = database();
      await db.exec(`TRUNCATE ${endpoint.table}`);
      send = endpoint.api(db, null);
    });

    it('takes the valid body (the baseline the refusals differ from)', async () => {
      expect((await send(endpoint.valid)).status).toBe(endpoint.stored);
      expect(await rows()).toBe(1);
    });

    it.each([
      ['another site', { origin: 'https://evil.example' }],
      ['an opaque origin', { origin: 'null' }],
      ['a production domain over plain http', { origin: 'http://www.harboursidetoyota.com.au' }],
      ['an unknown local tenant', { origin: 'http://nobody.localhost:4321' }],
      ['no Origin and an unknown Host', { origin: null, host: 'api.example.com' }],
      [
        'another site, even with a tenant Host',
        { origin: 'https://evil.example', host: 'harbourside-toyota.localhost' },
      ],
    ])('from %s: 403', async (_, where) => {
      await refused(await send(endpoint.valid, where), 403, endpoint.errors.origin);
    });

    it.each([
      ['form data', 'application/x-www-form-urlencoded'],
      ['multipart', 'multipart/form-data; boundary=x'],
      ['XML', 'application/xml'],
      ['JSON-like but not JSON', 'application/jsonp'],
      ['text', 'text/plain'],
      ['no content type', null],
    ])('%s: 415 unless the endpoint takes it', async (_, contentType) => {
      const res = await send(endpoint.valid, { contentType });
      if (contentType && endpoint.alsoAccepts.includes(contentType)) expect(res.status).toBe(endpoint.stored);
      else await refused(res, 415, endpoint.errors.contentType);
    });

    it('JSON with a charset parameter is JSON', async () => {
      expect((await send(endpoint.valid, { contentType: 'Application/JSON; charset=utf-8' })).status).toBe(
        endpoint.stored,
      );
    });

    it.each([
      ['broken JSON', '{"id": 15,'],
      ['not JSON at all', 'id=15&category=Sales'],
      ['an empty body', ''],
      // valid JSON but for one byte that is not UTF-8
      ['bytes that are not UTF-8', new Uint8Array([...new TextEncoder().encode('{"pad":"'), 0xff, 0x22, 0x7d])],
    ])('%s: 400', async (_, body) => {
      await refused(await send(body), 400, endpoint.errors.notJson);
    });

    it('a body of exactly the limit is taken; one byte more: 413', async () => {
      expect((await send(bodyOfSize(endpoint.valid, endpoint.maxBytes))).status).not.toBe(413);
      await db.exec(`TRUNCATE ${endpoint.table}`);
      await refused(await send(bodyOfSize(endpoint.valid, endpoint.maxBytes + 1)), 413, endpoint.errors.tooLarge);
    });

    it('the limit counts bytes, not characters', async () => {
      const text = bodyOfSize(endpoint.valid, endpoint.maxBytes + 2, 'é');
      expect(text.length).toBeLessThan(endpoint.maxBytes);
      await refused(await send(text), 413, endpoint.errors.tooLarge);
    });

    it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('%s: 405, allowing POST', async (method) => {
      const res = await send(endpoint.valid, { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect(await rows()).toBe(0);
    });

    it('the CORS preflight of a tenant’s page is allowed; another site’s is not', async () => {
      const preflight = (origin: string) => send(null, { method: 'OPTIONS', origin, contentType: null });
      const own = await preflight(ORIGIN);
      expect(own.headers.get('access-control-allow-origin')).toBe(ORIGIN);
      expect(own.headers.get('access-control-allow-methods')).toContain('POST');
      expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    });

    it('past the burst per address: 429 with Retry-After, refused requests counted; other addresses go on; refilled, taken again', async () => {
      const clock = testClock();
      const limited = endpoint.api(db, { burst: 3, perSeconds: 60 }, clock);
      for (let i = 0; i < 2; i++)
        expect((await limited(endpoint.valid, { client: '203.0.113.7' })).status).toBe(endpoint.stored);
      expect((await limited('{', { client: '203.0.113.7' })).status).toBe(400);
      const res = await limited(endpoint.valid, { client: '203.0.113.7' });
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({ error: endpoint.errors.rateLimited });
      expect(res.headers.get('retry-after')).toBe('20');
      expect((await limited(endpoint.valid, { client: '198.51.100.2' })).status).toBe(endpoint.stored);
      expect(await rows()).toBe(3);
      clock.advance(19_000);
      expect((await limited(endpoint.valid, { client: '203.0.113.7' })).status).toBe(429);
      clock.advance(1_000);
      expect((await limited(endpoint.valid, { client: '203.0.113.7' })).status).toBe(endpoint.stored);
    });

    it('the default limit lets a page send its burst in a row; one more is 429', async () => {
      // the test's clock stands still: on a busy machine the burst could otherwise outlast a refill
      const defaults = endpoint.api(db, undefined, testClock());
      const { burst, perSeconds } = endpoint.defaultLimit;
      for (let i = 0; i < burst; i++)
        expect((await defaults(endpoint.valid, { client: '203.0.113.9' })).status).toBe(endpoint.stored);
      const res = await defaults(endpoint.valid, { client: '203.0.113.9' });
      expect(res.status).toBe(429);
      // the next token comes back within perSeconds / burst
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(Math.ceil(perSeconds / burst));
    });
  });
});
