import { Hono } from 'hono';
import { CHECKOUT_API_ROUTES } from '../../checkout-api-paths.ts';
import type { Site } from '../../tenant/schema/site.ts';
import type { LiveStock } from '../cars/stock.ts';
import { systemClock, type Clock } from '../clock.ts';
import { readBody } from '../middleware/read-body.ts';
import { WebhookSignatureError } from '../payments/provider.ts';
import type { Database } from '../storage/database.ts';
import type { ReservationNotices } from './notices.ts';
import { ReservationStore } from './store.ts';

/** A processor's event as far as the webhook reads it. */
interface PaymentEvent {
  id: string;
  type: string;
  data: { object: { id?: unknown; object?: unknown } };
}

export interface PaymentWebhookOptions {
  db: Database;
  /** The processor's name (payment_events.provider) and its check of an event's signature (it throws when wrong). */
  provider: { name: string; verifyWebhook(rawBody: string, signature: string | undefined): PaymentEvent };
  sites: readonly Site[];
  stock: LiveStock;
  notices?: ReservationNotices;
  clock?: Clock;
}

/** Stripe's events are small; a body past this is not one. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * POST /payments/webhook: the processor tells the API that a payment changed on its side.
 * The signature is checked on the raw body (400 otherwise: Stripe shows it in its dashboard and
 * tries again), each event is handled once by its id (payment_events; a replay answers 200 and
 * changes nothing), and an authorisation that ended there (`payment_intent.canceled`: it lapsed
 * after 7 days, or someone cancelled it in the dashboard) frees its car: the reservation is
 * released, nothing is owed the processor, and the shopper is told. Other events are recorded
 * and acknowledged.
 */
export function paymentWebhookRoutes(options: PaymentWebhookOptions) {
  const { db, provider } = options;
  const clock = options.clock ?? systemClock;
  const store = new ReservationStore(db);
  const sites = new Map(options.sites.map((site) => [site.slug, site]));

  return new Hono().post(CHECKOUT_API_ROUTES.paymentWebhook, async (c) => {
    const read = await readBody(c.req.raw, MAX_BODY_BYTES).catch(() => null);
    if (!read || !('text' in read)) return c.json({ error: 'The event is missing or too large.' }, 413);
    let event: PaymentEvent;
    try {
      event = provider.verifyWebhook(read.text, c.req.header('stripe-signature'));
    } catch (error) {
      if (error instanceof WebhookSignatureError) return c.json({ error: error.message }, 400);
      throw error;
    }
    const fresh = await db.query(
      `INSERT INTO payment_events (provider, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [provider.name, event.id],
    );
    if (fresh.rowCount === 0) return c.json({ received: true, duplicate: true });
    const paymentId = event.data.object.id;
    if (event.type === 'payment_intent.canceled' && typeof paymentId === 'string') {
      const reservation = await store.byPayment(paymentId);
      if (reservation) {
        const site = sites.get(reservation.tenant);
        const car = site ? await options.stock.car(site.slug, reservation.car_slug).catch(() => null) : null;
        const released = await store.settle(
          reservation.id,
          ['held', 'confirmed'],
          'released',
          null,
          clock.now(),
          (tx, row) => (site && options.notices ? options.notices.settled(tx, row, site, car) : Promise.resolve()),
        );
        if (released)
          console.log(
            JSON.stringify({
              event: 'reservations.released-by-processor',
              tenant: released.tenant,
              reservation: released.id,
            }),
          );
      }
    }
    return c.json({ received: true });
  });
}
