import Stripe from 'stripe';
import { beforeAll, expect, it } from 'vitest';
import { checkoutApiHref } from '../../src/checkout-api-paths.ts';
import { createApiOnlyApp } from '../../src/server/api-only-app.ts';
import { paymentProviderFromEnv } from '../../src/server/payments/from-env.ts';
import { ReservationStore } from '../../src/server/reservations/store.ts';
import type { Database } from '../../src/server/storage/database.ts';
import { describeOnEachDatabase } from '../support/databases.ts';
import { demoStock } from '../support/feed.ts';
import { TEST_SHOPPER_HASH } from '../support/leads.ts';
import { demoSites } from '../support/sites.ts';

// The processor's webhook: signed events only, each handled once by its id, and an
// authorisation that ended on Stripe's side frees its car. The events that finish a bank check
// (3-D Secure) are in reservations.test.ts, against the local server answering Stripe's shapes.

const SECRET = 'whsec_reservation_webhook_test';
const now = new Date('2026-11-28T12:00:00Z');
const clock = { now: () => now };
const stripe = paymentProviderFromEnv(
  {
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    STRIPE_WEBHOOK_SECRET: SECRET,
  },
  { clock },
);

function event(id: string, type: string, paymentId: string): string {
  return JSON.stringify({ id, object: 'event', type, data: { object: { id: paymentId, object: 'payment_intent' } } });
}

const sign = (body: string, secret = SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: Math.floor(now.getTime() / 1000) });

describeOnEachDatabase('the payment webhook', (database) => {
  let db: Database;
  let app: ReturnType<typeof createApiOnlyApp>;
  let store: ReservationStore;

  const post = (body: string, signature: string | null) =>
    app.request(checkoutApiHref('paymentWebhook'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(signature ? { 'Stripe-Signature': signature } : {}) },
      body,
    });

  /** A reservation held with Stripe payment `paymentId`. */
  async function held(paymentId: string): Promise<string> {
    const taken = await store.take({
      tenant: 'harbourside-toyota',
      carSlug: `car-${paymentId}`,
      journey: 'checkout',
      amountCents: 20_000,
      currency: 'aud',
      userId: null,
      name: 'Alex',
      lastName: '',
      email: 'alex@example.com',
      phone: '0412 345 678',
      provider: 'stripe',
      paymentToken: 'pm_card_visa',
      idempotencyKey: `key-${paymentId}`,
      requestHash: 'h',
      createdAt: now,
    });
    if (taken.kind !== 'taken') throw new Error('not taken');
    await store.hold(taken.reservation.id, paymentId, now, new Date(now.getTime() + 48 * 3600_000), async () => {});
    return taken.reservation.id;
  }

  beforeAll(() => {
    db = database();
    store = new ReservationStore(db);
    if (stripe.name !== 'stripe') throw new Error('expected the Stripe driver');
    app = createApiOnlyApp({
      paymentWebhook: { db, provider: stripe, hash: TEST_SHOPPER_HASH, sites: demoSites(), stock: demoStock(), clock },
    });
  });

  it('refuses an event without a right signature, and changes nothing', async () => {
    const id = await held('pi_unsigned');
    const body = event('evt_unsigned', 'payment_intent.canceled', 'pi_unsigned');
    expect((await post(body, null)).status).toBe(400);
    expect((await post(body, sign(body, 'whsec_someone_else'))).status).toBe(400);
    expect((await post(body.replace('pi_unsigned', 'pi_other'), sign(body))).status).toBe(400);
    expect((await store.get(id))?.status).toBe('held');
  });

  it('frees the car when the authorisation ended on the processor’s side, once per event', async () => {
    const id = await held('pi_lapsed');
    const body = event('evt_lapsed', 'payment_intent.canceled', 'pi_lapsed');
    const first = await post(body, sign(body));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true });
    const released = await store.get(id);
    expect(released).toMatchObject({ status: 'released', payment_action: null });
    expect((await store.reservedSlugs('harbourside-toyota', ['car-pi_lapsed'])).size).toBe(0);
    // Stripe sends an event again until it gets a 2xx: the replay is acknowledged and ignored
    const again = await post(body, sign(body));
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    const events = await db.query('SELECT event_id FROM payment_events WHERE event_id = $1', ['evt_lapsed']);
    expect(events.rows).toHaveLength(1);
  });

  it('acknowledges an event it has nothing to do for', async () => {
    const id = await held('pi_captured');
    const body = event('evt_captured', 'payment_intent.succeeded', 'pi_captured');
    expect((await post(body, sign(body))).status).toBe(200);
    expect((await store.get(id))?.status).toBe('held');
  });

  it('leaves a held reservation alone on the events that end a bank check (only a verifying one waits for them)', async () => {
    const id = await held('pi_held_already');
    for (const type of ['payment_intent.amount_capturable_updated', 'payment_intent.payment_failed']) {
      const body = event(`evt_${type}`, type, 'pi_held_already');
      expect((await post(body, sign(body))).status).toBe(200);
    }
    expect((await store.get(id))?.status).toBe('held');
  });
});
