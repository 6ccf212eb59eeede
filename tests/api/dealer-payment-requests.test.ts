// The dealer's payment requests (POST /api/dealer/payment-requests) and which site a call is
// for: the site its Host (else Origin) names, whose key it must carry, or, at an address that
// names no site (the API's own, as a dealer's server calls API Gateway, or CloudFront hands it
// API Gateway's Host and no Origin), the site whose dealer key it carries.
// tests/api/online-payment.test.ts has the requests themselves (amounts, references, paying).
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import { beforeAll, expect, it } from 'vitest';
import type { DealerPaymentRequestAnswer } from '../../src/domain/online-payment/answers.ts';
import { dealerApiHref } from '../../src/dealer-api-paths.ts';
import { ONLINE_PAYMENT_MESSAGES } from '../../src/domain/online-payment/texts.ts';
import { createApiOnlyApp } from '../../src/server/api-only-app.ts';
import { testPaymentProvider } from '../../src/server/payments/test-driver.ts';
import type { Database } from '../../src/server/storage/database.ts';
import { apiTenantFromSite } from '../../src/server/tenancy/api-tenant.ts';
import { describeOnEachDatabase } from '../support/databases.ts';
import { TEST_SHOPPER_HASH } from '../support/leads.ts';
import { withLogsCaptured } from '../support/reservation-payments.ts';
import { demoSite } from '../support/sites.ts';

// harbourside-toyota and southern-cross-motors take online payments; drivewise-online has a
// dealer key (it sells online) but takes none
const HARBOURSIDE = demoSite('harbourside-toyota');
const SOUTHERN = demoSite('southern-cross-motors');
const DRIVEWISE = demoSite('drivewise-online');
const KEYS = new Map([
  [HARBOURSIDE.slug, 'harbourside-dealer-key-of-thirty-two-characters-or-more'],
  [SOUTHERN.slug, 'southern-cross-dealer-key-of-thirty-two-characters-or-more'],
  [DRIVEWISE.slug, 'drivewise-dealer-key-of-thirty-two-characters-or-more'],
]);
const keyOf = (slug: string) => KEYS.get(slug)!;
/** The API's own address, which names no site: API Gateway's, as the function sees it behind CloudFront. */
const API_HOST = 'a1b2c3d4e5.execute-api.ap-southeast-2.amazonaws.com';
const tenants = [HARBOURSIDE, SOUTHERN, DRIVEWISE].map((site) => apiTenantFromSite(site, { servedLocally: true }));

const run = promisify(execFile);

let references = 0;
const newReference = () => `DEALER-${process.pid}-${++references}`;

