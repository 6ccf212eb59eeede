import type { Car } from '../../catalog/schema/car.ts';
import { RESERVATION_HOLD_HOURS } from '../../domain/reservations/checkout.ts';
import type { Site } from '../../tenant/schema/site.ts';
import type { Clock } from '../clock.ts';
import type { PurchaseDeposit } from '../purchase/deposit.ts';
import type { PurchaseJourneyStore } from '../purchase/store.ts';
import { logEvent } from '../route-log.ts';
import type { ReservationLinks } from './links.ts';
import type { ReservationNotices } from './notices.ts';
import type { Reservation, ReservationStore } from './store.ts';

/** What holding a deposit needs: the reservations, the purchase journeys, the e-mails' links and notices, the clock. */
export interface HoldDeps {
  store: ReservationStore;
  journeys: PurchaseJourneyStore;
  links: ReservationLinks;
  notices?: ReservationNotices | undefined;
  clock: Clock;
}

/**
 * The deposit is authorised, at once or after the bank's check: the reservation holds the car
 * for RESERVATION_HOLD_HOURS from now, and in the same transaction a purchase's journey is
 * linked to it and the dealer's lead and the shopper's e-mail are queued with their signed
 * links, so a held reservation never lacks them. Null when it was no longer authorising or
 * verifying (another request, the webhook or the expiry got there first): nothing was written.
 */
export async function holdDeposit(
  deps: HoldDeps,
  reservation: Reservation,
  paymentId: string,
  site: Site,
  car: Car,
  purchase: PurchaseDeposit | null,
): Promise<Reservation | null> {
  const now = deps.clock.now();
  const expires = new Date(now.getTime() + RESERVATION_HOLD_HOURS * 3600_000);
  const held = await deps.store.hold(reservation.id, paymentId, now, expires, async (tx, row) => {
    // the purchase is done with its deposit held: both land together, with the lead of the whole purchase
    if (purchase) await deps.journeys.linkReservation(tx, purchase.key, row.id);
    await deps.notices?.held(tx, row, site, car, await deps.links.urls(site, row, now), purchase?.leadFields);
  });
  if (held) logEvent('reservations.held', site.slug, { reservation: held.id, car: car.slug });
  return held;
}
