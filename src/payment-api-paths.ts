import { API_BASE } from './api-paths.ts';

/**
 * The API paths the online payment page calls (spec §2 /online-payment), apart from API_ROUTES
 * (which every page that calls the API carries), relative to API_BASE. The dealer's, which
 * creates a payment request, is DEALER_API_ROUTES.paymentRequests.
 */
export const PAYMENT_API_ROUTES = {
  /** The payment request a link's token stands for (the token in the query), as the page shows it. */
  paymentRequest: '/payment-requests',
  /** The shopper pays a payment request: its token, the card's token, the receipt's e-mail (Idempotency-Key). */
  paymentRequestPay: '/payment-requests/pay',
} as const;

type PaymentApiRoute = keyof typeof PAYMENT_API_ROUTES;

/** The URL the payment page fetches for an online payment route. */
export function paymentApiHref(route: PaymentApiRoute): string {
  return `${API_BASE}${PAYMENT_API_ROUTES[route]}`;
}
