import { API_BASE } from './api-paths.ts';

/**
 * The API paths of online payment (spec §2 /online-payment), apart from API_ROUTES (which every
 * page that calls the API carries), relative to API_BASE: the dealer's, which creates a payment
 * request, and the two the payment page calls.
 */
export const PAYMENT_API_ROUTES = {
  /** The dealer creates a payment request (Authorization: Bearer <the dealer's key>) and gets its link. */
  dealerPaymentRequests: '/dealer/payment-requests',
  /** The payment request a link's token stands for (the token in the query), as the page shows it. */
  paymentRequest: '/payment-requests',
  /** The shopper pays a payment request: its token, the card's token, the receipt's e-mail (Idempotency-Key). */
  paymentRequestPay: '/payment-requests/pay',
} as const;

type PaymentApiRoute = keyof typeof PAYMENT_API_ROUTES;

/** The URL a page (or the dealer's command, after the API's origin) fetches for an online payment route. */
export function paymentApiHref(route: PaymentApiRoute): string {
  return `${API_BASE}${PAYMENT_API_ROUTES[route]}`;
}
