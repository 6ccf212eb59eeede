import { API_BASE } from './api-paths.ts';

/**
 * The API paths only the search pages call, apart from API_ROUTES: every page that calls the
 * API carries that whole table, so each path here would cost every page a few bytes. Relative
 * to API_BASE, written once like API_ROUTES.
 */
export const SEARCH_API_ROUTES = {
  /**
   * Which of the cards on screen are reserved now (`?slugs=a,b,c`, at most a page of results):
   * the feed's reserved cars and those a reservation through our checkout holds.
   */
  carStatus: '/cars/status',
} as const;

type SearchApiRoute = keyof typeof SEARCH_API_ROUTES;

/** The URL a search page fetches for a search API route. */
export function searchApiHref(route: SearchApiRoute): string {
  return `${API_BASE}${SEARCH_API_ROUTES[route]}`;
}
