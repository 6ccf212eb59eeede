// Issue 28: a shopper cancels a reservation from the garage as from the confirmation e-mail,
// and Download my data / Delete my account cover reservations. On both databases, with the
// test payment processor in its own process and the real notices (the lead, the e-mails).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { startTestPayments, type TestPayments } from '../../scripts/lib/test-payments-process.ts';
import { checkoutApiHref } from '../../src/checkout-api-paths.ts';
import type { CarInput } from '../../src/catalog/schema/car.ts';
import { leadReference } from '../../src/domain/forms/lead-reference.ts';
import {
  GARAGE_RESERVATION_ERRORS,
  type GarageReservation,
} from '../../src/domain/reservations/garage-reservations.ts';
import { RESERVATION_PAGE_TEXTS } from '../../src/domain/reservations/reservation-actions.ts';
import { createApiOnlyApp } from '../../src/server/api-only-app.ts';
import { feedStock } from '../../src/server/cars/feed-stock.ts';
import { openLeadQueue, type LeadQueue } from '../../src/server/outbox/queue.ts';
import { testPaymentProvider } from '../../src/server/payments/test-driver.ts';
import { startReservationWorker, type ReservationWorker } from '../../src/server/reservations/expiry.ts';
import { reservationNotices } from '../../src/server/reservations/notices.ts';
import { ReservationStore } from '../../src/server/reservations/store.ts';
import { shopperMailOutbox } from '../../src/server/saved-searches/shopper-mail.ts';
import { outboxSmsSender } from '../../src/server/sms/outbox-sms.ts';
import type { Database } from '../../src/server/storage/database.ts';
import { apiTenantFromSite } from '../../src/server/tenancy/api-tenant.ts';
import { accountCaller, signInWith, type AccountCall } from '../support/account-api.ts';
import { describeOnEachDatabase } from '../support/databases.ts';
import { demoRows, fileFeedTenant } from '../support/feed.ts';
import { TEST_SHOPPER_HASH } from '../support/leads.ts';
import { cardToken, notingLinks, processorAuthorisation } from '../support/reservation-payments.ts';

const SLUG = 'harbourside-toyota';
const HOST = `${SLUG}.localhost:4321`;
const ORIGIN = `http://${HOST}`;
const SECRET = 'account_reservations_secret';
const VISA = '4242424242424242';
const DECLINED = '4000000000000002';
const START = new Date('2026-11-23T02:00:00Z');
const HOUR = 3600_000;

