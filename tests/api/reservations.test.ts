import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { startTestPayments, type TestPayments } from '../../scripts/lib/test-payments-process.ts';
import { checkoutApiHref } from '../../src/checkout-api-paths.ts';
import type { CarInput } from '../../src/catalog/schema/car.ts';
import {
  RESERVATION_MESSAGES,
  RESERVATION_VERIFY_MINUTES,
  VERIFICATION_REPLACED,
  type CheckoutCarAnswer,
  type ReservationLinkAnswer,
} from '../../src/domain/reservations/checkout.ts';
import { createApiOnlyApp } from '../../src/server/api-only-app.ts';
import { feedStock } from '../../src/server/cars/feed-stock.ts';
import { testPaymentProvider } from '../../src/server/payments/test-driver.ts';
import { startReservationWorker, type ReservationWorker } from '../../src/server/reservations/expiry.ts';
import { reservationNotices } from '../../src/server/reservations/notices.ts';
import { openLeadQueue, type LeadQueue } from '../../src/server/outbox/queue.ts';
import { shopperMailOutbox } from '../../src/server/saved-searches/shopper-mail.ts';
import { ReservationStore, type Reservation } from '../../src/server/reservations/store.ts';
import { outboxSmsSender } from '../../src/server/sms/outbox-sms.ts';
import type { Database } from '../../src/server/storage/database.ts';
import { accountCaller, signInWith } from '../support/account-api.ts';
import { describeOnEachDatabase } from '../support/databases.ts';
import { demoRows, fileFeedTenant } from '../support/feed.ts';
import { TEST_SHOPPER_HASH } from '../support/leads.ts';
import {
  startStripeStub,
  STRIPE_AUTHENTICATION_FAILED,
  STRIPE_TEST_METHODS,
  stubbedStripe,
  type StripeStub,
} from '../support/payments.ts';
import { apiTenantFromSite } from '../../src/server/tenancy/api-tenant.ts';
import {
  cardToken,
  databaseDump,
  notingLinks,
  processorAuthorisation,
  withLogsCaptured,
} from '../support/reservation-payments.ts';

// harbourside-toyota reserves every available car, and sells used ones online (buy-online);
// drivewise-online needs a signed-in shopper to check out
const SLUG = 'harbourside-toyota';
const HOST = `${SLUG}.localhost:4321`;
const ORIGIN = `http://${HOST}`;
const GATED = 'drivewise-online';
const SECRET = 'reservations_test_secret';
const VISA = '4242424242424242';
const DECLINED = '4000000000000002';

