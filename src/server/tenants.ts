import { listTenantSlugs, loadSite } from '../tenant/load.ts';
import type { Site } from '../tenant/schema/site.ts';
import { domainHostnames, type ServedTenant } from './hosts.ts';

/** A valid tenant as the server routes it. */
export function servedTenant(site: Site, options: { servedLocally?: boolean } = {}): ServedTenant {
  return {
    slug: site.slug,
    name: site.name,
    domains: domainHostnames(site.domain),
    servedLocally: options.servedLocally === true,
  };
}

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
    if (result.ok) tenants.push(servedTenant(result.site, options));
    else invalid.push(slug);
  }
  return { tenants, invalid };
}
