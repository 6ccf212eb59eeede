import type { LeadFormOptions } from '../../domain/forms/lead-request.ts';
import type { ServiceLocation } from '../../domain/forms/service-booking.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { domainHostnames, type ServedTenant } from '../hosts.ts';

/** What the lead API knows of a tenant: its hosts, and what its forms offer. */
export interface LeadTenant extends ServedTenant {
  /** Dealership slugs, in the site's order. */
  dealerships: readonly string[];
  /** Locations with a service department: the service booking's choices. */
  serviceLocations: readonly ServiceLocation[];
}

/** The lead API's view of a validated site.json. */
export function leadTenantFromSite(site: Site): LeadTenant {
  return {
    slug: site.slug,
    name: site.name,
    domains: domainHostnames(site.domain),
    dealerships: site.dealerships.map((d) => d.slug),
    serviceLocations: site.locations
      .filter((l) => l.departments.some((d) => d.type === 'service'))
      .map((l) => ({ slug: l.slug, dealershipSlug: l.dealershipSlug })),
  };
}

/**
 * The options this tenant's forms are built with, so the API validates with the schema its
 * forms use. The site config has no switches yet for a message exemption, the location
 * select or the test drive's terms notice, so the spec's defaults apply (message required,
 * no location select, no terms on test drives).
 */
export function formOptionsFor(tenant: LeadTenant): LeadFormOptions {
  return {
    severalDealerships: tenant.dealerships.length > 1,
    dealershipOptions: tenant.dealerships,
    showLocation: false,
    messageExempt: false,
    testDriveTerms: false,
    serviceLocations: tenant.serviceLocations.map((l) => l.slug),
  };
}
