import { listTenantSlugs, loadSite } from '../../tenant/load.ts';
import { leadTenantFromSite, type LeadTenant } from './tenants.ts';

/** The tenants with a valid site.json, as the lead API serves them (an invalid one takes no leads). */
export function discoverLeadTenants(tenantsDir?: string): LeadTenant[] {
  const tenants: LeadTenant[] = [];
  for (const slug of listTenantSlugs(tenantsDir)) {
    const result = loadSite(slug, tenantsDir);
    if (result.ok) tenants.push(leadTenantFromSite(result.site));
  }
  return tenants;
}
