import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleLambda } from '../../scripts/lib/lambda-bundle.ts';
import { startTestPayments, type TestPayments } from '../../scripts/lib/test-payments-process.ts';
import { postgresBinDir } from '../../scripts/lib/postgres-cluster.ts';
import { openPostgres } from '../../src/server/storage/postgres.ts';
import type { Database } from '../../src/server/storage/database.ts';
import { throwawayDatabase, type ThrowawayDatabase } from '../support/databases.ts';
import { httpApiEvent, type HttpApiRequest, type HttpApiResult } from '../support/api-gateway-event.ts';
import { demoReveal, demoRows } from '../support/feed.ts';
import { newKey, VALID_LEADS } from '../support/leads.ts';
import { cardToken } from '../support/reservation-payments.ts';

const run = promisify(execFile);

/** harbourside-toyota's site as its CDN serves it: the function is reached under its own domain. */
const SITE = 'https://www.harboursidetoyota.com.au';
/** drivewise-online keeps its generated demo stock, which the function does not read. */
const GENERATED_STOCK_SITE = 'https://www.drivewise.com.au';
/** harbourside-toyota's stock, published by its dealer system over HTTP in this test. */
const FEED = demoRows('harbourside-toyota');
const ORIGIN_REFUSED = 'Leads are accepted only from the dealer’s own website.';
const RATE_LIMITED = 'Too many enquiries from here in a short time. Please wait a moment and try again.';
const enquiry = VALID_LEADS.enquiry.body;
/** harbourside-toyota's dealer key, in the function's environment (dealerApi.keyEnv) while the suite runs. */
const DEALER_KEY_ENV = 'HARBOURSIDE_TOYOTA_DEALER_KEY';
const DEALER_KEY = 'lambda-dealer-key-of-thirty-two-characters-or-more';
const savedDealerKey = process.env[DEALER_KEY_ENV];

type Handler = (event: unknown, context?: unknown) => Promise<HttpApiResult>;

const bin = postgresBinDir();
const suite = bin ? describe : describe.skip;

