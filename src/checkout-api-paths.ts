import { API_BASE } from './api-paths.ts';

/**
 * The API paths only the checkout page and the reservation link page call, apart from
 * API_ROUTES (which every page that calls the API carries), relative to API_BASE.
 */
export const CHECKOUT_API_ROUTES = {
  /** What the checkout page shows of a car before the shopper pays: the car, the deposit, the card field's processor. */
  checkoutCar: '/reservations/car/:slug',
  /** A reservation: the car, the shopper's details and the card's token (Idempotency-Key). */
  reservations: '/reservations',
  /** The reservation an e-mailed link stands for (its token in the query), for the link's page. */
  reservationLink: '/reservations/link',
  /** The dealer takes the deposit (captures it). */
  reservationConfirm: '/reservations/confirm',
  /** The dealer lets the car go: the deposit is released or refunded. */
  reservationRelease: '/reservations/release',
  /** The shopper cancels: the deposit is released or refunded. */
  reservationCancel: '/reservations/cancel',
  /** The signed-in shopper's online purchase of a car (spec §2 /checkout-journey): the car and the journey so far. */
  purchase: '/purchase/:slug',
  /** One step of the online purchase answered (PURCHASE_STEPS but the deposit, which is a reservation). */
  purchaseStep: '/purchase/:slug/steps/:step',
  /** The payment processor's webhook (Stripe): a payment changed on its side. */
  paymentWebhook: '/payments/webhook',
} as const;

type CheckoutApiRoute = keyof typeof CHECKOUT_API_ROUTES;

/** The URL a page fetches for a checkout API route; the car's slug filled in and encoded. */
export function checkoutApiHref(route: CheckoutApiRoute, slug = '', step = ''): string {
  return `${API_BASE}${CHECKOUT_API_ROUTES[route].replace(':slug', encodeURIComponent(slug)).replace(':step', step)}`;
}
