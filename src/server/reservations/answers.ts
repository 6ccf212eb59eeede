import type { Car } from '../../catalog/schema/car.ts';
import { shopperCanCancel, type GarageReservation } from '../../domain/reservations/garage-reservations.ts';
import { allowedActions, reservationStatusText, type LinkRole } from '../../domain/reservations/reservation-actions.ts';
import { holdEndText } from '../../domain/reservations/hold-end.ts';
import { timeZoneForState } from '../../domain/hours/state-time-zone.ts';
import { leadReference } from '../../domain/forms/lead-reference.ts';
import { IMAGE_USES, imageCdnUrl } from '../../domain/images/image-cdn.ts';
import { priceDisplay } from '../../domain/price/price-display.ts';
import {
  RESERVATION_HOLD_HOURS,
  RESERVATION_MESSAGES,
  type CheckoutCarAnswer,
  type PaymentBrowserConfig,
  type ReservationAnswer,
  type ReservationLinkAnswer,
  type ReservationVerificationAnswer,
} from '../../domain/reservations/checkout.ts';
import { RESERVE_ONLINE } from '../../domain/text/vehicle-copy.ts';
import { carHref } from '../../site-urls.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { carDealer, carPhoto, carTitle } from '../../views/vehicle/car-summary.ts';
import type { Reservation, ShopperReservation } from './store.ts';

/** The checkout page's photo: as wide as the page's summary column at 2x on a phone. */
const CHECKOUT_PHOTO_WIDTH = 480;

/** GET /reservations/car/:slug: the car, the deposit and how the card is taken. */
export function checkoutAnswer(car: Car, site: Site, payment: PaymentBrowserConfig): CheckoutCarAnswer {
  const price = priceDisplay(car, { subscriptions: site.features.subscriptions, noPriceText: site.noPriceText });
  const photo = carPhoto(car);
  const dealer = carDealer(car, site);
  const title = carTitle(car);
  return {
    car: {
      slug: car.slug,
      title,
      price: price.kind === 'price' ? price.text : null,
      image: photo
        ? { src: imageCdnUrl(site.images.cdn, photo, CHECKOUT_PHOTO_WIDTH, IMAGE_USES.card.quality), alt: title }
        : null,
      location: car.location
        ? { name: dealer.name, suburb: car.location.address.city ?? car.city ?? '', state: car.state ?? '' }
        : null,
      stock_number: car.stocknum ?? '',
    },
    deposit: { amount: site.features.reserve.amount, currency: 'AUD' },
    hold_hours: RESERVATION_HOLD_HOURS,
    accepted_cards: RESERVE_ONLINE.cards,
    payment,
  };
}

/** What the shopper is told once the deposit is held, and again on a retry of the same request. */
export function reservationAnswer(reservation: Reservation, site: Site, car: Car | null): ReservationAnswer {
  const dealer = car ? carDealer(car, site) : { name: site.name, address: null, phone: site.contact.phone };
  const expires = reservation.expires_at ?? reservation.created_at;
  const state = car?.state ?? site.locations[0]?.address.state ?? 'NSW';
  return {
    reference: leadReference(reservation.id),
    expires_at: expires.toISOString(),
    hold_until: holdEndText(expires, timeZoneForState(state)),
    deposit: { amount: reservation.amount_cents / 100, currency: 'AUD' },
    car: { slug: reservation.car_slug, title: car ? carTitle(car) : reservation.car_slug },
    dealer: { ...dealer, email: site.contact.email },
  };
}

/** What the page is told while the card's bank waits for the shopper: the check to show, and until when the car is kept. */
export function verificationAnswer(reservation: Reservation, clientSecret: string): ReservationVerificationAnswer {
  return {
    next: 'verify',
    client_secret: clientSecret,
    verify_by: (reservation.expires_at ?? reservation.created_at).toISOString(),
    message: RESERVATION_MESSAGES.verifying,
  };
}

/** The reservation a link stands for, as its page shows it. */
export function reservationView(
  reservation: Reservation,
  role: LinkRole,
  site: Site,
  car: Car | null,
): ReservationLinkAnswer {
  return {
    ...reservationAnswer(reservation, site, car),
    role,
    status: reservation.status,
    shopper: {
      name: [reservation.name, reservation.last_name].filter(Boolean).join(' '),
      email: reservation.email,
      phone: reservation.phone,
    },
    actions: allowedActions(reservation.status, role),
  };
}

/**
 * A reservation as its shopper's garage lists it: the car (named as the feed has it, else as
 * its lead recorded it; linked while listed), the deposit, what the reservation page says of
 * its status, when the hold ends, and whether the shopper may cancel it now.
 */
export function garageReservation(reservation: ShopperReservation, site: Site, car: Car | null): GarageReservation {
  const answer = reservationAnswer(reservation, site, car);
  const held = reservation.expires_at !== null;
  return {
    id: reservation.id,
    reference: answer.reference,
    car: {
      slug: reservation.car_slug,
      title: car ? carTitle(car) : (reservation.lead_car_title ?? reservation.car_slug),
      href: car ? carHref(car.slug) : null,
    },
    deposit: answer.deposit,
    status: reservation.status,
    status_text: reservationStatusText(reservation.status, answer.hold_until),
    expires_at: held ? answer.expires_at : null,
    hold_until: held ? answer.hold_until : null,
    reserved_at: new Date(reservation.created_at).toISOString(),
    cancellable: shopperCanCancel(reservation.status),
  };
}
