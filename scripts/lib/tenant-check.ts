import { formatProblem } from '../../src/tenant/issues.ts';
import { loadSite } from '../../src/tenant/load.ts';
import type { Site } from '../../src/tenant/schema/site.ts';

export type TenantCheck = { slug: string; ok: true; site: Site } | { slug: string; ok: false; problems: string[] };

/** Validates one tenant's site.json; problems come formatted for editors (formatProblem). */
export function checkTenant(slug: string, tenantsDir?: string): TenantCheck {
  const result = loadSite(slug, tenantsDir);
  return result.ok
    ? { slug, ok: true, site: result.site }
    : { slug, ok: false, problems: result.problems.map(formatProblem) };
}

export function problemCount(checks: readonly TenantCheck[]): number {
  return checks.reduce((sum, check) => sum + (check.ok ? 0 : check.problems.length), 0);
}
