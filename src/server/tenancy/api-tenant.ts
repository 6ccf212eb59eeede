import { moneyQuickPicks } from '../../domain/finance/quick-picks.ts';
import type { LeadFormOptions } from '../../domain/forms/lead-kind.ts';
import type { ServiceLocation } from '../../domain/forms/service-booking.ts';
import { leadFormOptions, serviceLocationsOf } from '../../tenant/form-options.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { domainHostnames, type ServedTenant } from '../hosts.ts';

/** What the API knows of a tenant: its hosts, its dealerships, and what its forms offer. */
export interface ApiTenant extends ServedTenant {
  /** Dealership slugs, in the site's order. */
  dealerships: readonly string[];
  /** The dealerships' ids in the dealer system (site.json `dealerships[].id`), which pages send with a phone reveal. */
  dealershipIds: readonly number[];
  /** Locations with a service department: the service booking's choices. */
  serviceLocations: readonly ServiceLocation[];
  /**
   * The options its site's forms are built with (leadFormOptions). Only a tenant written out
   * by hand, as test fixtures are, leaves them out and gets the spec's defaults.
   */
  formOptions?: LeadFormOptions;
  /** site.json `id`, the website id pages send (phone reveals); a tenant written by hand may leave it out. */
  websiteId?: number;
}

/** The API's view of a validated site.json. */
export function apiTenantFromSite(site: Site, options: { servedLocally?: boolean } = {}): ApiTenant {
  return {
    slug: site.slug,
    name: site.name,
    domains: domainHostnames(site.domain),
    servedLocally: options.servedLocally === true,
    dealerships: site.dealerships.map((d) => d.slug),
    dealershipIds: site.dealerships.map((d) => d.id),
    serviceLocations: serviceLocationsOf(site),
    formOptions: leadFormOptions(site),
    websiteId: site.id,
  };
}

/**
 * The options this tenant's forms are built with, so the API validates with the schema its
 * forms use. Without a site's options: the spec's defaults (message required, no location
 * select, no terms on test drives, the standard quick picks).
 */
export function formOptionsFor(tenant: ApiTenant): LeadFormOptions {
  return (
    tenant.formOptions ?? {
      severalDealerships: tenant.dealerships.length > 1,
      dealershipOptions: tenant.dealerships,
      showLocation: false,
      messageExempt: false,
      testDriveTerms: false,
      serviceLocations: tenant.serviceLocations.map((l) => l.slug),
      quickPicks: moneyQuickPicks('standard'),
    }
  );
}
