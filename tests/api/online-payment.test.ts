// spec §2 /online-payment (issue 28): the dealer's payment requests (its key, the amounts, a used
// reference), the shopper's payment through the test processor (a decline, a payment captured
// once however it is sent, the receipt e-mail), the link's refusals (altered, expired, paid), the
// sign-in gate and the per-address limits, and the card number nowhere on our side (SAQ A).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { startTestPayments, type TestPayments } from '../../scripts/lib/test-payments-process.ts';
import type {
  DealerPaymentRequestAnswer,
  PaidRequestAnswer,
  PaymentReceiptAnswer,
  PaymentRequestAnswer,
} from '../../src/domain/online-payment/answers.ts';
import { dealerApiHref } from '../../src/dealer-api-paths.ts';
import { PAYMENT_VERIFY_MINUTES } from '../../src/domain/online-payment/request-state.ts';
import { ONLINE_PAYMENT_MESSAGES, PAYMENT_CHECK_MESSAGES } from '../../src/domain/online-payment/texts.ts';
import { paymentApiHref } from '../../src/payment-api-paths.ts';
import { createApiOnlyApp } from '../../src/server/api-only-app.ts';
import { openLeadQueue, type LeadQueue } from '../../src/server/outbox/queue.ts';
import { paymentReceipts } from '../../src/server/online-payment/receipt.ts';
import type { OnlinePaymentLimits } from '../../src/server/online-payment/routes.ts';
import { PaymentRequestStore, type PaymentRequest } from '../../src/server/online-payment/store.ts';
import type { PaymentProvider } from '../../src/server/payments/provider.ts';
import { testPaymentProvider } from '../../src/server/payments/test-driver.ts';
import { shopperMailOutbox } from '../../src/server/saved-searches/shopper-mail.ts';
import { outboxSmsSender } from '../../src/server/sms/outbox-sms.ts';
import type { Database } from '../../src/server/storage/database.ts';
import { apiTenantFromSite } from '../../src/server/tenancy/api-tenant.ts';
import { accountCaller, signInWith } from '../support/account-api.ts';
import { testClock } from '../support/clock.ts';
import { describeOnEachDatabase } from '../support/databases.ts';
import { TEST_SHOPPER_HASH } from '../support/leads.ts';
import {
  startStripeStub,
  STRIPE_AUTHENTICATION_FAILED,
  STRIPE_TEST_METHODS,
  stubbedStripe,
  type StripeStub,
} from '../support/payments.ts';
import { cardToken, databaseDump, withLogsCaptured } from '../support/reservation-payments.ts';
import { demoSite } from '../support/sites.ts';

// harbourside-toyota takes online payments from visitors (up to $20,000); southern-cross-motors
// wants a signed-in shopper (features.signIn.onlinePayment)
const OPEN = demoSite('harbourside-toyota');
const GATED = demoSite('southern-cross-motors');
const host = (slug: string) => `${slug}.localhost:4321`;
const origin = (slug: string) => `http://${host(slug)}`;
const SECRET = 'online_payment_test_secret';
const VISA = '4242424242424242';
const DECLINED = '4000000000000002';
const DEALER_KEY = 'dealer-key-of-thirty-two-characters-or-more-for-tests';
const dealerKeys = new Map([
  [OPEN.slug, DEALER_KEY],
  [GATED.slug, `${DEALER_KEY}-gated`],
]);
const tenants = [OPEN, GATED].map((site) => apiTenantFromSite(site, { servedLocally: true }));
const smsOutbox = mkdtempSync(join(tmpdir(), 'online-payment-sms-'));
afterAll(() => rmSync(smsOutbox, { recursive: true, force: true }));

const clock = testClock('2026-11-23T02:00:00Z');
let references = 0;
let keys = 0;
const newReference = () => `INV-${process.pid}-${++references}`;

type Api = ReturnType<typeof createApiOnlyApp>;

/** The API with sign-in and online payment through `payments`, on the test clock; no limits unless given. */
function onlinePaymentApp(
  db: Database,
  payments: PaymentProvider,
  queue: LeadQueue,
  limits: OnlinePaymentLimits = { read: null, pay: null, dealer: null },
): Api {
  return createApiOnlyApp({
    account: { db, hash: TEST_SHOPPER_HASH, sms: outboxSmsSender({ dataDir: smsOutbox }), tenants },
    onlinePayment: {
      db,
      hash: TEST_SHOPPER_HASH,
      tenants,
      sites: [OPEN, GATED],
      payments,
      dealerKeys,
      receipts: paymentReceipts(shopperMailOutbox(queue.boss)),
      clientAddress: (c) => c.req.header('x-test-address'),
      limits,
      clock,
    },
  });
}

