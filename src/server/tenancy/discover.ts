import { listTenantSlugs, loadSite } from '../../tenant/load.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { apiTenantFromSite, type ApiTenant } from './api-tenant.ts';

/** The tenants with a valid site.json (an invalid one takes no leads and gets no deliveries). */
export function validSites(tenantsDir?: string): Site[] {
  const sites: Site[] = [];
  for (const slug of listTenantSlugs(tenantsDir)) {
    const result = loadSite(slug, tenantsDir);
    if (result.ok) sites.push(result.site);
  }
  return sites;
}

/** The tenants as the API serves them. */
export function discoverApiTenants(tenantsDir?: string): ApiTenant[] {
  return validSites(tenantsDir).map(apiTenantFromSite);
}
