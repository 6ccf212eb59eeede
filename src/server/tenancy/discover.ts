import { listTenantSlugs, loadSite } from '../../tenant/load.ts';
import type { Site } from '../../tenant/schema/site.ts';

/** The tenants with a valid site.json (an invalid one takes no leads and gets no deliveries). */
export function validSites(tenantsDir?: string): Site[] {
  const sites: Site[] = [];
  for (const slug of listTenantSlugs(tenantsDir)) {
    const result = loadSite(slug, tenantsDir);
    if (result.ok) sites.push(result.site);
  }
  return sites;
}
