import { loadBlogPosts } from '../../src/catalog/blog.ts';
import { loadOffers } from '../../src/catalog/offers.ts';
import { formatProblem, formatWarning } from '../../src/tenant/issues.ts';
import { loadSite } from '../../src/tenant/load.ts';
import type { Site } from '../../src/tenant/schema/site.ts';

/**
 * Problems stop the tenant's build; warnings (markup its content files hold that the site
 * leaves out) do not, but are printed with it.
 */
export type TenantCheck =
  | { slug: string; ok: true; site: Site; warnings: string[] }
  | { slug: string; ok: false; problems: string[]; warnings: string[] };

/**
 * Validates one tenant's site.json, then its offers.json and blog.json as the build reads
 * them; problems and warnings come formatted for editors (formatProblem, formatWarning).
 */
export function checkTenant(slug: string, tenantsDir?: string): TenantCheck {
  const result = loadSite(slug, tenantsDir);
  if (!result.ok) return { slug, ok: false, problems: result.problems.map(formatProblem), warnings: [] };
  const offers = loadOffers(slug, tenantsDir);
  const posts = loadBlogPosts(result.site, tenantsDir);
  const problems = [...(offers.ok ? [] : offers.problems), ...(posts.ok ? [] : posts.problems)].map(formatProblem);
  const warnings = (offers.ok ? offers.warnings : []).map(formatWarning);
  return problems.length ? { slug, ok: false, problems, warnings } : { slug, ok: true, site: result.site, warnings };
}

export function problemCount(checks: readonly TenantCheck[]): number {
  return checks.reduce((sum, check) => sum + (check.ok ? 0 : check.problems.length), 0);
}
