import type { Car } from '../../catalog/schema/car.ts';
import { RESERVATION_MESSAGES, RESERVATION_VERIFY_MINUTES } from '../../domain/reservations/checkout.ts';
import type { Site } from '../../tenant/schema/site.ts';
import type { LiveStock } from '../cars/stock.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { purchaseDeposit } from '../purchase/deposit.ts';
import { logEvent } from '../route-log.ts';
import { holdDeposit, type HoldDeps } from './hold.ts';
import { settleOwedPayments } from './payments-owed.ts';
import type { Reservation } from './store.ts';

/** What finishing a bank's check needs: holding the deposit, the processor to ask, the feed's cars. */
export interface VerificationDeps extends HoldDeps {
  payments: PaymentProvider;
  stock: LiveStock;
}

/** How a reservation's bank check stands once the processor has been asked. */
export type VerificationOutcome =
  /** Passed: the deposit is held, as an authorisation at once would be. */
  | { kind: 'held'; reservation: Reservation; car: Car }
  /** Failed or abandoned (the shopper's message), or the car left the feed meanwhile: the car is free. */
  | { kind: 'declined'; message: string }
  /** The shopper has not done it yet: the page shows it with this client secret. */
  | { kind: 'waiting'; reservation: Reservation; clientSecret: string }
  /** The processor is still deciding: ask again in a moment. */
  | { kind: 'processing' }
  /** Another request, the webhook or the expiry finished it first: it is as the store now has it. */
  | { kind: 'moved' };

/**
 * The card's bank asked the shopper to verify the deposit (3-D Secure): the reservation keeps
 * the car for RESERVATION_VERIFY_MINUTES while the page shows the bank's check. Null when it
 * was no longer authorising.
 */
export async function awaitVerification(
  deps: Pick<HoldDeps, 'store' | 'clock'>,
  reservation: Reservation,
  paymentId: string,
): Promise<Reservation | null> {
  const verifyBy = new Date(deps.clock.now().getTime() + RESERVATION_VERIFY_MINUTES * 60_000);
  const waiting = await deps.store.awaitVerification(reservation.id, paymentId, verifyBy);
  if (waiting) logEvent('reservations.verifying', waiting.tenant, { reservation: waiting.id });
  return waiting;
}

/**
 * Finishes a reservation whose bank check the page showed (or whose webhook came): the
 * processor says how the authorisation stands, never the page. Authorised: held, as at once
 * (holdDeposit: the lead, the e-mails, a purchase's journey). Declined or cancelled: the car is
 * freed and the payment released now (the reservation worker asks again if that fails), so its
 * client secret authorises nothing later. Still waiting or processing: unchanged. Finishing
 * twice at once holds (or frees) once: each change is one conditional UPDATE.
 */
export async function finishVerification(
  deps: VerificationDeps,
  reservation: Reservation,
  site: Site,
): Promise<VerificationOutcome> {
  const state = await deps.payments.retrieve(reservation.payment_id ?? '');
  if (state.outcome === 'requires_action') return { kind: 'waiting', reservation, clientSecret: state.clientSecret };
  if (state.outcome === 'processing') return { kind: 'processing' };
  const car = state.outcome === 'authorised' ? await deps.stock.car(site.slug, reservation.car_slug) : null;
  if (state.outcome === 'authorised' && car) {
    // the journey as it is now: a purchase whose steps changed meanwhile is held without them
    const purchase =
      reservation.journey === 'purchase' && reservation.user_id
        ? await purchaseDeposit(deps.journeys, site, car, reservation.user_id)
        : null;
    const held = await holdDeposit(deps, reservation, state.paymentId, site, car, purchase);
    return held ? { kind: 'held', reservation: held, car } : { kind: 'moved' };
  }
  const message = state.outcome === 'declined' ? state.message : RESERVATION_MESSAGES.notFound;
  const [failed] = await deps.store.failVerification({ id: reservation.id }, message, deps.clock.now());
  if (!failed) return { kind: 'moved' };
  logEvent('reservations.verification-failed', site.slug, { reservation: failed.id });
  await settleOwedPayments(deps.store, deps.payments, [failed]);
  return { kind: 'declined', message };
}
