import type { Car } from '../../catalog/schema/car.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { canBuyOnline, canReserve } from '../car/visibility.ts';
import type { LinkRole, ReservationActionName, ReservationStatus } from './reservation-actions.ts';
import { RESERVE_ONLINE } from '../text/vehicle-copy.ts';

/** spec §2: the two paths that reserve a car; buy-online is the same deposit on sites that sell online. */
export const CHECKOUT_JOURNEYS = ['checkout', 'buy-online'] as const;
export type CheckoutJourney = (typeof CHECKOUT_JOURNEYS)[number];

/**
 * What a reservation is made under: one of the checkout pages, or the online purchase's
 * deposit (spec §2 /checkout-journey, its last step), which sells the cars the site sells
 * online whether or not it offers Reserve.
 */
export const RESERVATION_JOURNEYS = [...CHECKOUT_JOURNEYS, 'purchase'] as const;
export type ReservationJourney = (typeof RESERVATION_JOURNEYS)[number];

/** spec §9: the deposit is an authorisation held this long, then released unless the dealer confirms. */
export const RESERVATION_HOLD_HOURS = RESERVE_ONLINE.heldHours;

/**
 * How long the car is kept for a shopper whose bank asked to verify the deposit (3-D Secure):
 * the check takes a minute or two in the bank's own window (a code by SMS, the bank's app), and
 * meanwhile nobody else can reserve the car. Past it the reservation lets the car go.
 */
export const RESERVATION_VERIFY_MINUTES = 15;

/** What the checkout page and the reservation API say, in one place. */
export const RESERVATION_MESSAGES = {
  notFound: 'This car is no longer available to reserve.',
  alreadyReserved: 'Sorry, this car has just been reserved by someone else.',
  paymentUnavailable: 'Payments cannot be taken just now. Your card has not been charged. Please try again shortly.',
  verifying: 'Your bank asks you to verify this payment. The car is kept for you meanwhile.',
  verificationExpired: `The bank’s check was not finished within ${RESERVATION_VERIFY_MINUTES} minutes, so the car is no longer kept for you. Your card has not been charged: please try again.`,
} as const;

/**
 * A bank check (3-D Secure) its shopper left for a new attempt (Stripe.js failed on the page): what
 * a retry of it is told, by the deposit's API and online payment's. Apart from RESERVATION_MESSAGES,
 * which the pages carry: only the API says it.
 */
export const VERIFICATION_REPLACED =
  'This payment was replaced by your newer attempt before your bank’s check was finished. It has not been charged.';

/** How the page shows the card field: the processor's frame (test) or Stripe's Payment Element. */
export type PaymentBrowserConfig =
  | { provider: 'test'; /** The processor's own origin; its frame is `${origin}/frame`. */ origin: string }
  | { provider: 'stripe'; publishableKey: string };

/** GET /api/cars/:slug/checkout.json: what the checkout page shows before the shopper pays. */
export interface CheckoutCarAnswer {
  car: {
    slug: string;
    title: string;
    /** The price as the site shows it ('$32,990'), or null when the car shows none. */
    price: string | null;
    image: { src: string; alt: string } | null;
    location: { name: string; suburb: string; state: string } | null;
    stock_number: string;
  };
  /** The deposit in whole dollars (features.reserve.amount) and its currency. */
  deposit: { amount: number; currency: 'AUD' };
  hold_hours: number;
  accepted_cards: readonly string[];
  payment: PaymentBrowserConfig;
}

/** 201 from POST /api/reservations. */
export interface ReservationAnswer {
  reference: string;
  /** ISO 8601: when the hold ends unless the dealer confirms. */
  expires_at: string;
  /** The same, as the dealer's clock says it (holdEndText): 'Tuesday 1 December 2026, 3:42 pm AEDT'. */
  hold_until: string;
  deposit: { amount: number; currency: 'AUD' };
  car: { slug: string; title: string };
  /** Who will call: the car's location (its name and address), its phone, the site's e-mail. */
  dealer: { name: string; address: string | null; phone: string; email: string };
}

/**
 * 202 from POST /api/reservations: the card's bank asks the shopper to verify the deposit
 * (Stripe's 3-D Secure) before it is held, and the car is kept for them meanwhile.
 */
export interface ReservationVerificationAnswer {
  /** What the page does: has the card field show the bank's check, then sends the same request again. */
  next: 'verify';
  /** Stripe's client secret of the payment: for the card field's Stripe.js (handleNextAction) and nothing else. */
  client_secret: string;
  /** ISO 8601: the car is kept for the shopper until then; a check not finished by then lets it go. */
  verify_by: string;
  message: string;
}

/** What a reservation's e-mailed link shows, to the dealer or to the shopper (GET /api/reservations/link). */
export interface ReservationLinkAnswer extends ReservationAnswer {
  role: LinkRole;
  status: ReservationStatus;
  /** The shopper's details: the dealer's link shows them, the shopper's their own. */
  shopper: { name: string; email: string; phone: string };
  /** What this link may do now. */
  actions: readonly ReservationActionName[];
}

type Features = Pick<Site['features'], 'reserve' | 'onlineBuying'>;

/**
 * spec §2: which path reserves this car. On a site configured for online buying, a car it
 * sells online is reserved under /cars/{slug}/buy-online; every other car that can be reserved
 * under /cars/{slug}/checkout. Null when the car cannot be reserved at all (spec §4 Reserve).
 */
export function reserveJourney(
  car: Pick<Car, 'status' | 'reserved' | 'car_type' | 'make'>,
  features: Features,
): CheckoutJourney | null {
  if (!canReserve(car, features.reserve)) return null;
  return canBuyOnline(car, features.onlineBuying) ? 'buy-online' : 'checkout';
}

/**
 * Whether a car can be reserved under this journey: a checkout path, the one reserveJourney
 * gives it and no other; the purchase's deposit, any car the site sells online.
 */
export function offersJourney(
  journey: ReservationJourney,
  car: Pick<Car, 'status' | 'reserved' | 'car_type' | 'make'>,
  features: Features,
): boolean {
  if (journey === 'purchase') return canBuyOnline(car, features.onlineBuying);
  return reserveJourney(car, features) === journey;
}

/**
 * Whether the site takes deposits by card at all: it reserves cars, or it sells some online
 * (the purchase journey ends with the same deposit). Such a site carries the processor's
 * card field and the reservation e-mails' link page.
 */
export function takesDeposits(features: Features): boolean {
  return features.reserve.enabled || features.onlineBuying.mode !== 'off';
}

/** The deposit in cents, as a processor is asked for it (features.reserve.amount is whole dollars). */
export function depositCents(reserve: Pick<Site['features']['reserve'], 'amount'>): number {
  return Math.round(reserve.amount * 100);
}