/** The calls of the dealer's system and of the payment page, on the app `app()` gives. */
function onlinePaymentCalls(app: () => Api) {
  /** The dealer's system: POST /dealer/payment-requests with a key (none: no Authorization header). */
  function createRequest(body: unknown, init: { key?: string | null; slug?: string; address?: string } = {}) {
    const slug = init.slug ?? OPEN.slug;
    const key = init.key === undefined ? dealerKeys.get(slug) : init.key;
    return app().request(dealerApiHref('paymentRequests'), {
      method: 'POST',
      headers: {
        Host: host(slug),
        'Content-Type': 'application/json',
        ...(key === null ? {} : { Authorization: `Bearer ${key}` }),
        ...(init.address ? { 'x-test-address': init.address } : {}),
      },
      body: JSON.stringify(body),
    });
  }

  const request = (over: Record<string, unknown> = {}) => ({
    reference: newReference(),
    amount: 450,
    description: 'Service: 60,000 km logbook service',
    name: 'Alex Driver',
    ...over,
  });

  /** A new request on the site; its answer and the token of its link. */
  async function newRequest(over: Record<string, unknown> = {}, slug = OPEN.slug) {
    const response = await createRequest(request(over), { slug });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as DealerPaymentRequestAnswer;
    return { answer, token: new URL(answer.link).searchParams.get('request') ?? '' };
  }

  function show(token: string, init: { slug?: string; cookie?: string; address?: string } = {}) {
    const slug = init.slug ?? OPEN.slug;
    return app().request(`${paymentApiHref('paymentRequest')}?token=${encodeURIComponent(token)}`, {
      headers: {
        Host: host(slug),
        ...(init.cookie ? { Cookie: init.cookie } : {}),
        ...(init.address ? { 'x-test-address': init.address } : {}),
      },
    });
  }

  /** The page's POST /payment-requests/pay with the card's token, under a new Idempotency-Key unless `key`. */
  async function payWith(
    token: string,
    paymentToken: string,
    init: { key?: string; slug?: string; cookie?: string; address?: string; email?: string } = {},
  ) {
    const slug = init.slug ?? OPEN.slug;
    const response = await app().request(paymentApiHref('paymentRequestPay'), {
      method: 'POST',
      headers: {
        Host: host(slug),
        Origin: origin(slug),
        'Content-Type': 'application/json',
        'Idempotency-Key': init.key ?? `pay-${++keys}`,
        ...(init.cookie ? { Cookie: init.cookie } : {}),
        ...(init.address ? { 'x-test-address': init.address } : {}),
      },
      body: JSON.stringify({ token, payment_token: paymentToken, email: init.email ?? 'alex.driver@example.com' }),
    });
    return { response, body: (await response.json()) as Record<string, unknown>, paymentToken };
  }

  return { createRequest, request, newRequest, show, payWith };
}

