import { moneyQuickPicks } from '../domain/finance/quick-picks.ts';
import type { LeadFormOptions } from '../domain/forms/lead-kind.ts';
import type { ServiceLocation } from '../domain/forms/service-booking.ts';
import { sortLocationsByName } from '../domain/locations/locations-carousel.ts';
import type { Location } from './schema/locations.ts';
import type { Site } from './schema/site.ts';

/**
 * The locations a shopper can choose in a form: the visible ones, by name, as the site's
 * location lists show them. A hidden location takes no leads, so the API refuses it too.
 */
function choosableLocations(site: Site): Location[] {
  return sortLocationsByName(site.locations.filter((location) => location.visible !== false));
}

/** The locations a service booking can be made at, with the dealership each belongs to. */
export function serviceLocationsOf(site: Site): ServiceLocation[] {
  return choosableLocations(site)
    .filter((location) => location.departments.some((department) => department.type === 'service'))
    .map((location) => ({ slug: location.slug, dealershipSlug: location.dealershipSlug }));
}

/**
 * What a site's lead forms look like (spec §5), from its config: the page builds its forms
 * with these options and the lead API validates with the same ones. Select options are
 * slugs; a form shows the matching dealership or location name.
 */
export function leadFormOptions(site: Site): LeadFormOptions {
  const dealerships = site.dealerships.map((dealership) => dealership.slug);
  return {
    severalDealerships: dealerships.length > 1,
    dealershipOptions: dealerships,
    showLocation: site.forms.enquiry.locationSelect,
    locationOptions: choosableLocations(site).map((location) => location.slug),
    messageExempt: site.forms.enquiry.messageOptional,
    serviceLocations: serviceLocationsOf(site).map((location) => location.slug),
    testDriveTerms: site.forms.testDrive.termsNotice,
    quickPicks: moneyQuickPicks(site.forms.moneyQuickPicks),
  };
}
