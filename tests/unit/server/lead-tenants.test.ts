import { describe, expect, it } from 'vitest';
import { discoverLeadTenants } from '../../../src/server/leads/discover.ts';
import { formOptionsFor } from '../../../src/server/leads/tenants.ts';
import { listTenantSlugs, loadSite } from '../../../src/tenant/load.ts';

describe('the lead API’s tenants, from tenants/*/site.json', () => {
  const tenants = discoverLeadTenants('tenants');

  it('every demo tenant takes leads, with its hosts, dealerships and service locations', () => {
    expect(tenants.map((t) => t.slug)).toEqual(listTenantSlugs('tenants'));
    for (const tenant of tenants) {
      const result = loadSite(tenant.slug, 'tenants');
      if (!result.ok) throw new Error(`${tenant.slug} is invalid`);
      const site = result.site;
      expect(tenant.dealerships).toEqual(site.dealerships.map((d) => d.slug));
      expect(tenant.domains).toContain(new URL(site.domain).hostname);
      for (const location of tenant.serviceLocations) {
        expect(tenant.dealerships).toContain(location.dealershipSlug);
        const found = site.locations.find((l) => l.slug === location.slug);
        expect(found?.departments.some((d) => d.type === 'service')).toBe(true);
      }
    }
  });

  it('the forms’ options follow the config: the dealership select only in groups', () => {
    for (const tenant of tenants) {
      const options = formOptionsFor(tenant);
      expect(options.severalDealerships).toBe(tenant.dealerships.length > 1);
      expect(options.dealershipOptions).toEqual(tenant.dealerships);
      expect(options.serviceLocations).toEqual(tenant.serviceLocations.map((l) => l.slug));
    }
  });
});