const tenantsDir = mkdtempSync(join(tmpdir(), 'account-reservation-tenants-'));
const smsOutbox = mkdtempSync(join(tmpdir(), 'account-reservation-sms-'));
afterAll(() => [tenantsDir, smsOutbox].forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const feed = fileFeedTenant(SLUG, tenantsDir);
const rows = demoRows(SLUG, 80);
// the new cars nobody has reserved in the dealer's own system: each test takes its own
const cars = rows.filter((car) => !car.reserved && car.car_type === 'new');
const tenants = [apiTenantFromSite(feed.site, { servedLocally: true })];

let now = START;
const clock = { now: () => now };
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

const shopper = { name: 'Alex', last_name: 'Driver', email: 'alex.reserves@example.com', phone: '0412 345 678' };
/** The dealer's links, as the notices are handed them (the dealer confirms through theirs). */
const sentLinks = new Map<string, { dealer: string; shopper: string }>();

let keys = 0;
let mobiles = 0;

describeOnEachDatabase('the garage’s reservations, Download my data and Delete my account', (database) => {
  let db: Database;
  let processor: TestPayments;
  let queue: LeadQueue;
  let expiry: ReservationWorker;
  let call: AccountCall;

  beforeAll(async () => {
    db = database();
    processor = await startTestPayments({ port: 0, env: { TEST_PAYMENTS_SECRET: SECRET } });
    feed.write(rows);
    queue = await openLeadQueue(db, () => null, { supervise: false });
    const notices = reservationNotices({
      outbox: queue,
      mail: shopperMailOutbox(queue.boss),
      hash: TEST_SHOPPER_HASH,
    });
    const stock = feedStock([feed.site], { tenantsDir, maxAgeMs: 0 });
    const payments = testPaymentProvider({ url: processor.url, secret: SECRET });
    expiry = await startReservationWorker({
      boss: queue.boss,
      store: new ReservationStore(db),
      payments,
      expiredNotices: { notices, sites: [feed.site], stock },
      clock,
    });
    const app = createApiOnlyApp({
      account: {
        db,
        hash: TEST_SHOPPER_HASH,
        sms: outboxSmsSender({ dataDir: smsOutbox }),
        tenants,
        checksPerAddress: null,
        caps: { perAddressPerHour: 1000 },
      },
      myData: { db, hash: TEST_SHOPPER_HASH, tenants, stock, clock },
      reservations: {
        db,
        hash: TEST_SHOPPER_HASH,
        tenants,
        sites: [feed.site],
        stock,
        payments,
        notices: notingLinks(notices, sentLinks),
        clock,
      },
    });
    call = accountCaller(app, { host: HOST, origin: ORIGIN });
  }, 60_000);
  afterAll(async () => {
    await expiry?.stop();
    await queue?.stop();
    await processor?.close();
  });
  beforeEach(() => {
    now = START;
  });

  /** A new shopper signed in on the site: their session cookie. */
  function signIn(): Promise<string> {
    const n = String(++mobiles).padStart(3, '0');
    return signInWith(call, smsOutbox, `0412 500 ${n}`, `+61412500${n}`);
  }

  /** A reservation through the checkout's API, as the shopper's page posts it (signed in with `cookie`). */
  async function reserve(car: CarInput, cookie: string | undefined, card = VISA) {
    const token = await cardToken(processor.url, card);
    const response = await call('/reservations', {
      body: { car: car.slug, journey: 'checkout', ...shopper, payment_token: token },
      key: `account-key-${++keys}`,
      cookie,
    });
    const body = (await response.json()) as { reference?: string };
    const row = await db.query<{ id: string }>('SELECT id FROM reservations WHERE payment_token = $1', [token]);
    return { status: response.status, reference: body.reference, id: row.rows[0]!.id, token };
  }

  const list = async (cookie: string) => {
    const response = await call('/account/reservations', { cookie });
    expect(response.status).toBe(200);
    return ((await response.json()) as { items: GarageReservation[] }).items;
  };
  const cancel = (cookie: string | undefined, body: unknown, origin?: string) =>
    call('/account/reservations/cancel', { body, cookie, origin });
  const carInfo = (car: CarInput) => call(checkoutApiHref('checkoutCar', car.slug).replace(/^\/api/, ''));
  const emailKinds = async (id: string) =>
    (
      await db.query<{ kind: string }>(
        'SELECT kind FROM shopper_emails WHERE reservation_id = $1 ORDER BY created_at, kind',
        [id],
      )
    ).rows.map((row) => row.kind);

  it('only for a signed-in shopper, from the site’s own pages', async () => {
    const visitor = await call('/account/reservations');
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ success: false, error: GARAGE_RESERVATION_ERRORS.visitor });
    const cookie = await signIn();
    const held = await reserve(cars[0]!, cookie);
    expect((await cancel(undefined, { id: held.id })).status).toBe(401);
    expect((await cancel(cookie, { id: held.id }, 'https://evil.example')).status).toBe(403);
    expect((await list(cookie)).map((item) => item.status)).toEqual(['held']);
  });

  it('lists the shopper’s own reservations newest first, not another’s nor a visitor’s, nor one still authorising', async () => {
    const mine = await signIn();
    const theirs = await signIn();
    const first = await reserve(cars[1]!, mine);
    later(60_000);
    const declined = await reserve(cars[2]!, mine, DECLINED);
    expect(declined.status).toBe(402);
    later(60_000);
    const newest = await reserve(cars[3]!, mine);
    const other = await reserve(cars[4]!, theirs);
    const visitor = await reserve(cars[5]!, undefined);
    expect([first.status, newest.status, other.status, visitor.status]).toEqual([201, 201, 201, 201]);
    // a reservation whose card is still being authorised: not listed (it may yet be declined)
    const user = await db.query<{ user_id: string }>('SELECT user_id FROM reservations WHERE id = $1', [first.id]);
    later(60_000);
    const taken = await new ReservationStore(db).take({
      tenant: SLUG,
      carSlug: cars[6]!.slug,
      journey: 'checkout',
      amountCents: 20_000,
      currency: 'aud',
      userId: user.rows[0]!.user_id,
      ...shopper,
      lastName: shopper.last_name,
      provider: 'test',
      paymentToken: 'tok_still_authorising',
      idempotencyKey: 'still-authorising',
      requestHash: 'hash',
      createdAt: now,
    });
    expect(taken.kind).toBe('taken');

    const items = await list(mine);
    expect(items.map((item) => [item.reference, item.status, item.cancellable])).toEqual([
      [leadReference(newest.id), 'held', true],
      [leadReference(declined.id), 'declined', false],
      [leadReference(first.id), 'held', true],
    ]);
    expect(items[0]).toMatchObject({
      id: newest.id,
      reference: newest.reference,
      car: {
        slug: cars[3]!.slug,
        title: expect.stringContaining(String(cars[3]!.year)),
        href: `/cars/${cars[3]!.slug}`,
      },
      deposit: { amount: 200, currency: 'AUD' },
      status_text: RESERVATION_PAGE_TEXTS.status.held(items[0]!.hold_until!),
      expires_at: new Date(START.getTime() + 2 * 60_000 + 48 * HOUR).toISOString(),
    });
    expect(items[1]).toMatchObject({ status_text: RESERVATION_PAGE_TEXTS.status.declined, hold_until: null });
    // nothing of the shopper's details or the card travels in the list
    const text = JSON.stringify(items);
    for (const secret of [shopper.email, shopper.name, first.token]) expect(text).not.toContain(secret);
    expect((await list(theirs)).map((item) => item.id)).toEqual([other.id]);
  });

  it('Cancel does what the e-mail’s link does: cancelled, the deposit released, the shopper e-mailed, the car free again', async () => {
    const cookie = await signIn();
    const car = cars[7]!;
    const held = await reserve(car, cookie);
    expect((await carInfo(car)).status).toBe(409);
    later(5 * 60_000);

    const response = await cancel(cookie, { id: held.id });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; reservation: GarageReservation };
    expect(body).toMatchObject({
      success: true,
      reservation: {
        id: held.id,
        status: 'cancelled',
        status_text: RESERVATION_PAGE_TEXTS.status.cancelled,
        cancellable: false,
      },
    });
    expect((await processorAuthorisation(processor.url, SECRET, db, held.token))?.status).toBe('released');
    const row = await db.query<{ status: string; settled_at: Date; payment_action: string | null }>(
      'SELECT status, settled_at, payment_action FROM reservations WHERE id = $1',
      [held.id],
    );
    expect(row.rows[0]).toEqual({ status: 'cancelled', settled_at: now, payment_action: null });
    expect(await emailKinds(held.id)).toEqual(['reservation-held', 'reservation-settled']);
    // the list says so, and the car can be reserved again, by anyone
    expect((await list(cookie)).find((item) => item.id === held.id)?.status).toBe('cancelled');
    expect((await carInfo(car)).status).toBe(200);
    expect((await reserve(car, await signIn())).status).toBe(201);

    // a second press: it can no longer be cancelled, and the answer shows it as it is
    const again = await cancel(cookie, { id: held.id });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      success: false,
      error: GARAGE_RESERVATION_ERRORS.notNow,
      reservation: { id: held.id, status: 'cancelled', cancellable: false },
    });
    expect(await emailKinds(held.id)).toEqual(['reservation-held', 'reservation-settled']);
  });

  it('only the shopper’s own: another’s is answered as no such reservation (404), and nothing changes', async () => {
    const owner = await signIn();
    const stranger = await signIn();
    const held = await reserve(cars[8]!, owner);
    for (const id of [held.id, '00000000-0000-4000-8000-000000000000', 'not-a-reservation']) {
      const response = await cancel(stranger, { id });
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ success: false, error: GARAGE_RESERVATION_ERRORS.notFound });
    }
    for (const body of [{}, { id: 5 }, { id: held.id, extra: true }, []])
      expect((await cancel(owner, body)).status, JSON.stringify(body)).toBe(422);
    expect((await processorAuthorisation(processor.url, SECRET, db, held.token))?.status).toBe('authorised');
    expect((await list(owner)).map((item) => item.status)).toEqual(['held']);
  });

  it('a confirmed reservation can still be cancelled: the deposit the dealer took is refunded', async () => {
    const cookie = await signIn();
    const held = await reserve(cars[9]!, cookie);
    const dealer = new URL(sentLinks.get(held.id)!.dealer).searchParams.get('token');
    const confirmed = await call(checkoutApiHref('reservationConfirm').replace(/^\/api/, ''), {
      body: { token: dealer },
    });
    expect(confirmed.status).toBe(200);
    expect((await list(cookie))[0]).toMatchObject({ status: 'confirmed', cancellable: true });
    expect((await cancel(cookie, { id: held.id })).status).toBe(200);
    expect((await processorAuthorisation(processor.url, SECRET, db, held.token))?.status).toBe('refunded');
  });

  it('a hold that ran out can no longer be cancelled (409); the garage shows it expired', async () => {
    const cookie = await signIn();
    const held = await reserve(cars[10]!, cookie);
    later(48 * HOUR + 60_000);
    await expiry.runNow();
    const response = await cancel(cookie, { id: held.id });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { reservation: GarageReservation }).reservation).toMatchObject({
      status: 'expired',
      status_text: RESERVATION_PAGE_TEXTS.status.expired,
      cancellable: false,
    });
  });

  it('Download my data gives the shopper’s reservations with the details they gave, not the payment’s', async () => {
    const cookie = await signIn();
    const held = await reserve(cars[11]!, cookie);
    const response = await call('/account/data', { cookie });
    expect(response.status).toBe(200);
    const data = (await response.json()) as { reservations: Record<string, unknown>[] };
    expect(data.reservations).toEqual([
      {
        id: held.id,
        reference: held.reference,
        car_slug: cars[11]!.slug,
        car_title: expect.any(String),
        journey: 'checkout',
        status: 'held',
        deposit: { amount: 200, currency: 'AUD' },
        ...shopper,
        reserved_at: START.toISOString(),
        held_at: START.toISOString(),
        expires_at: new Date(START.getTime() + 48 * HOUR).toISOString(),
        settled_at: null,
      },
    ]);
    const payment = await db.query<{ payment_id: string }>('SELECT payment_id FROM reservations WHERE id = $1', [
      held.id,
    ]);
    expect(JSON.stringify(data)).not.toContain(payment.rows[0]!.payment_id);
    expect(JSON.stringify(data)).not.toContain(held.token);
  });

  it('Delete my account: an ended reservation loses the shopper’s details at once; a held one stays whole until it ends', async () => {
    const cookie = await signIn();
    const live = await reserve(cars[12]!, cookie);
    const ended = await reserve(cars[13]!, cookie);
    expect((await cancel(cookie, { id: ended.id })).status).toBe(200);

    const deleted = await call('/account/delete', { body: { confirm: true }, cookie });
    expect(deleted.status).toBe(200);

    type Row = {
      status: string;
      user_id: string | null;
      name: string;
      last_name: string;
      email: string;
      phone: string;
      account_deleted_at: Date | null;
      deidentified_at: Date | null;
      payment_id: string | null;
    };
    const reservation = async (id: string) =>
      (
        await db.query<Row>(
          `SELECT status, user_id, name, last_name, email, phone, account_deleted_at, deidentified_at, payment_id
             FROM reservations WHERE id = $1`,
          [id],
        )
      ).rows[0]!;
    const lead = async (id: string) =>
      (
        await db.query<{ payload: unknown; phone_hash: string | null; deidentified_at: Date | null }>(
          'SELECT payload, phone_hash, deidentified_at FROM leads WHERE id = $1',
          [id],
        )
      ).rows[0]!;

    // the ended one: what was reserved stays, who reserved it goes, with its e-mails and its lead's details
    expect(await reservation(ended.id)).toMatchObject({
      status: 'cancelled',
      user_id: null,
      name: '',
      last_name: '',
      email: '',
      phone: '',
      deidentified_at: expect.any(Date),
      payment_id: expect.any(String),
    });
    expect(await emailKinds(ended.id)).toEqual([]);
    const endedLead = await lead(ended.id);
    expect(endedLead).toMatchObject({ phone_hash: null, deidentified_at: expect.any(Date) });
    expect(JSON.stringify(endedLead.payload)).not.toContain(shopper.email);

    // the held one: a live arrangement with the dealer, kept whole but no longer the account's
    expect(await reservation(live.id)).toMatchObject({
      status: 'held',
      user_id: null,
      ...shopper,
      account_deleted_at: expect.any(Date),
      deidentified_at: null,
    });
    expect(await emailKinds(live.id)).toEqual(['reservation-held']);
    const liveLead = await lead(live.id);
    expect(liveLead).toMatchObject({ phone_hash: null, deidentified_at: null });
    expect(JSON.stringify(liveLead.payload)).toContain(shopper.email);
    expect((await carInfo(cars[12]!)).status).toBe(409);

    // its hold ends: the deposit is released and the shopper told, then their details go
    later(48 * HOUR + 60_000);
    expect((await expiry.runNow()).deidentified).toBe(0);
    expect((await processorAuthorisation(processor.url, SECRET, db, live.token))?.status).toBe('released');
    expect(await emailKinds(live.id)).toEqual(['reservation-held', 'reservation-settled']);
    expect(await reservation(live.id)).toMatchObject({ status: 'expired', email: shopper.email });
    // the last e-mail is waited for (no mail worker runs here), a day at most
    later(24 * HOUR + 60_000);
    expect((await expiry.runNow()).deidentified).toBe(1);
    expect(await reservation(live.id)).toMatchObject({ status: 'expired', name: '', email: '', phone: '' });
    expect(await emailKinds(live.id)).toEqual([]);
    expect(await lead(live.id)).toMatchObject({ deidentified_at: expect.any(Date) });
    expect(JSON.stringify((await lead(live.id)).payload)).not.toContain(shopper.email);
  });

  it('an ended reservation whose e-mails were all sent is de-identified at the next run', async () => {
    const cookie = await signIn();
    const live = await reserve(cars[14]!, cookie);
    expect((await call('/account/delete', { body: { confirm: true }, cookie })).status).toBe(200);
    expect((await cancel(cookie, { id: live.id })).status).toBe(401);
    // the dealer releases it through their link, and its e-mails are sent
    const dealer = new URL(sentLinks.get(live.id)!.dealer).searchParams.get('token');
    const released = await call(checkoutApiHref('reservationRelease').replace(/^\/api/, ''), {
      body: { token: dealer },
    });
    expect(released.status).toBe(200);
    await db.query('UPDATE shopper_emails SET sent_at = now() WHERE reservation_id = $1', [live.id]);
    expect((await expiry.runNow()).deidentified).toBe(1);
    const row = await db.query<{ email: string; status: string }>(
      'SELECT email, status FROM reservations WHERE id = $1',
      [live.id],
    );
    expect(row.rows[0]).toEqual({ email: '', status: 'released' });
  });
});