describeOnEachDatabase('online payment', (database) => {
  let db: Database;
  let processor: TestPayments;
  let queue: LeadQueue;

  const makeApp = (limits?: OnlinePaymentLimits) =>
    onlinePaymentApp(db, testPaymentProvider({ url: processor.url, secret: SECRET }), queue, limits);
  let app: Api;

  const { createRequest, request, newRequest, show, payWith } = onlinePaymentCalls(() => app);

  /** Pays with a test card typed into the processor's frame (null: a token that is no card's), or with `paymentToken`. */
  async function pay(
    token: string,
    card: string | null,
    init: { key?: string; paymentToken?: string; slug?: string; cookie?: string; address?: string } = {},
  ) {
    const paymentToken = init.paymentToken ?? (card ? await cardToken(processor.url, card) : 'tok_not_a_card');
    return payWith(token, paymentToken, init);
  }

  /** What the processor says of a request's payment: its status (captured…), or null when it has none. */
  async function processorPayment(reference: string): Promise<{ status: string; amount: number } | null> {
    const { rows } = await db.query<{ payment_id: string | null }>(
      'SELECT payment_id FROM payment_requests WHERE reference = $1',
      [reference],
    );
    const id = rows[0]?.payment_id;
    if (!id) return null;
    const response = await fetch(`${processor.url}/v1/authorisations/${id}`, {
      headers: { Authorization: `Bearer ${SECRET}` },
    });
    return response.ok ? ((await response.json()) as { status: string; amount: number }) : null;
  }

  beforeAll(async () => {
    db = database();
    processor = await startTestPayments({ port: 0, env: { TEST_PAYMENTS_SECRET: SECRET } });
    queue = await openLeadQueue(db, () => null, { supervise: false });
    app = makeApp();
  }, 60_000);
  afterAll(async () => {
    await queue?.stop();
    await processor?.close();
  });
  beforeEach(() => clock.set('2026-11-23T02:00:00Z'));

  it('the dealer’s key: none 401, another 403 (the other site’s too), the site’s own 201 with a signed link', async () => {
    const none = await createRequest(request(), { key: null });
    expect(none.status).toBe(401);
    expect(none.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
    expect((await createRequest(request(), { key: 'x'.repeat(56) })).status).toBe(403);
    expect((await createRequest(request(), { key: dealerKeys.get(GATED.slug)! })).status).toBe(403);
    const body = request({ amount: 1234.5 });
    const created = await createRequest(body);
    expect(created.status).toBe(201);
    const answer = (await created.json()) as DealerPaymentRequestAnswer;
    expect(answer).toMatchObject({
      reference: body.reference,
      amount: 1234.5,
      currency: 'AUD',
      description: body.description,
      name: 'Alex Driver',
    });
    // 14 days (onlinePayment.requestDays) on the routes' clock
    expect(Date.parse(answer.expires_at) - clock.now().getTime()).toBe(14 * 86_400_000);
    const link = new URL(answer.link);
    expect(`${link.origin}${link.pathname}`).toBe('https://www.harboursidetoyota.com.au/online-payment');
    expect(link.searchParams.get('request')).toMatch(/^[\w-]+\.[0-9a-f]{64}$/);
  });

  it.each([
    [0.99, 'The amount must be at least $1.'],
    [20_000.01, 'The amount must be at most $20,000 on this site.'],
    [450.555, 'Please send amount in whole cents, e.g. 450.50.'],
    ['450', 'Please send amount as a number of dollars, e.g. 450 or 450.50.'],
    [null, 'Please send amount as a number of dollars, e.g. 450 or 450.50.'],
  ])('refuses an amount of %j with 422 naming amount', async (amount, message) => {
    const response = await createRequest(request({ amount }));
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors).toEqual({ amount: message });
  });

  it('takes $1 and the site’s maximum ($20,000)', async () => {
    for (const amount of [1, 20_000]) expect((await createRequest(request({ amount }))).status).toBe(201);
  });

  it('names every field it refuses, and takes no other', async () => {
    const response = await createRequest({ reference: 'no spaces allowed', amount: 5, description: '', extra: 1 });
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(['description', 'extra', 'name', 'reference']);
  });

  it('hostile bodies get a 4xx and store nothing, on both POSTs', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const bodies = [
      'null',
      '[]',
      '"x"',
      '42',
      '{}',
      deep,
      '{"__proto__":{"admin":true},"reference":"A1","amount":5,"description":"x","name":"y"}',
      JSON.stringify({ ...request(), amount: 1e308 }),
      JSON.stringify({ ...request(), amount: -0 }),
      '{"reference":"A1","amount":1e400,"description":"x","name":"y"}',
      JSON.stringify({ ...request(), description: 'tab\tand\u0000nul' }),
      JSON.stringify({ ...request(), name: '\ud800' }),
      JSON.stringify({ ...request(), reference: { $gt: '' } }),
      '{"reference": "A1", "amount": 5,',
    ];
    const count = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_requests')).rows[0]!.n;
    const before = await count();
    const { token, answer } = await newRequest();
    for (const body of bodies) {
      const dealer = await app.request(dealerApiHref('paymentRequests'), {
        method: 'POST',
        headers: { Host: host(OPEN.slug), 'Content-Type': 'application/json', Authorization: `Bearer ${DEALER_KEY}` },
        body,
      });
      expect([400, 413, 422], `${dealer.status} for ${body.slice(0, 60)}`).toContain(dealer.status);
      const shopper = await app.request(paymentApiHref('paymentRequestPay'), {
        method: 'POST',
        headers: {
          Host: host(OPEN.slug),
          Origin: origin(OPEN.slug),
          'Content-Type': 'application/json',
          'Idempotency-Key': `hostile-${++keys}`,
        },
        body: body.replace('"A1"', JSON.stringify(token)),
      });
      expect([400, 404, 413, 422], `${shopper.status} for ${body.slice(0, 60)}`).toContain(shopper.status);
    }
    expect(await count()).toBe(before + 1);
    // no body reached the processor
    const { rows } = await db.query<{ attempts: number }>(
      'SELECT attempts FROM payment_requests WHERE reference = $1',
      [answer.reference],
    );
    expect(rows[0]?.attempts).toBe(0);
  });

  it('a used reference: the same request again gets the same link (200), another request 409 naming reference', async () => {
    const body = request();
    const first = (await (await createRequest(body)).json()) as DealerPaymentRequestAnswer;
    const again = await createRequest(body);
    expect(again.status).toBe(200);
    expect(((await again.json()) as DealerPaymentRequestAnswer).link).toBe(first.link);
    const other = await createRequest({ ...body, amount: 451 });
    expect(other.status).toBe(409);
    expect(((await other.json()) as { errors: Record<string, string> }).errors).toHaveProperty('reference');
  });

  it('shows the request, takes a decline, then a payment captured at once with its receipt e-mail queued', async () => {
    const { answer, token } = await newRequest({ amount: 450.5 });
    const shown = await show(token);
    expect(shown.status).toBe(200);
    const view = (await shown.json()) as PaymentRequestAnswer;
    expect(view).toMatchObject({
      reference: answer.reference,
      amount: 450.5,
      name: 'Alex Driver',
      dealer: { name: OPEN.name, phone: OPEN.contact.phone },
      payment: { provider: 'test', origin: processor.url },
    });
    const declined = await pay(token, DECLINED);
    expect(declined.response.status).toBe(402);
    expect(declined.body.error).toBe('Your card was declined.');
    expect((await show(token)).status).toBe(200);

    const paid = await pay(token, VISA);
    expect(paid.response.status).toBe(201);
    const receipt = paid.body as unknown as PaymentReceiptAnswer;
    expect(receipt).toMatchObject({
      reference: answer.reference,
      amount: 450.5,
      card: { brand: 'visa', last4: '4242' },
      email: 'alex.driver@example.com',
      paid_at: clock.now().toISOString(),
      paid_on: 'Monday 23 November 2026, 1:00 pm AEDT',
    });
    expect(receipt.receipt).toMatch(/^[A-Z0-9]{8}$/);
    expect(await processorPayment(answer.reference)).toMatchObject({ status: 'captured', amount: 45_050 });

    const mail = await db.query<{ kind: string; message: { to: string; subject: string; text: string } }>(
      `SELECT e.kind, e.message FROM shopper_emails e JOIN payment_requests p ON p.id = e.payment_request_id
        WHERE p.reference = $1`,
      [answer.reference],
    );
    expect(mail.rows.map((row) => row.kind)).toEqual(['payment-receipt']);
    const message = mail.rows[0]!.message;
    expect(message.to).toBe('alex.driver@example.com');
    expect(message.text).toContain('Amount paid: $450.50 (AUD)');
    expect(message.text).toContain(`Reference: ${answer.reference}`);
    expect(message.text).toContain('Card: Visa ending 4242');
  });

  it('a paid request is refused: 409 with when it was paid, on the page and to a second payment', async () => {
    const { token, answer } = await newRequest();
    expect((await pay(token, VISA)).response.status).toBe(201);
    clock.advance(3600_000);
    const shown = await show(token);
    expect(shown.status).toBe(409);
    expect((await shown.json()) as PaidRequestAnswer).toMatchObject({
      error: 'This request was paid on Monday 23 November 2026, 1:00 pm AEDT.',
      reference: answer.reference,
    });
    const second = await pay(token, VISA);
    expect(second.response.status).toBe(409);
    // the second card was never touched
    const attempts = await db.query<{ attempts: number }>(
      'SELECT attempts FROM payment_requests WHERE reference = $1',
      [answer.reference],
    );
    expect(attempts.rows[0]!.attempts).toBe(1);
  });

  it('a retry with the same Idempotency-Key gets the first answer; the same key for another body 422', async () => {
    const { token, answer } = await newRequest();
    const paymentToken = await cardToken(processor.url, VISA);
    const first = await pay(token, null, { key: 'retry-key', paymentToken });
    const again = await pay(token, null, { key: 'retry-key', paymentToken });
    expect(again.response.status).toBe(201);
    expect(again.response.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.receipt).toBe(first.body.receipt);
    expect((await pay(token, VISA, { key: 'retry-key' })).response.status).toBe(422);
    expect(await processorPayment(answer.reference)).toMatchObject({ status: 'captured' });
  });

  it('many payments of one request at the same moment take one payment', async () => {
    const { token, answer } = await newRequest();
    const cards = await Promise.all(Array.from({ length: 6 }, () => cardToken(processor.url, VISA)));
    const answers = await Promise.all(cards.map((paymentToken) => pay(token, null, { paymentToken })));
    const statuses = answers.map((a) => a.response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true);
    const paid = await db.query<{ status: string; attempts: number }>(
      'SELECT status, attempts FROM payment_requests WHERE reference = $1',
      [answer.reference],
    );
    expect(paid.rows).toEqual([{ status: 'paid', attempts: 1 }]);
    expect(await processorPayment(answer.reference)).toMatchObject({ status: 'captured' });
    const receipts = await db.query(
      `SELECT 1 FROM shopper_emails e JOIN payment_requests p ON p.id = e.payment_request_id WHERE p.reference = $1`,
      [answer.reference],
    );
    expect(receipts.rows).toHaveLength(1);
  });

  it('an attempt cut off with the processor (its process died) is finished by the next one, and charged once', async () => {
    const { token, answer } = await newRequest();
    const { rows } = await db.query<{ id: string }>('SELECT id FROM payment_requests WHERE reference = $1', [
      answer.reference,
    ]);
    const cutOff = await new PaymentRequestStore(db).claim(
      rows[0]!.id,
      {
        idempotencyKey: 'cut-off',
        requestHash: 'cut-off',
        provider: 'test',
        paymentToken: await cardToken(processor.url, VISA),
        receiptEmail: 'alex.driver@example.com',
        at: clock.now(),
      },
      10,
    );
    expect(cutOff?.status).toBe('paying');
    // while it may still be with the processor, another attempt is told to wait
    const meanwhile = await pay(token, VISA);
    expect(meanwhile.response.status).toBe(409);
    expect(meanwhile.body.error).toBe(ONLINE_PAYMENT_MESSAGES.inFlight);
    clock.advance(3 * 60_000);
    const next = await pay(token, VISA);
    expect(next.response.status).toBe(409);
    expect(next.body.error).toMatch(/^This request was paid on /);
    expect(await processorPayment(answer.reference)).toMatchObject({ status: 'captured' });
    const receipts = await db.query('SELECT 1 FROM shopper_emails WHERE payment_request_id = $1', [rows[0]!.id]);
    expect(receipts.rows).toHaveLength(1);
  });

  it('after ten attempts a request takes no more: 429, contact the dealer (card testing)', async () => {
    const { token } = await newRequest();
    for (let attempt = 0; attempt < 10; attempt++) expect((await pay(token, DECLINED)).response.status).toBe(402);
    const eleventh = await pay(token, VISA);
    expect(eleventh.response.status).toBe(429);
    expect(eleventh.body.error).toBe(ONLINE_PAYMENT_MESSAGES.tooManyAttempts);
  });

  it('an altered link, another site’s link and no link are 404: This payment link is not valid', async () => {
    const { token } = await newRequest();
    const flipped = token.at(-2) === 'a' ? 'b' : 'a';
    const altered = `${token.slice(0, -2)}${flipped}${token.slice(-1)}`;
    for (const bad of [altered, '', 'not-a-token']) {
      const shown = await show(bad);
      expect(shown.status).toBe(404);
      expect(((await shown.json()) as { error: string }).error).toBe(ONLINE_PAYMENT_MESSAGES.notValid);
    }
    expect((await pay(altered, VISA)).response.status).toBe(404);
    // the same link on the other site names another tenant
    const cookie = await signInWith(
      accountCaller(app, { host: host(GATED.slug), origin: origin(GATED.slug) }),
      smsOutbox,
      '0412 555 001',
      '+61412555001',
    );
    expect((await show(token, { slug: GATED.slug, cookie })).status).toBe(404);
  });

  it('an expired request is 410, and cannot be paid', async () => {
    const { token } = await newRequest();
    clock.advance(14 * 86_400_000);
    const shown = await show(token);
    expect(shown.status).toBe(410);
    expect(((await shown.json()) as { error: string }).error).toBe(
      `This payment link expired on Monday 7 December 2026, 1:00 pm AEDT. Please contact ${OPEN.name} for a new one.`,
    );
    expect((await pay(token, VISA)).response.status).toBe(410);
  });

  it('where the site gates online payment: 401 without a session, paid once signed in', async () => {
    const { token } = await newRequest({}, GATED.slug);
    expect((await show(token, { slug: GATED.slug })).status).toBe(401);
    expect((await pay(token, VISA, { slug: GATED.slug })).response.status).toBe(401);
    const cookie = await signInWith(
      accountCaller(app, { host: host(GATED.slug), origin: origin(GATED.slug) }),
      smsOutbox,
      '0412 555 002',
      '+61412555002',
    );
    expect((await show(token, { slug: GATED.slug, cookie })).status).toBe(200);
    expect((await pay(token, VISA, { slug: GATED.slug, cookie })).response.status).toBe(201);
  });

  it('limits each client address: 429 with Retry-After on every route', async () => {
    const limited = makeApp({
      read: { burst: 2, perSeconds: 600 },
      pay: { burst: 1, perSeconds: 600 },
      dealer: { burst: 1, perSeconds: 600 },
    });
    const previous = app;
    app = limited;
    try {
      const address = `198.51.100.${process.pid % 200}`;
      const { token } = await newRequest();
      expect((await createRequest(request(), { address })).status).toBe(201);
      const refused = await createRequest(request(), { address });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect((await show(token, { address })).status).toBe(200);
      expect((await show(token, { address })).status).toBe(200);
      expect((await show(token, { address })).status).toBe(429);
      expect((await pay(token, DECLINED, { address })).response.status).toBe(402);
      const tooMany = await pay(token, VISA, { address });
      expect(tooMany.response.status).toBe(429);
      expect(tooMany.body.error).toBe(ONLINE_PAYMENT_MESSAGES.tooManyRequests);
      // another address is not held up
      expect((await pay(token, VISA, { address: '203.0.113.9' })).response.status).toBe(201);
    } finally {
      app = previous;
    }
  });

  it('the card number is nowhere on our side: not in any table, the e-mails or the logs (SAQ A)', async () => {
    const { result: reference, logged } = await withLogsCaptured(async () => {
      const { token, answer } = await newRequest();
      expect((await pay(token, DECLINED)).response.status).toBe(402);
      expect((await pay(token, VISA)).response.status).toBe(201);
      return answer.reference;
    });
    const everything = [await databaseDump(db), ...logged].join('\n');
    expect(everything).toContain(reference);
    expect(everything).toContain('online-payment.paid');
    for (const number of [VISA, DECLINED]) expect(everything).not.toContain(number);
    expect(everything).not.toMatch(/4242[\s-]?4242[\s-]?4242[\s-]?4242/);
  });
});

