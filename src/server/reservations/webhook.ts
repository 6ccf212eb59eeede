import { Hono } from 'hono';
import { CHECKOUT_API_ROUTES } from '../../checkout-api-paths.ts';
import type { Site } from '../../tenant/schema/site.ts';
import type { LiveStock } from '../cars/stock.ts';
import { systemClock, type Clock } from '../clock.ts';
import { readBody } from '../middleware/read-body.ts';
import { WebhookSignatureError, type PaymentProvider } from '../payments/provider.ts';
import type { KeyedHash } from '../privacy/keyed-hash.ts';
import { PurchaseJourneyStore } from '../purchase/store.ts';
import type { Database } from '../storage/database.ts';
import { ReservationLinks } from './links.ts';
import type { ReservationNotices } from './notices.ts';
import { ReservationStore } from './store.ts';
import { finishVerification } from './verification.ts';

/** A processor's event as far as the webhook reads it. */
interface PaymentEvent {
  id: string;
  type: string;
  data: { object: { id?: unknown; object?: unknown } };
}

export interface PaymentWebhookOptions {
  db: Database;
  /** The processor (its name is payment_events.provider) with its check of an event's signature (it throws when wrong). */
  provider: PaymentProvider & { verifyWebhook(rawBody: string, signature: string | undefined): PaymentEvent };
  /** The shoppers' hash key: it signs the e-mails' links of a reservation held once its bank check passed. */
  hash: KeyedHash;
  sites: readonly Site[];
  stock: LiveStock;
  notices?: ReservationNotices;
  clock?: Clock;
}

/** Stripe's events are small; a body past this is not one. */
const MAX_BODY_BYTES = 64 * 1024;

/** The events that can end a shopper's bank check: passed (the deposit can be captured), failed, or cancelled. */
const VERIFICATION_EVENTS: ReadonlySet<string> = new Set([
  'payment_intent.amount_capturable_updated',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
]);

/**
 * POST /payments/webhook: the processor tells the API that a payment changed on its side.
 * The signature is checked on the raw body (400 otherwise: Stripe shows it in its dashboard and
 * tries again), each event is handled once by its id (payment_events; a replay answers 200 and
 * changes nothing), and an authorisation that ended there (`payment_intent.canceled`: it lapsed
 * after 7 days, or someone cancelled it in the dashboard) frees its car: the reservation is
 * released, nothing is owed the processor, and the shopper is told. A reservation waiting for
 * its shopper's bank check is finished as the page's own retry would (finishVerification: the
 * processor asked, held or declined), so a shopper who closed the tab once verified still has
 * the car. An event that could not be handled (the processor or the database down) is
 * forgotten and answered 503, so Stripe sends it again. Other events are recorded and
 * acknowledged.
 */
export function paymentWebhookRoutes(options: PaymentWebhookOptions) {
  const { db, provider } = options;
  const clock = options.clock ?? systemClock;
  const store = new ReservationStore(db);
  const sites = new Map(options.sites.map((site) => [site.slug, site]));
  const verificationDeps = {
    store,
    journeys: new PurchaseJourneyStore(db),
    links: new ReservationLinks(options.hash),
    notices: options.notices,
    clock,
    payments: provider,
    stock: options.stock,
  };

  /** Finishes the bank check of the reservation paying with `paymentId`, if one waits for it. */
  async function finishIfVerifying(paymentId: string): Promise<void> {
    const reservation = await store.byPayment(paymentId);
    const site = reservation && sites.get(reservation.tenant);
    if (reservation?.status !== 'verifying' || !site) return;
    // held or declined is logged there; still waiting or deciding, a later event (or the page) finishes it
    await finishVerification(verificationDeps, reservation, site);
  }

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
    if (VERIFICATION_EVENTS.has(event.type) && typeof paymentId === 'string') {
      try {
        await finishIfVerifying(paymentId);
      } catch (error) {
        await db.query('DELETE FROM payment_events WHERE provider = $1 AND event_id = $2', [provider.name, event.id]);
        console.error(
          JSON.stringify({
            event: 'reservations.webhook-failed',
            type: event.type,
            error: error instanceof Error ? error.name : 'Error',
          }),
        );
        return c.json({ error: 'The event could not be handled just now.' }, 503);
      }
    }
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