describeOnEachDatabase('the dealer’s payment requests, placed by their key', (database) => {
  let db: Database;
  let app: ReturnType<typeof createApiOnlyApp>;

  beforeAll(async () => {
    db = database();
    app = createApiOnlyApp({
      onlinePayment: {
        db,
        hash: TEST_SHOPPER_HASH,
        tenants,
        sites: [HARBOURSIDE, SOUTHERN, DRIVEWISE],
        // creating a request asks no processor
        payments: testPaymentProvider({ url: 'http://127.0.0.1:9', secret: 'not-asked' }),
        dealerKeys: KEYS,
        limits: { read: null, pay: null, dealer: null },
      },
    });
  });

  /** POST /api/dealer/payment-requests with `headers` (Host, Origin) and the key as a bearer token (null: none). */
  async function create(headers: Record<string, string>, key: string | null) {
    const reference = newReference();
    const response = await app.request(dealerApiHref('paymentRequests'), {
      method: 'POST',
      headers: {
        ...headers,
        'Content-Type': 'application/json',
        ...(key === null ? {} : { Authorization: `Bearer ${key}` }),
      },
      body: JSON.stringify({ reference, amount: 450, description: 'Service: logbook', name: 'Alex Driver' }),
    });
    return { reference, status: response.status, headers: response.headers, body: (await response.json()) as unknown };
  }

  const tenantOf = async (reference: string) =>
    (
      await db.query<{ tenant: string }>('SELECT tenant FROM payment_requests WHERE reference = $1', [reference])
    ).rows.map((row) => row.tenant);

  it('at the API’s own address the key names the site: 201 on its site, with the link on its domain', async () => {
    for (const site of [HARBOURSIDE, SOUTHERN]) {
      const created = await create({ Host: API_HOST }, keyOf(site.slug));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const link = new URL((created.body as DealerPaymentRequestAnswer).link);
      expect(link.origin).toBe(new URL(site.domain).origin);
      expect(await tenantOf(created.reference)).toEqual([site.slug]);
    }
  });

  it('at the API’s own address: no key 401, a key no site has 403, the key of a site without online payment 404', async () => {
    const none = await create({ Host: API_HOST }, null);
    expect(none.status).toBe(401);
    expect(none.headers.get('WWW-Authenticate')).toBe('Bearer realm="payment-requests"');
    expect(none.body).toEqual({ error: 'Send the dealer key as Authorization: Bearer <key>.' });
    const unknown = await create({ Host: API_HOST }, `${keyOf(HARBOURSIDE.slug)}x`);
    expect(unknown).toMatchObject({
      status: 403,
      body: { error: 'This is not the dealer key of any site served here.' },
    });
    expect(await tenantOf(unknown.reference)).toEqual([]);
    const noPayments = await create({ Host: API_HOST }, keyOf(DRIVEWISE.slug));
    expect(noPayments).toMatchObject({ status: 404, body: { error: ONLINE_PAYMENT_MESSAGES.notTaken } });
  });

  it('where the Host or a page’s Origin names a site, the key must be that site’s: another site’s is 403', async () => {
    const onHost = { Host: `${HARBOURSIDE.slug}.localhost:4321` };
    expect((await create(onHost, keyOf(HARBOURSIDE.slug))).status).toBe(201);
    expect(await create(onHost, keyOf(SOUTHERN.slug))).toMatchObject({
      status: 403,
      body: { error: 'This is not the dealer key of this site.' },
    });
    expect((await create(onHost, null)).status).toBe(401);
    // a site's Origin at the API's own address names that site, as it does for a read
    const fromPage = { Host: API_HOST, Origin: new URL(HARBOURSIDE.domain).origin };
    expect((await create(fromPage, keyOf(SOUTHERN.slug))).status).toBe(403);
    expect((await create(fromPage, keyOf(HARBOURSIDE.slug))).status).toBe(201);
    // a site that takes no online payments says so before it looks at the key
    expect(await create({ Host: `${DRIVEWISE.slug}.localhost:4321` }, null)).toMatchObject({
      status: 404,
      body: { error: ONLINE_PAYMENT_MESSAGES.notTaken },
    });
  });

  it('logs a refused key by its site, or as no site’s, and never the key', async () => {
    const wrong = `${keyOf(SOUTHERN.slug)}-wrong`;
    const { logged } = await withLogsCaptured(async () => {
      await create({ Host: API_HOST }, wrong);
      await create({ Host: `${HARBOURSIDE.slug}.localhost:4321` }, wrong);
    });
    const events = logged.map((line) => JSON.parse(line) as { event: string; tenant: string | null });
    expect(events).toEqual([
      { event: 'online-payment.unknown-dealer-key', tenant: null },
      { event: 'online-payment.wrong-dealer-key', tenant: HARBOURSIDE.slug },
    ]);
    expect(logged.join('\n')).not.toContain(wrong);
  });

  it('npm run payment-request calls the API’s own address (API_URL) with the key alone', async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    try {
      const port = await new Promise<number>((resolve) =>
        server.once('listening', () => resolve((server.address() as AddressInfo).port)),
      );
      const reference = newReference();
      const { stdout } = await run(
        process.execPath,
        [
          'scripts/payment-request.ts',
          '--tenant',
          HARBOURSIDE.slug,
          ...['--reference', reference, '--amount', '450.50', '--description', 'Service', '--name', 'Alex Driver'],
        ],
        {
          env: {
            ...process.env,
            API_URL: `http://127.0.0.1:${port}/api`,
            HARBOURSIDE_TOYOTA_DEALER_KEY: keyOf(HARBOURSIDE.slug),
          },
        },
      );
      expect(stdout).toContain('Payment request created:');
      expect(stdout).toContain(`${new URL(HARBOURSIDE.domain).origin}/online-payment?request=`);
      expect(await tenantOf(reference)).toEqual([HARBOURSIDE.slug]);
    } finally {
      await new Promise<void>((done) => server.close(() => done()));
    }
  });
});