suite(`the lead API as a Lambda function (bundled, PostgreSQL ${bin?.version ?? 'missing'})`, () => {
  let dir = '';
  let bundle = '';
  let database: ThrowawayDatabase | undefined;
  let db: Database | undefined;
  let handler: Handler;
  let addresses = 0;
  let references = 0;
  /** A client address of its own per test, so one test's requests never meet another's limit. */
  const nextAddress = () => `198.51.100.${++addresses}`;

  let feedServer: Server | undefined;
  let processor: TestPayments | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lambda-bundle-'));
    bundle = join(dir, 'handler.mjs');
    // the demo tenants, harbourside-toyota's stock a feed over HTTP on loopback
    feedServer = createServer((req, res) =>
      req.url === '/stock.json'
        ? res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(FEED))
        : res.writeHead(404).end(),
    );
    await new Promise<void>((done) => feedServer!.listen(0, '127.0.0.1', done));
    const tenantsDir = join(dir, 'tenants');
    cpSync(resolve('tenants'), tenantsDir, { recursive: true });
    const siteFile = join(tenantsDir, 'harbourside-toyota', 'site.json');
    const site = JSON.parse(readFileSync(siteFile, 'utf8')) as Record<string, unknown>;
    const feed = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/stock.json`;
    writeFileSync(siteFile, JSON.stringify({ ...site, inventory: { source: 'url', url: feed } }));
    const [started, payments] = await Promise.all([
      throwawayDatabase(),
      startTestPayments({ port: 0 }),
      bundleLambda({ tenantsDir, outFile: bundle }),
    ]);
    database = started;
    processor = payments;
    // the container's environment, read once as the module loads
    const saved = {
      url: process.env.DATABASE_URL,
      limit: process.env.LEAD_RATE_LIMIT_IP,
      payments: process.env.TEST_PAYMENTS_URL,
    };
    process.env.DATABASE_URL = database.url;
    process.env.LEAD_RATE_LIMIT_IP = '3/600';
    // read when the function opens its API, on the first request
    process.env[DEALER_KEY_ENV] = DEALER_KEY;
    process.env.TEST_PAYMENTS_URL = processor.url;
    try {
      ({ handler } = (await import(pathToFileURL(bundle).href)) as { handler: Handler });
    } finally {
      restore('DATABASE_URL', saved.url);
      restore('LEAD_RATE_LIMIT_IP', saved.limit);
      restore('TEST_PAYMENTS_URL', saved.payments);
    }
    // the test's own look at the tables the function writes
    db = await openPostgres(database.url, { maxConnections: 1 });
  });

  afterAll(async () => {
    restore(DEALER_KEY_ENV, savedDealerKey);
    try {
      await db?.close();
      await new Promise((done) => (feedServer ? feedServer.close(done) : done(undefined)));
      await processor?.close();
    } finally {
      await database?.drop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  });

  const invoke = async (request: Omit<HttpApiRequest, 'sourceIp'> & { sourceIp?: string }) => {
    const result = await handler(httpApiEvent({ sourceIp: nextAddress(), ...request }), { awsRequestId: 'test' });
    const text = result.isBase64Encoded ? Buffer.from(result.body, 'base64').toString() : result.body;
    return { ...result, headers: result.headers ?? {}, json: () => JSON.parse(text) as Record<string, unknown> };
  };

  const postLead = (
    body: unknown,
    options: { key?: string; origin?: string; sourceIp?: string; forwardedFor?: string; base64?: boolean } = {},
  ) =>
    invoke({
      method: 'POST',
      url: '/api/leads',
      headers: {
        Origin: options.origin ?? SITE,
        'Content-Type': 'application/json',
        'Idempotency-Key': options.key ?? newKey(),
        Referer: `${SITE}/cars/2022-toyota-rav4-gx-123`,
        ...(options.forwardedFor ? { 'X-Forwarded-For': options.forwardedFor } : {}),
      },
      body: JSON.stringify(body),
      base64: options.base64,
      ...(options.sourceIp ? { sourceIp: options.sourceIp } : {}),
    });

  const storedLeads = async (id: string) =>
    (
      await db!.query<{ tenant: string; kind: string; dealership_slug: string }>('SELECT * FROM leads WHERE id = $1', [
        id,
      ])
    ).rows;
  const storedKeys = async (key: string) =>
    (
      await db!.query<{ lead_id: string; response_status: number }>(
        'SELECT lead_id, response_status FROM idempotency_keys WHERE key = $1',
        [key],
      )
    ).rows;
  const deliveryJobs = async (leadId: string) =>
    (
      await db!.query<{ name: string; target: string }>(
        "SELECT name, data->>'target' AS target FROM pgboss.job WHERE data->>'lead_id' = $1 ORDER BY 2",
        [leadId],
      )
    ).rows;

  it('a lead from the tenant’s site: 201 with its id, stored with its key and its delivery job', async () => {
    const key = newKey();
    const res = await postLead(enquiry, { key });
    expect(res.statusCode, res.body).toBe(201);
    const { lead_id } = res.json() as { lead_id: string };
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');

    expect(await storedLeads(lead_id)).toMatchObject([
      { tenant: 'harbourside-toyota', kind: 'enquiry', dealership_slug: 'harbourside-toyota' },
    ]);
    expect(await storedKeys(key)).toEqual([{ lead_id, response_status: 201 }]);
    // enqueued in the lead's transaction; no worker runs in the function, so it waits for npm run worker
    expect(await deliveryJobs(lead_id)).toEqual([{ name: 'lead-delivery', target: 'email' }]);
  });

  it('a body API Gateway sends base64-encoded is read the same', async () => {
    // harbourside-toyota's test drive form asks for the terms (forms.testDriveTerms in its site.json)
    const testDrive = { ...VALID_LEADS['test-drive'].body, terms_conditions: true };
    const res = await postLead(testDrive, { base64: true });
    expect(res.statusCode, res.body).toBe(201);
    const { lead_id } = res.json() as { lead_id: string };
    expect(await storedLeads(lead_id)).toMatchObject([{ tenant: 'harbourside-toyota', kind: 'test-drive' }]);
  });

  it('a retry with the same Idempotency-Key gets the first answer and stores one lead', async () => {
    const key = newKey();
    const first = await postLead(enquiry, { key });
    expect(first.statusCode, first.body).toBe(201);
    const retry = await postLead(enquiry, { key });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());

    const { lead_id } = first.json() as { lead_id: string };
    expect(await storedKeys(key)).toEqual([{ lead_id, response_status: 201 }]);
    expect(await storedLeads(lead_id)).toHaveLength(1);
    expect(await deliveryJobs(lead_id)).toHaveLength(1);
  });

  it('a bad body: 422 naming the field, nothing stored', async () => {
    const key = newKey();
    const res = await postLead({ ...enquiry, email: 'not an address' }, { key });
    expect(res.statusCode).toBe(422);
    expect(Object.keys((res.json() as { errors: Record<string, string> }).errors)).toEqual(['email']);
    expect(await storedKeys(key)).toEqual([]);
  });

  it('another site’s Origin: 403, nothing stored', async () => {
    const key = newKey();
    const res = await postLead(enquiry, { key, origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: ORIGIN_REFUSED });
    expect(await storedKeys(key)).toEqual([]);
  });

  it('an Origin only the development servers trust (<slug>.localhost): 403', async () => {
    const res = await postLead(enquiry, { origin: 'http://harbourside-toyota.localhost:4321' });
    expect(res.statusCode).toBe(403);
  });

  it('the CORS preflight from a tenant’s site allows the POST with its Idempotency-Key', async () => {
    const res = await invoke({
      method: 'OPTIONS',
      url: '/api/leads',
      headers: {
        Origin: SITE,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,idempotency-key',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(SITE);
    expect(res.headers['access-control-allow-methods']).toContain('POST');
    expect(res.headers['access-control-allow-headers']?.toLowerCase()).toContain('idempotency-key');
  });

  it('limits by the address API Gateway saw, whatever X-Forwarded-For claims', async () => {
    const sourceIp = nextAddress();
    // a client rotating this header would escape a limit that trusted it
    const spoofed = (n: number) => postLead(enquiry, { sourceIp, forwardedFor: `203.0.113.${n}` });
    // LEAD_RATE_LIMIT_IP=3/600 in this container, counted in PostgreSQL with the leads
    expect([(await spoofed(1)).statusCode, (await spoofed(2)).statusCode, (await spoofed(3)).statusCode]).toEqual([
      201, 201, 201,
    ]);
    const limited = await spoofed(4);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: RATE_LIMITED });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await postLead(enquiry)).statusCode).toBe(201);
  });

  it('an event from a page is stored in site_events', async () => {
    const res = await invoke({
      method: 'POST',
      url: '/api/events',
      headers: { Origin: SITE, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 15, category: 'Sales Enquiry', car_type: 'used', page: '/cars/a-car' }),
    });
    expect(res.statusCode, res.body).toBe(204);
    const rows = await db!.query('SELECT tenant, event_id, page FROM site_events');
    expect(rows.rows).toEqual([{ tenant: 'harbourside-toyota', event_id: 15, page: '/cars/a-car' }]);
  });

  const view = (slug: string, site = SITE) =>
    invoke({ method: 'GET', url: `/api/cars/${slug}/view.json?photos_count=3`, headers: { Origin: site } });

  it('the vehicle pages’ live data, from the dealer’s feed over HTTP: the views, counted, and what changed', async () => {
    const car = FEED[0]!;
    const res = await view(car.slug);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ views: expect.any(Number), car_fields: expect.any(Object) });
    const { rows } = await db!.query<{ car_slug: string }>('SELECT car_slug FROM car_views WHERE tenant = $1', [
      'harbourside-toyota',
    ]);
    expect(rows).toEqual([{ car_slug: car.slug }]);
    // a car the feed no longer lists
    expect((await view('2019-toyota-corolla-ascent-sport-zzzzzz')).statusCode).toBe(404);
  });

  it('a tenant whose stock the function does not read (generated demo stock): 503, never a 404 that says sold', async () => {
    const res = await view('2019-toyota-corolla-ascent-sport-zzzzzz', GENERATED_STOCK_SITE);
    expect(res.statusCode).toBe(503);
  });

  it('a phone reveal of a car in the feed is stored; print sheets are not made by the function: 503', async () => {
    const res = await invoke({
      method: 'POST',
      url: '/api/phone-reveals',
      headers: { Origin: SITE, 'Content-Type': 'application/json' },
      body: JSON.stringify(demoReveal('harbourside-toyota')),
    });
    expect(res.statusCode).toBe(201);
    const { rows } = await db!.query<{ car_id: string }>('SELECT car_id FROM phone_reveals');
    expect(rows.map((row) => Number(row.car_id))).toEqual([FEED[0]!.id]);
    const print = await invoke({
      method: 'GET',
      url: `/api/cars/${FEED[0]!.slug}/print.pdf`,
      headers: { Origin: SITE },
    });
    expect(print.statusCode).toBe(503);
  });

  it('a car is reserved through the function: the deposit is held at the processor and the car reads reserved, for the pages and the build', async () => {
    const car = FEED.find((row) => row.car_type === 'new' && !row.reserved && row.status === 'in_stock')!;
    const shown = await invoke({
      method: 'GET',
      url: `/api/reservations/car/${car.slug}?journey=checkout`,
      headers: { Origin: SITE },
    });
    expect(shown.statusCode).toBe(200);
    const reserved = await invoke({
      method: 'POST',
      url: '/api/reservations',
      headers: { Origin: SITE, 'Content-Type': 'application/json', 'Idempotency-Key': newKey() },
      body: JSON.stringify({
        car: car.slug,
        journey: 'checkout',
        name: 'Alex',
        last_name: 'Driver',
        email: 'alex@example.com',
        phone: '0412 345 678',
        payment_token: await cardToken(processor!.url, '4242424242424242'),
      }),
    });
    expect(reserved.statusCode, JSON.stringify(reserved.json())).toBe(201);
    const { rows } = await db!.query<{ status: string }>('SELECT status FROM reservations WHERE car_slug = $1', [
      car.slug,
    ]);
    expect(rows.map((row) => row.status)).toEqual(['held']);
    const status = await invoke({
      method: 'GET',
      url: `/api/cars/status?slugs=${car.slug}`,
      headers: { Origin: SITE },
    });
    expect(status.json()).toEqual({ reserved: [car.slug], free: [] });
    // and the next build, asking the function for the site's reserved cars, renders it reserved
    const forBuild = await invoke({ method: 'GET', url: '/api/cars/reserved', headers: { Origin: SITE } });
    expect(forBuild.statusCode).toBe(200);
    expect(forBuild.headers['cache-control']).toBe('public, max-age=60');
    expect(forBuild.json()).toEqual({ reserved: [car.slug] });
  });

  it('the dealer reads its purchase journeys with its key from the function’s environment, the car from its feed', async () => {
    const car = FEED.find((row) => row.car_type === 'used' && !row.reserved)!;
    const { rows } = await db!.query<{ id: string }>(
      `INSERT INTO shopper_users (tenant, phone) VALUES ('harbourside-toyota', '+61412999001') RETURNING id`,
    );
    const details = { name: 'Alex', last_name: 'Buyer', email: 'alex@example.com', phone: '0412 999 001' };
    await db!.query(
      `INSERT INTO purchase_journeys (tenant, user_id, car_slug, details, trade_in)
       VALUES ('harbourside-toyota', $1, $2, $3::jsonb, '{"trade_in": false}'::jsonb)`,
      [rows[0]!.id, car.slug, JSON.stringify(details)],
    );
    // behind the CDN the function sees API Gateway's Host: a read is placed by its Origin
    const read = (authorization?: string) =>
      invoke({
        method: 'GET',
        url: '/api/dealer/purchase-journeys?status=in-progress',
        headers: { Origin: SITE, ...(authorization ? { Authorization: authorization } : {}) },
      });
    expect((await read()).statusCode).toBe(401);
    expect((await read(`Bearer ${DEALER_KEY}x`)).statusCode).toBe(403);
    const listed = await read(`Bearer ${DEALER_KEY}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({
      journeys: [
        {
          status: 'in-progress',
          car: { slug: car.slug, stock_number: car.stocknum, price: car.price },
          shopper: details,
          steps_answered: ['drive-away', 'trade-in'],
          current_step: 'finance',
        },
      ],
      next_cursor: null,
    });
  });

  it('a dealer’s server calling the API’s own address (API Gateway’s Host, no Origin) is placed by its key, on both dealer routes', async () => {
    const dealerCall = (method: 'GET' | 'POST', url: string, key: string | null, body?: unknown) =>
      invoke({
        method,
        url,
        headers: {
          ...(key === null ? {} : { Authorization: `Bearer ${key}` }),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const paymentRequest = (key: string | null) =>
      dealerCall('POST', '/api/dealer/payment-requests', key, {
        reference: `LAMBDA-${process.pid}-${++references}`,
        amount: 450.5,
        description: 'Service: 60,000 km logbook service',
        name: 'Alex Driver',
      });
    const journeys = (key: string | null) => dealerCall('GET', '/api/dealer/purchase-journeys', key);

    const created = await paymentRequest(DEALER_KEY);
    expect(created.statusCode, created.body).toBe(201);
    expect(new URL(created.json().link as string).origin).toBe(SITE);
    const { rows } = await db!.query<{ tenant: string }>('SELECT tenant FROM payment_requests WHERE reference = $1', [
      created.json().reference,
    ]);
    expect(rows).toEqual([{ tenant: 'harbourside-toyota' }]);
    const listed = await journeys(DEALER_KEY);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({ journeys: expect.any(Array) as unknown, next_cursor: null });

    for (const call of [paymentRequest, journeys]) {
      const none = await call(null);
      expect(none.statusCode).toBe(401);
      expect(none.headers['www-authenticate']).toMatch(/^Bearer realm=/);
      const wrong = await call(`${DEALER_KEY}x`);
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toEqual({ error: 'This is not the dealer key of any site served here.' });
    }
  });

  it('refuses to start with one dealer key on two sites, naming both variables', async () => {
    const shared = 'a-dealer-key-two-sites-were-given-by-mistake';
    const load = run(
      process.execPath,
      ['--input-type=module', '-e', `await import(${JSON.stringify(pathToFileURL(bundle).href)})`],
      {
        env: {
          ...process.env,
          DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/none',
          HARBOURSIDE_TOYOTA_DEALER_KEY: shared,
          SOUTHERN_CROSS_MOTORS_DEALER_KEY: shared,
        },
      },
    );
    const refused = (await load.then(
      () => ({ stderr: 'it started' }),
      (error: { stderr: string }) => error,
    )) as { stderr: string };
    expect(refused.stderr).toContain(
      'HARBOURSIDE_TOYOTA_DEALER_KEY (the dealer key of harbourside-toyota) and ' +
        'SOUTHERN_CROSS_MOTORS_DEALER_KEY (the dealer key of southern-cross-motors) are the same key',
    );
    expect(refused.stderr).not.toContain(shared);
  });

  it('opens the database once per container: the requests above shared at most two connections', async () => {
    const { rows } = await db!.query<{ connections: number }>(
      `SELECT count(*)::int AS connections FROM pg_stat_activity
        WHERE backend_type = 'client backend' AND datname = current_database() AND pid <> pg_backend_pid()`,
    );
    expect(rows[0]!.connections).toBeGreaterThan(0);
    expect(rows[0]!.connections).toBeLessThanOrEqual(2);
  });

  it('refuses to start without DATABASE_URL, saying what it needs', async () => {
    const env = { ...process.env };
    delete env.DATABASE_URL;
    const load = run(
      process.execPath,
      ['--input-type=module', '-e', `await import(${JSON.stringify(pathToFileURL(bundle).href)})`],
      {
        env,
      },
    );
    await expect(load).rejects.toMatchObject({
      stderr: expect.stringContaining(
        'DATABASE_URL is not set: the lead API’s Lambda function stores leads',
      ) as unknown,
    });
  });
});

function restore(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
