import type { Site } from '../../../src/tenant/schema/site.ts';
import { gateTenants } from '../../gates/lib/built-sites.ts';
import { samplePagesByType } from '../../gates/lib/routes.ts';

export interface PageVisit {
  slug: string;
  site: Site;
  type: string;
  path: string;
  status: number;
}

/**
 * The pages the page checks visit: every page type once across the built tenants, each on the
 * tenant that has had the fewest so far (so every tenant's theme and switches are seen), plus
 * the page types whose content each tenant's switches change most, on every tenant.
 */
export function pageVisits(everyTenant: readonly string[]): { visits: PageVisit[]; skipped: string[] } {
  const tenants = gateTenants();
  const built = tenants.flatMap((t) => (t.built ? [t] : []));
  const skipped = tenants.flatMap((t) => (t.built ? [] : [t.reason]));
  const samples = built.map((tenant) => ({ tenant, pages: samplePagesByType(tenant.root) }));
  const load = new Map(built.map((t) => [t.slug, 0]));
  const types = [...new Set(samples.flatMap((s) => s.pages.map((p) => p.type)))].sort();
  const visits: PageVisit[] = [];
  for (const type of types) {
    const holders = samples.filter((s) => s.pages.some((p) => p.type === type));
    const chosen = everyTenant.includes(type)
      ? holders
      : [holders.reduce((a, b) => ((load.get(b.tenant.slug) ?? 0) < (load.get(a.tenant.slug) ?? 0) ? b : a))];
    for (const { tenant, pages } of chosen) {
      load.set(tenant.slug, (load.get(tenant.slug) ?? 0) + 1);
      const path = pages.find((p) => p.type === type)!.path;
      visits.push({ slug: tenant.slug, site: tenant.site, type, path, status: type === '/404' ? 404 : 200 });
    }
  }
  return { visits, skipped };
}
