import { listTenantSlugs, loadSite } from '../tenant/load.ts';
import { domainHostnames, type ServedTenant } from './hosts.ts';

/**
 * The tenants with a valid site.json, as the server routes them. An invalid tenant is left
 * out (the build reports it); its problems are returned for the caller to print.
 */
export function discoverTenants(
  tenantsDir?: string,
  options: { servedLocally?: boolean } = {},
): { tenants: ServedTenant[]; invalid: string[] } {
  const tenants: ServedTenant[] = [];
  const invalid: string[] = [];
  for (const slug of listTenantSlugs(tenantsDir)) {
    const result = loadSite(slug, tenantsDir);
    if (result.ok)
      tenants.push({
        slug,
        name: result.site.name,
        domains: domainHostnames(result.site.domain),
        servedLocally: options.servedLocally === true,
      });
    else invalid.push(slug);
  }
  return { tenants, invalid };
}
