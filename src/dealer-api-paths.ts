/**
 * The API paths the dealer's own systems and commands call with the site's dealer key
 * (Authorization: Bearer <key>, site.json dealerApi), relative to API_BASE (src/api-paths.ts); no page carries
 * them. (Creating a payment request, the dealer's too, is PAYMENT_API_ROUTES.dealerPaymentRequests.)
 */
export const DEALER_API_ROUTES = {
  /** The shoppers' online purchases of the site's cars, finished or left half way (filters and a cursor in the query). */
  purchaseJourneys: '/dealer/purchase-journeys',
} as const;
