import type { Car } from '../../catalog/schema/car.ts';
import { normalisedPhone } from '../../domain/contact/phone-lead-limit.ts';
import { leadClassification } from '../../domain/forms/lead-request.ts';
import { leadReference } from '../../domain/forms/lead-reference.ts';
import { RESERVATION_LEAD_FIELDS } from '../../domain/forms/reservation.ts';
import {
  isReservationOutcome,
  reservationHeldEmail,
  reservationSettledEmail,
} from '../../domain/reservations/reservation-emails.ts';
import { carHref } from '../../site-urls.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { carDealer, carTitle } from '../../views/vehicle/car-summary.ts';
import { deliveryContext } from '../delivery/lead.ts';
import type { LeadOutbox } from '../outbox/queue.ts';
import type { KeyedHash } from '../privacy/keyed-hash.ts';
import { alertSite, shopperMessage } from '../saved-searches/alert-site.ts';
import type { ShopperMailOutbox } from '../saved-searches/shopper-mail.ts';
import type { Queryable } from '../storage/database.ts';
import type { Reservation } from './store.ts';

interface ReservationNoticesOptions {
  /** The lead outbox: the reservation lead's delivery jobs (ADF e-mail, webhook), as LeadStore adds a lead's. */
  outbox: LeadOutbox;
  /** The shoppers' e-mail outbox: the confirmation and the settled e-mails. */
  mail: ShopperMailOutbox;
  /**
   * The shoppers' keyed hash: the lead keeps the hash of the shopper's phone number as every
   * lead does, so the garage lists it, My data exports it and deleting the account
   * de-identifies it.
   */
  hash: KeyedHash;
}

/**
 * What happens once a reservation holds its car, and once it no longer waits for the dealer, in
 * the transaction that changes it: the dealer's lead, the shopper's e-mails.
 */
export interface ReservationNotices {
  /** The held reservation's lead and the shopper's confirmation, with the e-mails' signed links. */
  held(
    tx: Queryable,
    reservation: Reservation,
    site: Site,
    car: Car,
    links: { dealer: string; shopper: string },
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
const JOURNEY_SUBCATEGORY = { checkout: 'Reserve online', 'buy-online': 'Buy online' } as const;

/** The dealership whose lead it is: the car's, when it is one of the site's (else the delivery takes the first). */
function carDealership(site: Site, car: Car): string | null {
  return site.dealerships.some((d) => d.slug === car.dealership_slug) ? car.dealership_slug : null;
}

/** leads.car_id holds 100 characters: the slug the site's forms send, else the feed's id (the outbox finds either). */
const leadCarId = (car: Car) => (car.slug.length <= 100 ? car.slug : String(car.id));

/**
 * What a reservation's e-mails and its lead say about it once it is held (spec §9): the
 * dealer's lead of kind 'reservation', stored with the reservation's own id (so its reference
 * is the one the shopper was given) and delivered to every target of the car's dealership,
 * with the deposit, the hold's end and the dealer's link to confirm or release it; and the
 * shopper's confirmation e-mail with the link to cancel. Both are written in the transaction
 * that holds the reservation, so a held reservation never lacks them. Nothing here logs.
 */
export function reservationNotices(options: ReservationNoticesOptions): ReservationNotices {
  const { outbox, mail, hash } = options;

  async function held(
    tx: Queryable,
    reservation: Reservation,
    site: Site,
    car: Car,
    links: { dealer: string; shopper: string },
  ): Promise<void> {
    const dealershipSlug = carDealership(site, car);
    const { timeZone } = deliveryContext(site, dealershipSlug);
    const expiresAt = reservation.expires_at ?? reservation.created_at;
    const reference = leadReference(reservation.id);
    const { category, subcategory } = leadClassification('reservation', {}, JOURNEY_SUBCATEGORY[reservation.journey]);
    const carUrl = new URL(carHref(car.slug), site.domain).href;
    const payload = {
      fields: {
        name: reservation.name,
        last_name: reservation.last_name,
        email: reservation.email,
        phone: reservation.phone,
        [RESERVATION_LEAD_FIELDS.deposit]: reservation.amount_cents / 100,
        [RESERVATION_LEAD_FIELDS.reference]: reference,
        [RESERVATION_LEAD_FIELDS.expiresAt]: expiresAt.toISOString(),
        [RESERVATION_LEAD_FIELDS.dealerLink]: links.dealer,
      },
      context: {
        car_type: car.car_type,
        ...(car.stocknum ? { stock_number: car.stocknum } : {}),
        ...(car.vin ? { vin: car.vin } : {}),
        'Vehicle Make': car.make,
        'Vehicle Model': car.model,
        car_title: carTitle(car),
        url: carUrl,
      },
    };
    const phone = normalisedPhone(reservation.phone);
    await tx.query(
      `INSERT INTO leads (id, tenant, kind, category, subcategory, payload, dealership_slug, car_id, phone_hash, created_at)
       VALUES ($1, $2, 'reservation', $3, $4, $5, $6, $7, $8, COALESCE($9::timestamptz, now()))`,
      [
        reservation.id,
        reservation.tenant,
        category,
        subcategory,
        JSON.stringify(payload),
        dealershipSlug,
        leadCarId(car),
        phone ? await hash.of('phone', phone) : null,
        reservation.held_at,
      ],
    );
    await tx.query('UPDATE reservations SET lead_id = $1 WHERE id = $1', [reservation.id]);
    await outbox.enqueue(tx, [{ id: reservation.id, tenant: reservation.tenant, dealershipSlug }]);

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