const tenantsDir = mkdtempSync(join(tmpdir(), 'reservation-tenants-'));
const smsOutbox = mkdtempSync(join(tmpdir(), 'reservation-sms-'));
afterAll(() => [tenantsDir, smsOutbox].forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const feed = fileFeedTenant(SLUG, tenantsDir);
const gatedFeed = fileFeedTenant(GATED, tenantsDir);
const rows = demoRows(SLUG, 80);
// cars nobody has reserved in the dealer's own system
const free = rows.filter((car) => !car.reserved);
const newCars = free.filter((car) => car.car_type === 'new');
const usedCar = free.find((car) => car.car_type === 'used')!;
const gatedCar = demoRows(GATED, 10).find((car) => !car.reserved)!;

const START = new Date('2026-11-23T02:00:00Z');
let now = START;
const clock = { now: () => now };
// every test starts at the same moment; some move the clock on
beforeEach(() => {
  now = START;
});
const tenants = [feed.site, gatedFeed.site].map((site) => apiTenantFromSite(site, { servedLocally: true }));

/** The links the reservation e-mails carry, as the notices are handed them. */
const sentLinks = new Map<string, { dealer: string; shopper: string }>();

const shopper = { name: 'Alex', last_name: 'Driver', email: 'alex@example.com', phone: '0412 345 678' };
let keys = 0;

type Api = ReturnType<typeof createApiOnlyApp>;

/**
 * POST /reservations as the checkout page sends it: the car, the shopper (another e-mail, a
 * session's cookie), the card's token, under an Idempotency-Key.
 */
async function postReservation(
  app: Api,
  car: CarInput,
  token: string,
  key: string,
  journey = 'checkout',
  as: { email?: string; cookie?: string } = {},
) {
  const response = await app.request(checkoutApiHref('reservations'), {
    method: 'POST',
    headers: {
      Host: HOST,
      Origin: ORIGIN,
      'Content-Type': 'application/json',
      'Idempotency-Key': key,
      ...(as.cookie ? { Cookie: as.cookie } : {}),
    },
    body: JSON.stringify({
      car: car.slug,
      journey,
      ...shopper,
      email: as.email ?? shopper.email,
      payment_token: token,
    }),
  });
  return { response, body: (await response.json()) as Record<string, unknown>, token };
}

/** What the checkout page asks of a car first: 200 while it can be reserved, 409 while a reservation holds it. */
const checkoutCar = (app: Api, slug: string, journey = 'checkout') =>
  app.request(`${checkoutApiHref('checkoutCar', slug)}?journey=${journey}`, { headers: { Host: HOST } });

describeOnEachDatabase('reservations', (database) => {
  let db: Database;
  let processor: TestPayments;
  let app: Api;
  let store: ReservationStore;
  let queue: LeadQueue;
  let expiry: ReservationWorker;
  const payments = () => testPaymentProvider({ url: processor.url, secret: SECRET });

  async function reserve(
    car: CarInput,
    card: string | null,
    init: { key?: string; journey?: string; token?: string } = {},
  ) {
    const token = init.token ?? (card ? await cardToken(processor.url, card) : 'tok_missing_card');
    return postReservation(app, car, token, init.key ?? `key-${++keys}`, init.journey);
  }

  const carInfo = (slug: string, journey = 'checkout') => checkoutCar(app, slug, journey);

  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

  function linkCall(action: 'confirm' | 'release' | 'cancel', token: string) {
    const route = (
      { confirm: 'reservationConfirm', release: 'reservationRelease', cancel: 'reservationCancel' } as const
    )[action];
    return app.request(checkoutApiHref(route), {
      method: 'POST',
      headers: { Host: HOST, Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
  }

  beforeAll(async () => {
    db = database();
    processor = await startTestPayments({ port: 0, env: { TEST_PAYMENTS_SECRET: SECRET } });
    feed.write(rows);
    gatedFeed.write(demoRows(GATED, 10));
    store = new ReservationStore(db);
    queue = await openLeadQueue(db, () => null, { supervise: false });
    const real = reservationNotices({ outbox: queue, mail: shopperMailOutbox(queue.boss), hash: TEST_SHOPPER_HASH });
    const notices = notingLinks(real, sentLinks);
    const stock = feedStock([feed.site, gatedFeed.site], { tenantsDir, maxAgeMs: 0 });
    expiry = await startReservationWorker({
      boss: queue.boss,
      store,
      payments: payments(),
      expiredNotices: { notices: real, sites: [feed.site, gatedFeed.site], stock },
      clock,
    });
    app = createApiOnlyApp({
      account: { db, hash: TEST_SHOPPER_HASH, sms: outboxSmsSender({ dataDir: smsOutbox }), tenants },
      reservations: {
        db,
        hash: TEST_SHOPPER_HASH,
        tenants,
        sites: [feed.site, gatedFeed.site],
        stock,
        payments: payments(),
        notices,
        clock,
      },
    });
  }, 60_000);
  afterAll(async () => {
    await expiry?.stop();
    await queue?.stop();
    await processor?.close();
  });

  it('tells the checkout page the car, the deposit, the hold and the test processor', async () => {
    const car = newCars[0]!;
    const response = await carInfo(car.slug);
    expect(response.status).toBe(200);
    const body = (await response.json()) as CheckoutCarAnswer;
    expect(body.car.slug).toBe(car.slug);
    expect(body.deposit).toEqual({ amount: 200, currency: 'AUD' });
    expect(body.hold_hours).toBe(48);
    expect(body.payment).toEqual({ provider: 'test', origin: processor.url });
    expect(body.accepted_cards).toContain('Visa');
  });

  it('refuses an unknown car, and a car under the other path than the site reserves it by', async () => {
    expect((await carInfo('no-such-car')).status).toBe(404);
    // a used car is bought online on this site: reserved under /buy-online, not /checkout
    expect((await carInfo(usedCar.slug)).status).toBe(404);
    expect((await carInfo(usedCar.slug, 'buy-online')).status).toBe(200);
    expect((await carInfo(newCars[0]!.slug, 'sideways')).status).toBe(400);
  });

  it('holds the deposit with a test card, then the car is reserved for everyone else', async () => {
    const car = newCars[1]!;
    const first = await reserve(car, VISA);
    expect(first.response.status).toBe(201);
    expect(first.body.reference).toMatch(/^[A-Z0-9]{8}$/);
    expect(new Date(String(first.body.expires_at)).getTime() - now.getTime()).toBe(48 * 3600_000);
    const info = await carInfo(car.slug);
    expect(info.status).toBe(409);
    const second = await reserve(car, VISA);
    expect(second.response.status).toBe(409);
    expect(second.body.error).toBe(RESERVATION_MESSAGES.alreadyReserved);
    // the second shopper's card was never touched
    expect(await processorAuthorisation(processor.url, SECRET, db, second.token)).toBeNull();
  });

  it('shows a decline in the processor’s words and leaves the car free', async () => {
    const car = newCars[2]!;
    const declined = await reserve(car, DECLINED);
    expect(declined.response.status).toBe(402);
    expect(declined.body.error).toBe('Your card was declined.');
    expect((await carInfo(car.slug)).status).toBe(200);
    expect((await reserve(car, VISA)).response.status).toBe(201);
  });

  it('answers a retry with the first answer, and the card is held once', async () => {
    const car = newCars[3]!;
    const token = await cardToken(processor.url, VISA);
    const first = await reserve(car, null, { key: 'retry-key', token });
    const again = await reserve(car, null, { key: 'retry-key', token });
    expect(again.response.status).toBe(201);
    expect(again.response.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.reference).toBe(first.body.reference);
    const other = await reserve(newCars[4]!, VISA, { key: 'retry-key' });
    expect(other.response.status).toBe(422);
  });

  it('lets one of many shoppers paying at the same moment hold the car', async () => {
    const car = newCars[5]!;
    const tokens = await Promise.all(Array.from({ length: 6 }, () => cardToken(processor.url, VISA)));
    const answers = await Promise.all(tokens.map((token) => reserve(car, null, { token })));
    const statuses = answers.map((answer) => answer.response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    const held = await db.query(`SELECT count(*)::int AS n FROM reservations WHERE car_slug = $1 AND status = 'held'`, [
      car.slug,
    ]);
    expect(held.rows[0]).toEqual({ n: 1 });
    const authorised = await Promise.all(
      tokens.map((token) => processorAuthorisation(processor.url, SECRET, db, token)),
    );
    expect(authorised.filter(Boolean)).toHaveLength(1);
  });

  it('expires a hold after 48 hours on the clock, releasing the authorisation and the car', async () => {
    const car = newCars[6]!;
    const held = await reserve(car, VISA);
    expect(held.response.status).toBe(201);
    now = new Date(now.getTime() + 47 * 3600_000);
    expect((await expiry.runNow()).expired).toBe(0);
    now = new Date(now.getTime() + 3600_000);
    const run = await expiry.runNow();
    expect(run.expired).toBeGreaterThanOrEqual(1);
    expect((await processorAuthorisation(processor.url, SECRET, db, held.token))?.status).toBe('released');
    expect((await carInfo(car.slug)).status).toBe(200);
    // the shopper is told, in the same transaction as the expiry
    const told = await db.query<{ kind: string }>(
      `SELECT e.kind FROM shopper_emails e JOIN reservations r ON r.id = e.reservation_id WHERE r.car_slug = $1`,
      [car.slug],
    );
    expect(told.rows.map((row) => row.kind).sort()).toEqual(['reservation-held', 'reservation-settled']);
  });

  it('the dealer’s link confirms (captures); the shopper’s cancels (refunds); neither acts on GET', async () => {
    const car = newCars[7]!;
    const held = await reserve(car, VISA);
    const id = (await db.query<{ id: string }>('SELECT id FROM reservations WHERE car_slug = $1', [car.slug])).rows[0]!
      .id;
    const links = sentLinks.get(id)!;
    expect(new URL(links.dealer).pathname).toBe('/pages/reservation/');
    const shown = await app.request(
      `${checkoutApiHref('reservationLink')}?token=${encodeURIComponent(tokenOf(links.dealer))}`,
      {
        headers: { Host: HOST },
      },
    );
    const view = (await shown.json()) as ReservationLinkAnswer;
    expect(view).toMatchObject({ role: 'dealer', status: 'held', actions: ['confirm', 'release'] });
    expect(view.shopper.email).toBe(shopper.email);
    // the shopper's link cannot confirm; the dealer's can
    expect((await linkCall('confirm', tokenOf(links.shopper))).status).toBe(403);
    expect((await linkCall('confirm', tokenOf(links.dealer))).status).toBe(200);
    expect((await processorAuthorisation(processor.url, SECRET, db, held.token))?.status).toBe('captured');
    expect((await linkCall('confirm', tokenOf(links.dealer))).status).toBe(409);
    const cancelled = await linkCall('cancel', tokenOf(links.shopper));
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as ReservationLinkAnswer).status).toBe('cancelled');
    expect((await processorAuthorisation(processor.url, SECRET, db, held.token))?.status).toBe('refunded');
    expect((await carInfo(car.slug)).status).toBe(200);
  });

  it('refuses an altered or expired link', async () => {
    const car = newCars[8]!;
    await reserve(car, VISA);
    const id = (await db.query<{ id: string }>('SELECT id FROM reservations WHERE car_slug = $1', [car.slug])).rows[0]!
      .id;
    const token = tokenOf(sentLinks.get(id)!.dealer);
    const flipped = token.at(-2) === 'a' ? 'b' : 'a';
    const altered = `${token.slice(0, -2)}${flipped}${token.slice(-1)}`;
    expect((await linkCall('release', altered)).status).toBe(404);
    now = new Date(now.getTime() + 56 * 24 * 3600_000);
    expect((await linkCall('release', token)).status).toBe(410);
  });

  it('gives the dealer a reservation lead and the shopper an e-mail; the card number is nowhere on our side (SAQ A)', async () => {
    const car = newCars[9]!;
    const { result: held, logged } = await withLogsCaptured(() => reserve(car, VISA));
    expect(held.response.status).toBe(201);
    const id = (await db.query<{ id: string }>('SELECT id FROM reservations WHERE car_slug = $1', [car.slug])).rows[0]!
      .id;
    const lead = await db.query<{ kind: string; payload: unknown }>('SELECT kind, payload FROM leads WHERE id = $1', [
      id,
    ]);
    expect(lead.rows[0]?.kind).toBe('reservation');
    const mail = await db.query<{ kind: string; message: unknown }>(
      'SELECT kind, message FROM shopper_emails WHERE reservation_id = $1',
      [id],
    );
    expect(mail.rows.map((row) => row.kind)).toEqual(['reservation-held']);
    expect(JSON.stringify(mail.rows[0]?.message)).toContain(String(held.body.reference));
    const everything = [await databaseDump(db), ...logged].join('\n');
    expect(everything.length).toBeGreaterThan(1000);
    expect(everything).toContain(id);
    expect(everything).not.toContain(VISA);
    expect(everything).not.toMatch(/4242[\s-]?4242[\s-]?4242[\s-]?4242/);
  });

  it('needs a signed-in shopper where the site gates checkout', async () => {
    const car = gatedCar;
    const call = accountCaller(app, { host: `${GATED}.localhost:4321`, origin: `http://${GATED}.localhost:4321` });
    const body = { car: car.slug, journey: 'buy-online', ...shopper, payment_token: 'tok_not_used_here' };
    const visitor = await call('/reservations', { body, key: 'gated-visitor' });
    expect(visitor.status).toBe(401);
    const cookie = await signInWith(call, smsOutbox, '0412 111 222', '+61412111222');
    const token = await cardToken(processor.url, VISA);
    const signedIn = await call('/reservations', {
      body: { ...body, payment_token: token },
      key: 'gated-member',
      cookie,
    });
    expect(signedIn.status).toBe(201);
  });
});

// Stripe's 3-D Secure: the driver against the local server answering Stripe's shapes, where
// pm_card_threeDSecure2Required is requires_action until the test ends the bank's check
describeOnEachDatabase('reservations whose card’s bank checks the payment (Stripe 3-D Secure)', (database) => {
  let db: Database;
  let stub: StripeStub;
  let app: Api;
  let queue: LeadQueue;
  let expiry: ReservationWorker;
  const cars = newCars.slice(10);
  const VERIFY = STRIPE_TEST_METHODS.threeDSecure;

  const reserve = (
    car: CarInput,
    method: string,
    key = `stripe-key-${++keys}`,
    as: { email?: string; cookie?: string } = {},
  ) => postReservation(app, car, method, key, 'checkout', as);
  const carInfo = (car: CarInput) => checkoutCar(app, car.slug);
  const row = async (car: CarInput) =>
    (await db.query<Reservation>('SELECT * FROM reservations WHERE car_slug = $1 ORDER BY created_at', [car.slug]))
      .rows;
  /** The dealer's leads and the shopper's e-mails of a reservation. */
  async function told(id: string) {
    const leads = await db.query<{ kind: string }>('SELECT kind FROM leads WHERE id = $1', [id]);
    const mails = await db.query<{ kind: string }>('SELECT kind FROM shopper_emails WHERE reservation_id = $1', [id]);
    return { leads: leads.rows.map((r) => r.kind), mails: mails.rows.map((r) => r.kind) };
  }
  const intentsCreated = () =>
    stub.requests().filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').length;
  function webhook(id: string, type: string, paymentId: string) {
    const body = JSON.stringify({
      id,
      object: 'event',
      type,
      data: { object: { id: paymentId, object: 'payment_intent' } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: stub.options.webhookSecret,
      timestamp: Math.floor(now.getTime() / 1000),
    });
    return app.request(checkoutApiHref('paymentWebhook'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body,
    });
  }

  beforeAll(async () => {
    db = database();
    stub = await startStripeStub();
    const stripe = stubbedStripe(stub, { clock });
    feed.write(rows);
    queue = await openLeadQueue(db, () => null, { supervise: false });
    const notices = reservationNotices({ outbox: queue, mail: shopperMailOutbox(queue.boss), hash: TEST_SHOPPER_HASH });
    const stock = feedStock([feed.site], { tenantsDir, maxAgeMs: 0 });
    const sites = [feed.site];
    expiry = await startReservationWorker({
      boss: queue.boss,
      store: new ReservationStore(db),
      payments: stripe,
      expiredNotices: { notices, sites, stock },
      clock,
    });
    app = createApiOnlyApp({
      account: { db, hash: TEST_SHOPPER_HASH, sms: outboxSmsSender({ dataDir: smsOutbox }), tenants },
      reservations: { db, hash: TEST_SHOPPER_HASH, tenants, sites, stock, payments: stripe, notices, clock },
      paymentWebhook: { db, provider: stripe, hash: TEST_SHOPPER_HASH, sites, stock, notices, clock },
    });
  }, 60_000);
  afterAll(async () => {
    await expiry?.stop();
    await queue?.stop();
    await stub?.close();
  });

  it('keeps the car for the shopper while their bank checks, and holds it once the check passed: one lead, one e-mail', async () => {
    const car = cars[0]!;
    const first = await reserve(car, VERIFY, 'verify-pass');
    expect(first.response.status).toBe(202);
    const [waiting] = await row(car);
    expect(waiting).toMatchObject({ status: 'verifying', payment_id: 'pi_stub1', decline_message: null });
    expect(first.body).toEqual({
      next: 'verify',
      client_secret: 'pi_stub1_secret_stub',
      verify_by: new Date(now.getTime() + RESERVATION_VERIFY_MINUTES * 60_000).toISOString(),
      message: RESERVATION_MESSAGES.verifying,
    });
    // the car is the shopper's meanwhile: a second shopper is refused before their card is touched
    expect((await carInfo(car)).status).toBe(409);
    const second = await reserve(car, STRIPE_TEST_METHODS.authorised, undefined, { email: 'sam@example.com' });
    expect(second.response.status).toBe(409);
    expect(second.body.error).toBe(RESERVATION_MESSAGES.alreadyReserved);
    expect(intentsCreated()).toBe(1);
    // the same request again while the bank waits: the same check to show
    const again = await reserve(car, VERIFY, 'verify-pass');
    expect(again.response.status).toBe(202);
    expect(again.response.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.client_secret).toBe(first.body.client_secret);
    expect(await told(waiting!.id)).toEqual({ leads: [], mails: [] });
    // the client secret is asked of Stripe again each time: it is kept nowhere on our side
    expect(await databaseDump(db)).not.toContain(String(first.body.client_secret));

    stub.bankCheck('pi_stub1', 'passed');
    const held = await reserve(car, VERIFY, 'verify-pass');
    expect(held.response.status).toBe(201);
    expect(held.body.reference).toMatch(/^[A-Z0-9]{8}$/);
    expect(new Date(String(held.body.expires_at)).getTime() - now.getTime()).toBe(48 * 3600_000);
    expect((await row(car))[0]).toMatchObject({ status: 'held', payment_id: 'pi_stub1', payment_action: null });
    const replayed = await reserve(car, VERIFY, 'verify-pass');
    expect(replayed.response.status).toBe(201);
    expect(replayed.body.reference).toBe(held.body.reference);
    expect(await told(waiting!.id)).toEqual({ leads: ['reservation'], mails: ['reservation-held'] });
    expect(stub.intents.get('pi_stub1')?.status).toBe('requires_capture');
    expect((await carInfo(car)).status).toBe(409);
  });

  it('declines in Stripe’s words when the check failed, frees the car and cancels the payment', async () => {
    const car = cars[1]!;
    expect((await reserve(car, VERIFY, 'verify-fail')).response.status).toBe(202);
    const [waiting] = await row(car);
    stub.bankCheck(waiting!.payment_id!, 'failed');
    const declined = await reserve(car, VERIFY, 'verify-fail');
    expect(declined.response.status).toBe(402);
    expect(declined.body.error).toBe(STRIPE_AUTHENTICATION_FAILED);
    expect((await row(car))[0]).toMatchObject({ status: 'declined', payment_action: null });
    // its client secret can authorise nothing later
    expect(stub.intents.get(waiting!.payment_id!)?.status).toBe('canceled');
    expect(await told(waiting!.id)).toEqual({ leads: [], mails: [] });
    expect((await reserve(car, VERIFY, 'verify-fail')).body.error).toBe(STRIPE_AUTHENTICATION_FAILED);
    expect((await carInfo(car)).status).toBe(200);
    expect((await reserve(car, STRIPE_TEST_METHODS.authorised)).response.status).toBe(201);
  });

  it('lets the car go when the check is never finished, once its time is up on the clock', async () => {
    const car = cars[2]!;
    expect((await reserve(car, VERIFY, 'verify-abandoned')).response.status).toBe(202);
    const [waiting] = await row(car);
    now = new Date(now.getTime() + (RESERVATION_VERIFY_MINUTES - 1) * 60_000);
    expect((await expiry.runNow()).unverified).toBe(0);
    expect((await carInfo(car)).status).toBe(409);
    now = new Date(now.getTime() + 60_000);
    expect((await expiry.runNow()).unverified).toBe(1);
    expect((await row(car))[0]).toMatchObject({ status: 'declined', payment_action: null });
    expect(stub.intents.get(waiting!.payment_id!)?.status).toBe('canceled');
    expect((await carInfo(car)).status).toBe(200);
    const late = await reserve(car, VERIFY, 'verify-abandoned');
    expect(late.response.status).toBe(402);
    expect(late.body.error).toBe(RESERVATION_MESSAGES.verificationExpired);
    // nobody was told it was held, so nobody is told it ended
    expect(await told(waiting!.id)).toEqual({ leads: [], mails: [] });
  });

  it('is finished by the webhook when the shopper closed the page once verified, once per event', async () => {
    const car = cars[3]!;
    expect((await reserve(car, VERIFY, 'verify-webhook')).response.status).toBe(202);
    const [waiting] = await row(car);
    const paymentId = waiting!.payment_id!;
    stub.bankCheck(paymentId, 'passed');
    const event = await webhook('evt_verified', 'payment_intent.amount_capturable_updated', paymentId);
    expect(event.status).toBe(200);
    expect((await row(car))[0]).toMatchObject({ status: 'held', payment_id: paymentId });
    expect(await told(waiting!.id)).toEqual({ leads: ['reservation'], mails: ['reservation-held'] });
    expect(await (await webhook('evt_verified', 'payment_intent.amount_capturable_updated', paymentId)).json()).toEqual(
      { received: true, duplicate: true },
    );
    // the page comes back after all: it is told the hold, and nothing is written twice
    const page = await reserve(car, VERIFY, 'verify-webhook');
    expect(page.response.status).toBe(201);
    expect(await told(waiting!.id)).toEqual({ leads: ['reservation'], mails: ['reservation-held'] });
  });

  it('is declined by the webhook when the check failed, which frees the car', async () => {
    const car = cars[4]!;
    expect((await reserve(car, VERIFY, 'verify-webhook-fail')).response.status).toBe(202);
    const paymentId = (await row(car))[0]!.payment_id!;
    stub.bankCheck(paymentId, 'failed');
    expect((await webhook('evt_failed', 'payment_intent.payment_failed', paymentId)).status).toBe(200);
    expect((await row(car))[0]).toMatchObject({ status: 'declined', decline_message: STRIPE_AUTHENTICATION_FAILED });
    expect(stub.intents.get(paymentId)?.status).toBe('canceled');
    expect((await carInfo(car)).status).toBe(200);
  });

  it('asks the page to wait while Stripe decides, and the webhook to come again while Stripe cannot be asked', async () => {
    const car = cars[5]!;
    expect((await reserve(car, VERIFY, 'verify-deciding')).response.status).toBe(202);
    const paymentId = (await row(car))[0]!.payment_id!;
    stub.bankCheck(paymentId, 'processing');
    const deciding = await reserve(car, VERIFY, 'verify-deciding');
    expect(deciding.response.status).toBe(409);
    expect(deciding.response.headers.get('Retry-After')).toBe('2');
    expect(deciding.body.reserved).toBeUndefined();
    expect((await row(car))[0]?.status).toBe('verifying');

    stub.intents.get(paymentId)!.status = 'requires_capture';
    stub.failNext(2); // the SDK asks twice (one retry)
    expect((await webhook('evt_unreachable', 'payment_intent.amount_capturable_updated', paymentId)).status).toBe(503);
    expect((await row(car))[0]?.status).toBe('verifying');
    // Stripe sends it again: this time it is handled
    expect((await webhook('evt_unreachable', 'payment_intent.amount_capturable_updated', paymentId)).status).toBe(200);
    expect((await row(car))[0]?.status).toBe('held');
  });

  it('the same shopper trying again (Stripe.js failed on their page) replaces their own check; another is refused', async () => {
    const car = cars[6]!;
    expect((await reserve(car, VERIFY, 'verify-stuck')).response.status).toBe(202);
    const [stuck] = await row(car);
    // another shopper is still told the car is reserved, and the check keeps it
    const other = await reserve(car, STRIPE_TEST_METHODS.authorised, undefined, { email: 'sam@example.com' });
    expect(other.response.status).toBe(409);
    expect(other.body.error).toBe(RESERVATION_MESSAGES.alreadyReserved);
    expect((await row(car)).map((r) => r.status)).toEqual(['verifying']);
    expect(stub.intents.get(stuck!.payment_id!)?.status).toBe('requires_action');
    // the same shopper (their e-mail typed otherwise) under a new Idempotency-Key: their new attempt holds the car
    const retry = await reserve(car, STRIPE_TEST_METHODS.authorised, undefined, { email: ' ALEX@example.com' });
    expect(retry.response.status).toBe(201);
    // both made at the same moment on the clock
    const rows = await row(car);
    const replaced = rows.find((r) => r.id === stuck!.id);
    const held = rows.find((r) => r.id !== stuck!.id);
    expect(replaced).toMatchObject({
      id: stuck!.id,
      status: 'declined',
      decline_message: VERIFICATION_REPLACED,
      payment_action: null,
    });
    expect(held).toMatchObject({ status: 'held' });
    // its client secret can authorise nothing later, and nobody was told of it
    expect(stub.intents.get(stuck!.payment_id!)?.status).toBe('canceled');
    expect(await told(stuck!.id)).toEqual({ leads: [], mails: [] });
    const old = await reserve(car, VERIFY, 'verify-stuck');
    expect(old.response.status).toBe(402);
    expect(old.body.error).toBe(VERIFICATION_REPLACED);
  });

  it('a signed-in shopper’s check is replaced by the same account only, not by the same e-mail', async () => {
    const car = cars[7]!;
    const call = accountCaller(app, { host: HOST, origin: ORIGIN });
    const cookie = await signInWith(call, smsOutbox, '0412 333 444', '+61412333444');
    const otherAccount = await signInWith(call, smsOutbox, '0412 333 555', '+61412333555');
    expect((await reserve(car, VERIFY, 'verify-account', { cookie })).response.status).toBe(202);
    for (const who of [{}, { cookie: otherAccount }]) {
      const refused = await reserve(car, STRIPE_TEST_METHODS.authorised, undefined, who);
      expect(refused.response.status).toBe(409);
      expect(refused.body.error).toBe(RESERVATION_MESSAGES.alreadyReserved);
    }
    expect((await row(car)).map((r) => r.status)).toEqual(['verifying']);
    const retry = await reserve(car, STRIPE_TEST_METHODS.authorised, undefined, {
      cookie,
      email: 'alex.new@example.com',
    });
    expect(retry.response.status).toBe(201);
    expect((await row(car)).map((r) => r.status).sort()).toEqual(['declined', 'held']);
  });
});