// Stripe's 3-D Secure: the driver against the local server answering Stripe's shapes, where
// pm_card_threeDSecure2Required is requires_action until the test ends the bank's check
describeOnEachDatabase('online payment whose card’s bank checks the payment (Stripe 3-D Secure)', (database) => {
  let db: Database;
  let stub: StripeStub;
  let queue: LeadQueue;
  let app: Api;
  const VERIFY = STRIPE_TEST_METHODS.threeDSecure;
  const AUTHORISED = STRIPE_TEST_METHODS.authorised;
  const SOMEONE_ELSE = { email: 'someone.else@example.com' };
  const { newRequest, show, payWith } = onlinePaymentCalls(() => app);

  const row = async (reference: string) =>
    (await db.query<PaymentRequest>('SELECT * FROM payment_requests WHERE reference = $1', [reference])).rows[0]!;
  /** The e-mails of a request: its receipt, once paid. */
  async function mails(reference: string) {
    const { rows } = await db.query<{ kind: string }>(
      'SELECT e.kind FROM shopper_emails e JOIN payment_requests p ON p.id = e.payment_request_id WHERE p.reference = $1',
      [reference],
    );
    return rows.map((r) => r.kind);
  }
  const intentsCreated = () =>
    stub.requests().filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').length;
  const verifyBy = () => new Date(clock.now().getTime() + PAYMENT_VERIFY_MINUTES * 60_000).toISOString();

  beforeAll(async () => {
    db = database();
    stub = await startStripeStub();
    queue = await openLeadQueue(db, () => null, { supervise: false });
    app = onlinePaymentApp(db, stubbedStripe(stub, { clock }), queue);
  }, 60_000);
  afterAll(async () => {
    await queue?.stop();
    await stub?.close();
  });
  beforeEach(() => clock.set('2026-11-23T02:00:00Z'));

  it('waits for the bank’s check, nobody else paying meanwhile, then is paid once it passed: one receipt', async () => {
    const { answer, token } = await newRequest({ amount: 450.5 });
    const first = await payWith(token, VERIFY, { key: 'op-verify-pass' });
    expect(first.response.status).toBe(202);
    const waiting = await row(answer.reference);
    const paymentId = waiting.payment_id!;
    expect(waiting).toMatchObject({ status: 'paying', paid_at: null, decline_message: null });
    expect(first.body).toEqual({
      next: 'verify',
      client_secret: `${paymentId}_secret_stub`,
      verify_by: verifyBy(),
      message: PAYMENT_CHECK_MESSAGES.verifying,
    });
    // the request stays unpaid, and another attempt is refused before its card is touched
    expect((await show(token)).status).toBe(200);
    const created = intentsCreated();
    const other = await payWith(token, AUTHORISED, SOMEONE_ELSE);
    expect(other.response.status).toBe(409);
    expect(other.body.error).toBe(ONLINE_PAYMENT_MESSAGES.inFlight);
    expect(intentsCreated()).toBe(created);
    // the same request again while the bank waits: the same check to show
    const again = await payWith(token, VERIFY, { key: 'op-verify-pass' });
    expect(again.response.status).toBe(202);
    expect(again.response.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.client_secret).toBe(first.body.client_secret);
    expect(await mails(answer.reference)).toEqual([]);
    // the client secret is asked of Stripe again each time: it is kept nowhere on our side
    expect(await databaseDump(db)).not.toContain(String(first.body.client_secret));

    stub.bankCheck(paymentId, 'passed');
    const paid = await payWith(token, VERIFY, { key: 'op-verify-pass' });
    expect(paid.response.status).toBe(201);
    expect(paid.body).toMatchObject({
      reference: answer.reference,
      amount: 450.5,
      card: { brand: 'visa', last4: '3220' },
      email: 'alex.driver@example.com',
    });
    expect(stub.intents.get(paymentId)?.status).toBe('succeeded');
    const replayed = await payWith(token, VERIFY, { key: 'op-verify-pass' });
    expect(replayed.response.status).toBe(201);
    expect(replayed.body.receipt).toBe(paid.body.receipt);
    expect(await row(answer.reference)).toMatchObject({ status: 'paid', payment_id: paymentId, verify_by: null });
    expect(await mails(answer.reference)).toEqual(['payment-receipt']);
    const captures = stub.requests().filter((r) => r.path === `/v1/payment_intents/${paymentId}/capture`);
    expect(captures).toHaveLength(1);
    expect((await show(token)).status).toBe(409);
  });

  it('declines in Stripe’s words when the check failed, cancels the payment, and the request can be paid again', async () => {
    const { answer, token } = await newRequest();
    expect((await payWith(token, VERIFY, { key: 'op-verify-fail' })).response.status).toBe(202);
    const paymentId = (await row(answer.reference)).payment_id!;
    stub.bankCheck(paymentId, 'failed');
    const declined = await payWith(token, VERIFY, { key: 'op-verify-fail' });
    expect(declined.response.status).toBe(402);
    expect(declined.body.error).toBe(STRIPE_AUTHENTICATION_FAILED);
    // its client secret can take nothing later
    expect(stub.intents.get(paymentId)?.status).toBe('canceled');
    expect(await row(answer.reference)).toMatchObject({ status: 'requested', payment_id: null, verify_by: null });
    expect((await payWith(token, VERIFY, { key: 'op-verify-fail' })).body.error).toBe(STRIPE_AUTHENTICATION_FAILED);
    expect((await show(token)).status).toBe(200);
    expect((await payWith(token, AUTHORISED)).response.status).toBe(201);
    expect(await mails(answer.reference)).toEqual(['payment-receipt']);
  });

  it('a check never finished is let go once its 15 minutes are up on the clock, by the next read or attempt', async () => {
    const read = await newRequest();
    expect((await payWith(read.token, VERIFY, { key: 'op-abandoned-read' })).response.status).toBe(202);
    const readPayment = (await row(read.answer.reference)).payment_id!;
    clock.advance((PAYMENT_VERIFY_MINUTES - 1) * 60_000);
    expect((await show(read.token)).status).toBe(200);
    expect((await payWith(read.token, AUTHORISED, SOMEONE_ELSE)).response.status).toBe(409);
    expect(stub.intents.get(readPayment)?.status).toBe('requires_action');
    clock.advance(60_000);
    expect((await show(read.token)).status).toBe(200);
    expect(await row(read.answer.reference)).toMatchObject({
      status: 'requested',
      decline_message: PAYMENT_CHECK_MESSAGES.expired,
    });
    expect(stub.intents.get(readPayment)?.status).toBe('canceled');
    const late = await payWith(read.token, VERIFY, { key: 'op-abandoned-read' });
    expect(late.response.status).toBe(402);
    expect(late.body.error).toBe(PAYMENT_CHECK_MESSAGES.expired);
    expect((await payWith(read.token, AUTHORISED, SOMEONE_ELSE)).response.status).toBe(201);

    const attempt = await newRequest();
    expect((await payWith(attempt.token, VERIFY)).response.status).toBe(202);
    const attemptPayment = (await row(attempt.answer.reference)).payment_id!;
    clock.advance(PAYMENT_VERIFY_MINUTES * 60_000);
    expect((await payWith(attempt.token, AUTHORISED, SOMEONE_ELSE)).response.status).toBe(201);
    expect(stub.intents.get(attemptPayment)?.status).toBe('canceled');
    expect(await mails(attempt.answer.reference)).toEqual(['payment-receipt']);
  });

  it('the same shopper’s new attempt (Stripe.js failed on their page) takes the place of their own check', async () => {
    const { answer, token } = await newRequest();
    expect((await payWith(token, VERIFY, { key: 'op-stuck-check' })).response.status).toBe(202);
    const stuck = (await row(answer.reference)).payment_id!;
    // the same receipt e-mail, typed otherwise, under a new key
    const retry = await payWith(token, AUTHORISED, { email: 'Alex.Driver@example.com ' });
    expect(retry.response.status).toBe(201);
    expect(stub.intents.get(stuck)?.status).toBe('canceled');
    expect(await row(answer.reference)).toMatchObject({ status: 'paid', attempts: 2 });
    expect(await mails(answer.reference)).toEqual(['payment-receipt']);
    // the stuck page's own retry is told the request was paid
    const old = await payWith(token, VERIFY, { key: 'op-stuck-check' });
    expect(old.response.status).toBe(409);
    expect(old.body.error).toMatch(/^This request was paid on /);
  });

  it('asks the page to wait while Stripe decides, and records a payment captured before a crash once', async () => {
    const { answer, token } = await newRequest();
    expect((await payWith(token, VERIFY, { key: 'op-deciding' })).response.status).toBe(202);
    const paymentId = (await row(answer.reference)).payment_id!;
    stub.bankCheck(paymentId, 'processing');
    const deciding = await payWith(token, VERIFY, { key: 'op-deciding' });
    expect(deciding.response.status).toBe(409);
    expect(deciding.response.headers.get('Retry-After')).toBe('2');
    expect(deciding.body).toEqual({ error: ONLINE_PAYMENT_MESSAGES.inFlight });
    expect((await row(answer.reference)).status).toBe('paying');
    // captured by Stripe, then the process died before the request was marked paid
    Object.assign(stub.intents.get(paymentId)!, { status: 'succeeded', amount_received: 45_000 });
    const paid = await payWith(token, VERIFY, { key: 'op-deciding' });
    expect(paid.response.status).toBe(201);
    expect(await row(answer.reference)).toMatchObject({ status: 'paid', payment_id: paymentId });
    expect(await mails(answer.reference)).toEqual(['payment-receipt']);
  });
});
