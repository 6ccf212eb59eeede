import type { Car } from '../../catalog/schema/car.ts';
import { leadClassification } from '../../domain/forms/lead-request.ts';
import { leadReference } from '../../domain/forms/lead-reference.ts';
import { RESERVATION_LEAD_FIELDS } from '../../domain/forms/reservation.ts';
import {
  isReservationOutcome,
  reservationHeldEmail,
  reservationSettledEmail,
} from '../../domain/reservations/reservation-emails.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { carDealer, carTitle } from '../../views/vehicle/car-summary.ts';
import { PURCHASE_SUBCATEGORY } from '../../domain/purchase/purchase-lead.ts';
import type { ReservationJourney } from '../../domain/reservations/checkout.ts';
import { deliveryContext } from '../delivery/lead.ts';
import { carDealership, carPageUrl, writeCarLead, type CarLeadDeps } from '../leads/car-leads.ts';
import { alertSite, shopperMessage } from '../saved-searches/alert-site.ts';
import type { ShopperMailOutbox } from '../saved-searches/shopper-mail.ts';
import type { Queryable } from '../storage/database.ts';
import type { Reservation } from './store.ts';

/** The lead outbox and the shoppers' keyed hash of the reservation lead (CarLeadDeps), and the shoppers' e-mail outbox. */
interface ReservationNoticesOptions extends CarLeadDeps {
  /** The shoppers' e-mail outbox: the confirmation and the settled e-mails. */
  mail: ShopperMailOutbox;
}

/**
 * What happens once a reservation holds its car, and once it no longer waits for the dealer, in
 * the transaction that changes it: the dealer's lead, the shopper's e-mails.
 */
export interface ReservationNotices {
  /**
   * The held reservation's lead and the shopper's confirmation, with the e-mails' signed
   * links; `extraFields` are more of the lead's fields (a purchase's choices: purchaseLeadFields).
   */
  held(
    tx: Queryable,
    reservation: Reservation,
    site: Site,
    car: Car,
    links: { dealer: string; shopper: string },
    extraFields?: Readonly<Record<string, string>>,
  ): Promise<void>;
  /**
   * Queues the shopper's 'reservation-settled' e-mail of a reservation now confirmed,
   * released, cancelled or expired (its `status` says which), in the caller's transaction;
   * nothing for any other status (a declined or failed payment was told on the page). `car`
   * is the feed's car if it still lists it; `links.shopper` is the shopper's cancel link,
   * which the e-mail of a confirmed reservation carries again.
   */
  settled(
    tx: Queryable,
    reservation: Reservation,
    site: Site,
    car: Car | null,
    links?: { shopper: string } | null,
  ): Promise<void>;
}

/** The lead's subcategory: the path the shopper reserved by. */
const JOURNEY_SUBCATEGORY = {
  checkout: 'Reserve online',
  'buy-online': 'Buy online',
  purchase: PURCHASE_SUBCATEGORY,
} as const satisfies Record<ReservationJourney, string>;

/**
 * What a reservation's e-mails and its lead say about it once it is held (spec §9): the
 * dealer's lead of kind 'reservation', stored with the reservation's own id (so its reference
 * is the one the shopper was given) and delivered to every target of the car's dealership,
 * with the deposit, the hold's end and the dealer's link to confirm or release it; and the
 * shopper's confirmation e-mail with the link to cancel. Both are written in the transaction
 * that holds the reservation, so a held reservation never lacks them. Nothing here logs.
 */
export function reservationNotices(options: ReservationNoticesOptions): ReservationNotices {
  const { mail } = options;

  async function held(
    tx: Queryable,
    reservation: Reservation,
    site: Site,
    car: Car,
    links: { dealer: string; shopper: string },
    extraFields: Readonly<Record<string, string>> = {},
  ): Promise<void> {
    const { timeZone } = deliveryContext(site, carDealership(site, car));
    const expiresAt = reservation.expires_at ?? reservation.created_at;
    const reference = leadReference(reservation.id);
    const { category, subcategory } = leadClassification('reservation', {}, JOURNEY_SUBCATEGORY[reservation.journey]);
    const carUrl = carPageUrl(site, car);
    await writeCarLead(tx, options, {
      // the reservation's own id, so the lead's reference is the one the shopper was given
      id: reservation.id,
      kind: 'reservation',
      category,
      subcategory,
      fields: {
        name: reservation.name,
        last_name: reservation.last_name,
        email: reservation.email,
        phone: reservation.phone,
        ...extraFields,
        [RESERVATION_LEAD_FIELDS.deposit]: reservation.amount_cents / 100,
        [RESERVATION_LEAD_FIELDS.reference]: reference,
        [RESERVATION_LEAD_FIELDS.expiresAt]: expiresAt.toISOString(),
        [RESERVATION_LEAD_FIELDS.dealerLink]: links.dealer,
      },
      site,
      car,
      createdAt: reservation.held_at,
    });
    await tx.query('UPDATE reservations SET lead_id = $1 WHERE id = $1', [reservation.id]);

    const email = reservationHeldEmail({
      siteName: site.name,
      name: reservation.name,
      carTitle: carTitle(car),
      reference,
      depositCents: reservation.amount_cents,
      dealer: carDealer(car, site),
      expiresAt,
      timeZone,
      cancelUrl: links.shopper,
      carUrl,
    });
    await mail.enqueue(
      tx,
      { reservation: reservation.id },
      'reservation-held',
      shopperMessage(alertSite(site), reservation.email, email),
    );
  }

  async function settled(
    tx: Queryable,
    reservation: Reservation,
    site: Site,
    car: Car | null,
    links?: { shopper: string } | null,
  ): Promise<void> {
    const outcome = reservation.status;
    if (!isReservationOutcome(outcome)) return;
    const title = car ? carTitle(car) : ((await heldCarTitle(tx, reservation)) ?? reservation.car_slug);
    const email = reservationSettledEmail({
      outcome,
      siteName: site.name,
      name: reservation.name,
      carTitle: title,
      reference: leadReference(reservation.id),
      depositCents: reservation.amount_cents,
      dealer: car ? carDealer(car, site) : { name: site.name, phone: site.contact.phone },
      cancelUrl: outcome === 'confirmed' ? (links?.shopper ?? null) : null,
    });
    await mail.enqueue(
      tx,
      { reservation: reservation.id },
      'reservation-settled',
      shopperMessage(alertSite(site), reservation.email, email),
    );
  }

  return { held, settled };
}

/** The car's title as the reservation's lead recorded it, for a car the feed no longer lists. */
async function heldCarTitle(tx: Queryable, reservation: Reservation): Promise<string | null> {
  const { rows } = await tx.query<{ title: string | null }>(
    `SELECT payload->'context'->>'car_title' AS title FROM leads WHERE id = $1 AND tenant = $2`,
    [reservation.lead_id ?? reservation.id, reservation.tenant],
  );
  return rows[0]?.title || null;
}
