// What a reservation tells the dealer and the shopper once its deposit is held, in the
// transaction that holds it: the dealer's lead (kind 'reservation') with its delivery jobs,
// and the shopper's confirmation e-mail; then the shopper's e-mail once it is settled.
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Car } from '../../src/catalog/schema/car.ts';
import { normalisedPhone } from '../../src/domain/contact/phone-lead-limit.ts';
import { leadReference } from '../../src/domain/forms/lead-reference.ts';
import { adfEmail } from '../../src/server/delivery/email.ts';
import { leadCarFromCatalog } from '../../src/server/delivery/lead.ts';
import { leadPayload } from '../../src/server/delivery/payload.ts';
import { DELIVERY_QUEUE, openLeadQueue, type DeliveryJobData, type LeadQueue } from '../../src/server/outbox/queue.ts';
import { siteContexts } from '../../src/server/outbox/site-targets.ts';
import { leadForDelivery, type StoredLead } from '../../src/server/outbox/stored-lead.ts';
import type { DealershipTargets } from '../../src/server/outbox/targets.ts';
import { ReservationLinks } from '../../src/server/reservations/links.ts';
import { reservationNotices, type ReservationNotices } from '../../src/server/reservations/notices.ts';
import { ReservationStore, type Reservation } from '../../src/server/reservations/store.ts';
import {
  SHOPPER_MAIL_QUEUE,
  shopperMailOutbox,
  type ShopperMessage,
} from '../../src/server/saved-searches/shopper-mail.ts';
import type { Database } from '../../src/server/storage/database.ts';
import type { Site } from '../../src/tenant/schema/site.ts';
import { parseProspect, type Parsed } from '../support/adf-parse.ts';
import { describeOnEachDatabase, emptyLeadTables } from '../support/databases.ts';
import { demoStock } from '../support/feed.ts';
import { makeApi, newKey, TEST_SHOPPER_HASH, VALID_LEADS } from '../support/leads.ts';
import { demoSites } from '../support/sites.ts';

const SLUG = 'harbourside-toyota';
const site: Site = demoSites().find((s) => s.slug === SLUG)!;
const stock = demoStock();
const shopper = { name: 'Alex', lastName: 'Driver', email: 'alex.driver@example.com', phone: '0412 345 678' };
/** 1 December 2026, 2:00 pm in Sydney (the dealership is in NSW): the hold ends 3 December, 2:00 pm. */
const HELD_AT = new Date('2026-12-01T03:00:00Z');
const EXPIRES_AT = new Date(HELD_AT.getTime() + 48 * 3600_000);
/** The dealership delivers every lead by e-mail and by webhook. */
const TARGETS: DealershipTargets = {
  targets: [
    { kind: 'email', to: 'crm@harboursidetoyota.example', from: 'leads@harboursidetoyota.com.au' },
    { kind: 'webhook', url: 'https://crm.example/hooks/leads', secret: 'a-webhook-secret' },
  ],
  problems: [],
};
/** The worker's columns of a lead (outbox/worker.ts). */
const LEAD_COLUMNS =
  'id, tenant, kind, category, subcategory, dealership_slug, car_id, created_at, payload, suspected_abuse';

let cars: Car[] = [];
beforeAll(async () => {
  cars = (await stock.cars!(SLUG)).filter((car) => car.status === 'in_stock' && !car.reserved);
});

