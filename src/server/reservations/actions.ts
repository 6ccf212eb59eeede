import type { Car } from '../../catalog/schema/car.ts';
import { RESERVATION_ACTIONS, type ReservationActionName } from '../../domain/reservations/reservation-actions.ts';
import type { Site } from '../../tenant/schema/site.ts';
import type { Clock } from '../clock.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { ReservationNotices } from './notices.ts';
import { settleOwedPayments } from './payments-owed.ts';
import type { Reservation, ReservationStore } from './store.ts';

/** What moving a reservation needs: its store, the processor, the shopper's e-mails, the clock. */
interface ReservationActionDeps {
  store: ReservationStore;
  payments: PaymentProvider;
  notices?: ReservationNotices | undefined;
  clock: Clock;
}

/**
 * Takes one of RESERVATION_ACTIONS on a reservation, wherever it was asked for (the dealer's
 * or the shopper's e-mailed link, the shopper's garage): one conditional UPDATE to the
 * action's status, the shopper's 'reservation-settled' e-mail queued in the same transaction,
 * then the processor asked to capture or release the deposit now (what fails stays owed, and
 * the reservation worker asks again). `car` is the feed's car if it still lists it;
 * `links.shopper` is the shopper's cancel link, which a confirmed reservation's e-mail carries
 * again. Null when the reservation was in none of the action's `from` statuses (another
 * request or the expiry got there first): nothing changed.
 */
export async function takeReservationAction(
  deps: ReservationActionDeps,
  action: ReservationActionName,
  reservation: Reservation,
  site: Site,
  car: Car | null,
  links: { shopper: string } | null = null,
): Promise<Reservation | null> {
  const rule = RESERVATION_ACTIONS[action];
  const settled = await deps.store.settle(
    reservation.id,
    rule.from,
    rule.to,
    rule.payment,
    deps.clock.now(),
    (tx, row) => (deps.notices ? deps.notices.settled(tx, row, site, car, links) : Promise.resolve()),
  );
  if (!settled) return null;
  await settleOwedPayments(deps.store, deps.payments, [settled]);
  return settled;
}
