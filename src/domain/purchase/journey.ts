import type { AustralianState } from '../../tenant/schema/fields.ts';
import type { CheckoutCarAnswer, ReservationAnswer } from '../reservations/checkout.ts';

/**
 * spec §2 /checkout-journey?car_id={slug}, the online purchase (issue 28): five steps a
 * signed-in shopper goes through in order, kept on the server per shopper and car, so the
 * journey goes on after a reload or on another device and the dealer sees journeys left
 * half way. The step names are the API's (POST /purchase/:slug/steps/:step) and the page's.
 */
export const PURCHASE_STEPS = ['drive-away', 'trade-in', 'finance', 'delivery', 'deposit'] as const;
export type PurchaseStep = (typeof PURCHASE_STEPS)[number];

/** The steps the shopper answers by a form; the deposit is paid through POST /reservations. */
export type AnsweredStep = Exclude<PurchaseStep, 'deposit'>;

/** What the page's step list and headings say. */
export const PURCHASE_STEP_TITLES: Record<PurchaseStep, string> = {
  'drive-away': 'Drive-away price',
  'trade-in': 'Trade-in',
  finance: 'Finance or cash',
  delivery: 'Delivery or pick-up',
  deposit: 'Deposit',
};

/** spec §8 and the journey's own refusals, in one place for the page and the API. */
export const PURCHASE_MESSAGES = {
  notFound: 'This car cannot be bought online.',
  signIn: 'Please sign in to buy this car online.',
  stepOrder: 'Please finish the steps before this one first.',
  tooFar: 'We do not deliver that far. Please choose pick-up.',
  noDelivery: 'This dealer does not deliver. Please choose pick-up.',
  paid: 'Your deposit on this car is paid: the dealer will call you to finish the purchase.',
  unavailable: 'Your purchase cannot be saved just now. Please try again shortly.',
} as const;

/** spec §9 finance terms a shopper may ask for, in months. */
export const FINANCE_TERMS_MONTHS = [12, 24, 36, 48, 60, 72, 84] as const;

/** One part of the drive-away estimate as the API answers it (AUD, to the cent). */
export interface DriveAwayPartAnswer {
  key: 'price' | 'stampDuty' | 'registration' | 'ctp' | 'dealerDelivery';
  label: string;
  amount: number;
  note: string | null;
}

/** Step 1's answer: the estimate for the buyer's state (null: the car shows no price). */
export interface DriveAwayAnswer {
  state: AustralianState;
  parts: DriveAwayPartAnswer[];
  total: number;
  /** The day the table's figures were checked against their sources (YYYY-MM-DD). */
  as_of: string;
}

/** What the shopper chose at each step, as stored; null where they have not answered yet. */
export interface PurchaseChoices {
  /** Step 1: the buyer's details (the leads' contact) and state. */
  details: { name: string; last_name: string; email: string; phone: string } | null;
  drive_away: DriveAwayAnswer | null;
  /** Step 2: no trade-in, or the shopper's car and the reference of the trade-in lead it sent. */
  trade_in:
    | { trade_in: false }
    | { trade_in: true; rego: string; regoState: AustralianState; kms: number; reference: string }
    | null;
  /** Step 3: cash, or finance of `amount` dollars over `term_months` and the finance lead's reference. */
  finance: { payment: 'cash' } | { payment: 'finance'; amount: number; term_months: number; reference: string } | null;
  /** Step 4: pick-up at the car's location, or delivery to a postcode with its fee (whole AUD). */
  delivery:
    | { method: 'pickup' }
    | { method: 'delivery'; postcode: string; locality: string | null; distance_km: number; fee: number }
    | null;
}

/**
 * GET /purchase/:slug (signed in): the car and what the deposit step needs, as the checkout
 * page's answer has them, then the shopper's journey for this car: the first step not answered
 * yet and the choices so far (a new journey has none), and what the delivery step offers.
 */
export interface PurchaseJourneyAnswer extends CheckoutCarAnswer {
  /** The car's price in AUD (the estimate is worked out from it), 0 when it shows none. */
  price: number;
  step: PurchaseStep;
  choices: PurchaseChoices;
  /** Where a picked-up car is collected: the car's location, as the page shows it. */
  pickup: { name: string; address: string | null };
  /** Whether the dealer delivers at all (the site's purchase.homeDelivery is set). */
  delivers: boolean;
  /** The reservation the deposit made, once paid: the journey is then done. */
  reservation: ReservationAnswer | null;
}
