import { API_BASE } from './api-paths.ts';

/**
 * The API paths only the build calls, apart from API_ROUTES (which every page that calls the
 * API carries): no page fetches them. Relative to API_BASE, written once like API_ROUTES.
 */
export const BUILD_API_ROUTES = {
  /**
   * The cars reservations through the site's own checkout hold now (the feed's reserved cars
   * are not listed: the build reads the feed itself), so the next build shows them 'Reserved'.
   */
  reservedCars: '/cars/reserved',
} as const;

type BuildApiRoute = keyof typeof BUILD_API_ROUTES;

/** The path a build asks the lead API's origin for a build API route. */
export function buildApiHref(route: BuildApiRoute): string {
  return `${API_BASE}${BUILD_API_ROUTES[route]}`;
}
