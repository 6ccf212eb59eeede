import { API_BASE } from './api-paths.ts';

/**
 * The API paths only the spin-to-win page calls, apart from API_ROUTES (which every page that
 * calls the API carries), relative to API_BASE.
 */
export const PROMO_API_ROUTES = {
  /** spec §2 /spin-to-win: GET the campaign open now and the shopper's spin in it; POST a spin (Idempotency-Key). */
  spinToWin: '/spin-to-win',
} as const;

type PromoApiRoute = keyof typeof PROMO_API_ROUTES;

/** The URL the page fetches for a promotion API route. */
export function promoApiHref(route: PromoApiRoute): string {
  return `${API_BASE}${PROMO_API_ROUTES[route]}`;
}
