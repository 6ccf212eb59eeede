import { describe, expect, it } from 'vitest';
import { moneyQuickPicks } from '../../../../src/domain/finance/quick-picks.ts';
import { apiTenantFromSite, formOptionsFor, type ApiTenant } from '../../../../src/server/tenancy/api-tenant.ts';
import { validSites } from '../../../../src/server/tenancy/discover.ts';
import { leadFormOptions } from '../../../../src/tenant/form-options.ts';
import { listTenantSlugs, loadSite } from '../../../../src/tenant/load.ts';

describe('the lead API’s tenants, from tenants/*/site.json', () => {
  // as the API's start (scripts/lib/lead-api.ts) makes them
  const tenants = validSites('tenants').map((site) => apiTenantFromSite(site, { servedLocally: true }));
  const siteOf = (slug: string) => {
    const result = loadSite(slug, 'tenants');
    if (!result.ok) throw new Error(`${slug} is invalid`);
    return result.site;
  };

  it('every demo tenant takes leads, with its hosts, dealerships and service locations', () => {
    expect(tenants.map((t) => t.slug)).toEqual(listTenantSlugs('tenants'));
    for (const tenant of tenants) {
      const site = siteOf(tenant.slug);
      expect(tenant.dealerships).toEqual(site.dealerships.map((d) => d.slug));
      expect(tenant.dealershipIds).toEqual(site.dealerships.map((d) => d.id));
      expect(tenant.domains).toContain(new URL(site.domain).hostname);
      for (const location of tenant.serviceLocations) {
        expect(tenant.dealerships).toContain(location.dealershipSlug);
        const found = site.locations.find((l) => l.slug === location.slug);
        expect(found?.departments.some((d) => d.type === 'service')).toBe(true);
      }
    }
  });

  it('validates with the options its site’s forms are built with', () => {
    for (const tenant of tenants) {
      const options = formOptionsFor(tenant);
      expect(options, tenant.slug).toEqual(leadFormOptions(siteOf(tenant.slug)));
      expect(options.severalDealerships).toBe(tenant.dealerships.length > 1);
      expect(options.dealershipOptions).toEqual(tenant.dealerships);
      expect(options.serviceLocations).toEqual(tenant.serviceLocations.map((l) => l.slug));
    }
  });

  it('follows each site’s switches: message exemption, location select, test drive terms', () => {
    const bySlug = Object.fromEntries(tenants.map((t) => [t.slug, formOptionsFor(t)]));
    expect(bySlug['drivewise-online']).toMatchObject({ messageExempt: true, showLocation: false });
    expect(bySlug['southern-cross-motors']).toMatchObject({ messageExempt: false, showLocation: true });
    expect(bySlug['harbourside-toyota']).toMatchObject({ testDriveTerms: true, showLocation: false });
    expect(bySlug['outback-rv']).toMatchObject({ testDriveTerms: false, messageExempt: false });
  });

  it('a tenant written out by hand, without its site’s options, gets the spec’s defaults', () => {
    const tenant: ApiTenant = {
      slug: 'a-group',
      name: 'A Group',
      domains: ['www.agroup.com.au'],
      dealerships: ['a-north', 'a-south'],
      dealershipIds: [1, 2],
      serviceLocations: [{ slug: 'a-north-service', dealershipSlug: 'a-north' }],
    };
    expect(formOptionsFor(tenant)).toEqual({
      severalDealerships: true,
      dealershipOptions: ['a-north', 'a-south'],
      showLocation: false,
      messageExempt: false,
      testDriveTerms: false,
      serviceLocations: ['a-north-service'],
      quickPicks: moneyQuickPicks('standard'),
    });
  });
});
