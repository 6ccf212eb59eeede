import { formatProblem } from '../../src/tenant/issues.ts';
import { loadSite } from '../../src/tenant/load.ts';
import { validSites } from '../../src/server/tenancy/discover.ts';
import type { Site } from '../../src/tenant/schema/site.ts';
import { apiTenantFromSite, type ApiTenant } from '../../src/server/tenancy/api-tenant.ts';

let sites: Site[] | undefined;

/** The demo tenants' resolved configs (loaded once). */
export function demoSites(): Site[] {
  sites ??= validSites();
  return sites;
}

/** One demo tenant's resolved config; its problems, if it has any, fail the test. */
export function demoSite(slug: string): Site {
  const result = loadSite(slug);
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
  return result.site;
}

/** The demo tenants as the development servers serve them: at <slug>.localhost too. */
export function demoApiTenants(): ApiTenant[] {
  return demoSites().map((site) => apiTenantFromSite(site, { servedLocally: true }));
}
