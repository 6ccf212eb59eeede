import { serviceLocationsOf } from '../../tenant/form-options.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { isExternal, LEAD_PAGES, routeHref } from '../../site-urls.ts';

/**
 * Where a site takes service bookings (spec §2 "/service, /genuine-service | Service
 * booking. Toyota-style sites link to the dealer's external booking page when a base
 * domain is configured, otherwise /genuine-service"):
 * - external: the dealer's own booking page (baseDomain); this site's pages send shoppers there;
 * - form: the booking form, on /service and on the page the site's booking link names
 *   (routes.serviceBooking, e.g. /genuine-service);
 * - none: no visible location has a service department, so there is nothing to book.
 */
export type ServiceBooking =
  { kind: 'external'; href: string } | { kind: 'form'; pages: readonly string[] } | { kind: 'none' };

export function serviceBookingOf(site: Site): ServiceBooking {
  const href = routeHref(site, 'serviceBooking');
  if (isExternal(href)) return { kind: 'external', href };
  if (serviceLocationsOf(site).length === 0) return { kind: 'none' };
  return { kind: 'form', pages: href === LEAD_PAGES.service ? [href] : [LEAD_PAGES.service, href] };
}

/** The booking form is on this page of the site (a path such as '/service'). */
export function hasServiceBookingForm(site: Site, page: string): boolean {
  const booking = serviceBookingOf(site);
  return booking.kind === 'form' && booking.pages.includes(page);
}
