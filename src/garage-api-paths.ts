import { API_BASE } from './api-paths.ts';

/**
 * The API paths only the garage, the search page's Save button and the alert e-mails' pages
 * call, apart from API_ROUTES: every page that calls the API carries that whole table, so
 * each path here would cost every page a few bytes. Relative to API_BASE, written once like
 * API_ROUTES, and none takes a parameter.
 */
export const GARAGE_API_ROUTES = {
  /** The signed-in shopper's enquiries: the leads sent on this site with their number. */
  myEnquiries: '/account/enquiries',
  /** Download my data: everything held about the signed-in shopper on this site, as a file. */
  myData: '/account/data',
  /** Delete my account. */
  deleteAccount: '/account/delete',
  /** The signed-in shopper's reservations (sites that reserve cars), and cancelling one of them. */
  myReservations: '/account/reservations',
  myReservationCancel: '/account/reservations/cancel',
  /** The signed-in shopper's saved searches; save one, remove one, switch its e-mail alerts. */
  savedSearches: '/saved-searches',
  savedSearchSave: '/saved-searches/save',
  savedSearchRemove: '/saved-searches/remove',
  savedSearchAlerts: '/saved-searches/alerts',
  /** Where alerts go: the shopper's e-mail address, whether it is confirmed, price-drop alerts. */
  alertSettings: '/alerts/settings',
  /** A new alert address: a confirmation link is e-mailed to it. */
  alertEmail: '/alerts/email',
  alertPriceDrops: '/alerts/price-drops',
  /** The confirmation link's token, posted from the confirmation page. */
  alertConfirm: '/alerts/confirm',
  /** One-click unsubscribe (RFC 8058) and the unsubscribe page's button. */
  alertUnsubscribe: '/alerts/unsubscribe',
} as const;

type GarageApiRoute = keyof typeof GARAGE_API_ROUTES;

/** The URL a page fetches for a garage API route. */
export function garageApiHref(route: GarageApiRoute): string {
  return `${API_BASE}${GARAGE_API_ROUTES[route]}`;
}
