import { API_BASE } from './api-paths.ts';

/**
 * The API paths the dealer's own systems and commands call with the site's dealer key
 * (Authorization: Bearer <key>, site.json dealerApi), relative to API_BASE; no page carries
 * them. A call is placed on the site its Host (else Origin) names or, at the API's own
 * address, on the site whose key it carries.
 */
export const DEALER_API_ROUTES = {
  /** The dealer creates a payment request (spec §2 /online-payment) and gets its link to send the shopper. */
  paymentRequests: '/dealer/payment-requests',
  /** The shoppers' online purchases of the site's cars, finished or left half way (filters and a cursor in the query). */
  purchaseJourneys: '/dealer/purchase-journeys',
} as const;

export type DealerApiRoute = keyof typeof DEALER_API_ROUTES;

/** The path of a dealer API route on an origin that serves the API under API_BASE (a site's own, the local server). */
export function dealerApiHref(route: DealerApiRoute): string {
  return `${API_BASE}${DEALER_API_ROUTES[route]}`;
}