describeOnEachDatabase('reservation notices', (database) => {
  let db: Database;
  let queue: LeadQueue;
  let notices: ReservationNotices;
  let store: ReservationStore;
  const links = new ReservationLinks(TEST_SHOPPER_HASH);

  beforeAll(async () => {
    db = database();
    queue = await openLeadQueue(db, () => TARGETS, { supervise: false });
    notices = reservationNotices({ outbox: queue, mail: shopperMailOutbox(queue.boss), hash: TEST_SHOPPER_HASH });
    store = new ReservationStore(db);
  });
  afterAll(async () => {
    await queue?.stop();
  });
  afterEach(async () => {
    await db.exec('TRUNCATE reservations, shopper_emails CASCADE');
    await emptyLeadTables(db);
  });

  /** The signed links the routes hand the notices. */
  async function linksFor(reservation: Reservation) {
    const origin = new URL(site.domain).origin;
    const until = Math.floor(EXPIRES_AT.getTime() / 1000) + 7 * 24 * 3600;
    const token = (k: 'dealer' | 'shopper') => links.token({ k, t: SLUG, r: reservation.id, x: until });
    return {
      dealer: links.pageUrl(origin, await token('dealer')),
      shopper: links.pageUrl(origin, await token('shopper')),
    };
  }

  /** A reservation of `car` taken and held as the routes do, its notices in the holding transaction. */
  async function reserve(car: Car, journey: 'checkout' | 'buy-online' = 'checkout') {
    const taken = await store.take({
      tenant: SLUG,
      carSlug: car.slug,
      journey,
      amountCents: 20_000,
      currency: 'aud',
      userId: null,
      name: shopper.name,
      lastName: shopper.lastName,
      email: shopper.email,
      phone: shopper.phone,
      provider: 'test',
      paymentToken: 'tok_4242424242424242_never_a_card',
      idempotencyKey: newKey(),
      requestHash: 'a'.repeat(64),
      createdAt: new Date(HELD_AT.getTime() - 5000),
    });
    if (taken.kind !== 'taken') throw new Error(`not taken: ${taken.kind}`);
    let sent: { dealer: string; shopper: string } | null = null;
    const held = await store.hold(taken.reservation.id, 'pi_test_1', HELD_AT, EXPIRES_AT, async (tx, row) => {
      sent = await linksFor(row);
      await notices.held(tx, row, site, car, sent);
    });
    if (!held || !sent) throw new Error('not held');
    return { reservation: held, links: sent as { dealer: string; shopper: string } };
  }

  const leadRow = async (id: string) =>
    (
      await db.query<StoredLead & { phone_hash: string | null }>(
        `SELECT ${LEAD_COLUMNS}, phone_hash FROM leads WHERE id = $1`,
        [id],
      )
    ).rows[0];
  const emailsOf = async (reservationId: string) =>
    (
      await db.query<{ id: string; kind: string; user_id: string | null; message: ShopperMessage }>(
        'SELECT id, kind, user_id, message FROM shopper_emails WHERE reservation_id = $1 ORDER BY created_at, kind',
        [reservationId],
      )
    ).rows;
  const deliveryJobs = async (leadId: string) =>
    (await queue.boss.findJobs<DeliveryJobData>(DELIVERY_QUEUE, { data: { lead_id: leadId } }))
      .map((job) => job.data.target)
      .sort();

  /** The lead as the worker hands it to a target: its row, the car from the stock, the dealership's context. */
  async function delivered(leadId: string) {
    const row = (await leadRow(leadId))!;
    const stockCar = row.car_id ? await stock.car(row.tenant, row.car_id) : null;
    const lead = leadForDelivery(row, stockCar ? leadCarFromCatalog(stockCar, site.domain) : null);
    const context = siteContexts(demoSites())(row.tenant, row.dealership_slug)!;
    return { lead, context, email: adfEmail(lead, context, { to: 'crm@example.com', from: 'leads@example.com' }) };
  }

  it('records the reservation kind among the lead kinds', async () => {
    const kinds = await db.query<{ kind: string }>(`SELECT kind FROM lead_kinds WHERE kind = 'reservation'`);
    expect(kinds.rows).toHaveLength(1);
  });

  it('stores the dealer’s lead under the reservation’s own id, with the deposit, the hold and the car', async () => {
    const car = cars[0]!;
    const { reservation, links: sent } = await reserve(car);
    const row = await leadRow(reservation.id);
    expect(row).toMatchObject({
      tenant: SLUG,
      kind: 'reservation',
      category: 'Reservation',
      subcategory: 'Reserve online',
      dealership_slug: car.dealership_slug,
      car_id: car.slug,
      suspected_abuse: false,
    });
    expect(new Date(row!.created_at).toISOString()).toBe(HELD_AT.toISOString());
    expect(row!.payload.fields).toEqual({
      name: 'Alex',
      last_name: 'Driver',
      email: 'alex.driver@example.com',
      phone: '0412 345 678',
      reservation_deposit: 200,
      reservation_reference: leadReference(reservation.id),
      reservation_expires_at: EXPIRES_AT.toISOString(),
      reservation_link: sent.dealer,
    });
    expect(row!.payload.context).toMatchObject({
      car_type: car.car_type,
      stock_number: car.stocknum,
      'Vehicle Make': car.make,
      'Vehicle Model': car.model,
      url: `${new URL(site.domain).origin}/cars/${car.slug}`,
    });
    // the shopper's number as every lead keeps it: the garage lists it, deleting the account de-identifies it
    expect(row!.phone_hash).toBe(await TEST_SHOPPER_HASH.of('phone', normalisedPhone(shopper.phone)!));
    const linked = await db.query<{ lead_id: string }>('SELECT lead_id FROM reservations WHERE id = $1', [
      reservation.id,
    ]);
    expect(linked.rows[0]?.lead_id).toBe(reservation.id);
    // the card's token never reaches the lead
    expect(JSON.stringify(row)).not.toContain('tok_4242');
  });

  it('queues one delivery job per configured target, in the holding transaction', async () => {
    const { reservation } = await reserve(cars[1]!, 'buy-online');
    expect(await deliveryJobs(reservation.id)).toEqual(['email', 'webhook']);
    expect((await leadRow(reservation.id))?.subcategory).toBe('Buy online');
  });

  it('the ADF the dealer’s CRM gets is valid ADF 1.0, the deposit its vehicle’s down payment', async () => {
    const car = cars[2]!;
    const { reservation, links: sent } = await reserve(car);
    const { email } = await delivered(reservation.id);
    expect(email.subject).toMatch(/^New reservation lead – /);
    const prospect = parseProspect(email.text);
    const vehicle = (prospect['vehicle'] as Parsed[])[0]!;
    expect(vehicle).toMatchObject({ '@interest': 'buy', stock: car.stocknum, make: car.make, model: car.model });
    expect(vehicle['finance']).toEqual({
      method: 'Reservation deposit',
      amount: { '#text': '200', '@type': 'downpayment', '@limit': 'exact', '@currency': 'AUD' },
    });
    const comments = ((prospect['customer'] as Parsed)['comments'] as string).split('\n');
    const reference = leadReference(reservation.id);
    expect(comments).toEqual(
      expect.arrayContaining([
        'Lead type: Reservation',
        `Reservation: ${reference}: $200 deposit held on the shopper’s card, not charged`,
        'Held until: Thursday 3 December 2026, 2:00 pm AEDT, then released automatically unless you confirm',
        `Confirm or release: ${sent.dealer}`,
        `Reference: ${reference}`,
      ]),
    );
    expect((prospect['id'] as Parsed)['#text']).toBe(reservation.id);
  });

  it('without the car in the stock any more, the lead still names it from what it stored', async () => {
    const car = cars[3]!;
    const { reservation } = await reserve(car);
    const row = (await leadRow(reservation.id))!;
    const lead = leadForDelivery(row, null);
    expect(lead.car).toMatchObject({
      stock_number: car.stocknum,
      make: car.make,
      model: car.model,
      car_type: car.car_type,
    });
    const context = siteContexts(demoSites())(row.tenant, row.dealership_slug)!;
    const prospect = parseProspect(adfEmail(lead, context, { to: 'a@example.com', from: 'b@example.com' }).text);
    expect((prospect['vehicle'] as Parsed[])[0]).toHaveProperty('finance');
    expect(leadPayload(lead, context)).toMatchObject({ kind: 'reservation', attributes: { reservation_deposit: 200 } });
  });

  it('queues the shopper’s confirmation e-mail from the site, with the reference, the hold and the cancel link', async () => {
    const car = cars[4]!;
    const { reservation, links: sent } = await reserve(car);
    const emails = await emailsOf(reservation.id);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email).toMatchObject({ kind: 'reservation-held', user_id: null });
    const { message } = email!;
    expect(message.to).toBe('alex.driver@example.com');
    expect(message.from).toBe(`"${site.name}" <alerts@harboursidetoyota.com.au>`);
    expect(message.subject).toBe(`Your reservation of ${car.name.trim()} – ${site.name}`);
    expect(message.text).toContain(`Reservation reference: ${leadReference(reservation.id)}`);
    expect(message.text).toContain(
      'Your $200 deposit is held on your card, not charged, for 48 hours: until Thursday 3 December 2026, 2:00 pm AEDT. It is 100% refundable.',
    );
    expect(message.text).toContain('within 48 hours, the hold is released automatically');
    expect(message.text).toContain(sent.shopper);
    // the dealer's link is the dealer's alone
    expect(message.text).not.toContain(sent.dealer);
    expect(message.headers).not.toHaveProperty('List-Unsubscribe');
    const jobs = await queue.boss.findJobs<{ email_id: string }>(SHOPPER_MAIL_QUEUE, { data: { email_id: email!.id } });
    expect(jobs).toHaveLength(1);
  });

  it('a holding transaction that fails leaves no lead, no job and no e-mail', async () => {
    const car = cars[5]!;
    const taken = await store.take({
      tenant: SLUG,
      carSlug: car.slug,
      journey: 'checkout',
      amountCents: 20_000,
      currency: 'aud',
      userId: null,
      name: shopper.name,
      lastName: '',
      email: shopper.email,
      phone: shopper.phone,
      provider: 'test',
      paymentToken: 'tok_rolled_back_000',
      idempotencyKey: newKey(),
      requestHash: 'b'.repeat(64),
      createdAt: HELD_AT,
    });
    if (taken.kind !== 'taken') throw new Error('not taken');
    const failing = store.hold(taken.reservation.id, 'pi_test_2', HELD_AT, EXPIRES_AT, async (tx, row) => {
      await notices.held(tx, row, site, car, await linksFor(row));
      throw new Error('the commit failed');
    });
    await expect(failing).rejects.toThrow('the commit failed');
    expect(await leadRow(taken.reservation.id)).toBeUndefined();
    expect(await deliveryJobs(taken.reservation.id)).toEqual([]);
    expect(await emailsOf(taken.reservation.id)).toEqual([]);
    expect((await store.get(taken.reservation.id))?.status).toBe('authorising');
  });

  it('confirmed by the dealer: the settled e-mail says the deposit is charged and carries the cancel link again', async () => {
    const car = cars[6]!;
    const { reservation, links: sent } = await reserve(car);
    const confirmed = await store.settle(reservation.id, ['held'], 'confirmed', 'capture', HELD_AT, (tx, row) =>
      notices.settled(tx, row, site, car, { shopper: sent.shopper }),
    );
    expect(confirmed?.status).toBe('confirmed');
    const settled = (await emailsOf(reservation.id)).filter((e) => e.kind === 'reservation-settled');
    expect(settled).toHaveLength(1);
    expect(settled[0]!.message.subject).toBe(`Your reservation of ${car.name.trim()} is confirmed – ${site.name}`);
    expect(settled[0]!.message.text).toContain('Your $200 deposit has now been charged to your card');
    expect(settled[0]!.message.text).toContain(sent.shopper);
  });

  it('expired, the car gone from the feed: the e-mail names the car as the lead stored it', async () => {
    const car = cars[7]!;
    const { reservation } = await reserve(car);
    const [expired] = await store.expireDue(new Date(EXPIRES_AT.getTime() + 1000));
    expect(expired?.id).toBe(reservation.id);
    await db.transaction((tx) => notices.settled(tx, expired!, site, null));
    const settled = (await emailsOf(reservation.id)).filter((e) => e.kind === 'reservation-settled');
    expect(settled).toHaveLength(1);
    expect(settled[0]!.message.subject).toBe(`Your reservation of ${car.name.trim()} has expired – ${site.name}`);
    expect(settled[0]!.message.text).toContain('you have not been charged');
    expect(settled[0]!.message.text).toContain(`Questions? Call ${site.name} on ${site.contact.phone}.`);
  });

  it('a reservation that never held gets no settled e-mail', async () => {
    const { reservation } = await reserve(cars[8]!);
    await db.transaction((tx) => notices.settled(tx, { ...reservation, status: 'declined' }, site, null));
    expect((await emailsOf(reservation.id)).map((e) => e.kind)).toEqual(['reservation-held']);
  });

  it('POST /api/leads refuses a reservation lead: only a held deposit makes one', async () => {
    const api = makeApi(db);
    const response = await api.post({ ...VALID_LEADS.enquiry.body, kind: 'reservation' });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors).toHaveProperty('kind');
    expect(body.errors['kind']).not.toContain('reservation');
    expect((await db.query('SELECT id FROM leads')).rows).toEqual([]);
  });
});
