import { type AstroRunner, buildTenant, logTail, type TenantBuild } from './build-tenant.ts';
import { listTenantSlugs } from '../../src/tenant/load.ts';
import { SHARED_SOURCES, tenantsToBuild } from './freshness.ts';
import { DIST_DIR, TENANTS_DIR, WORK_DIR } from './project.ts';
import { checkTenant } from './tenant-check.ts';

export interface BuildAllOptions {
  tenantsDir: string;
  distDir: string;
  workDir: string;
  /** One timestamp for the whole run (BUILD_TIME), so every tenant says the same build time. */
  buildTime?: string;
  runner?: AstroRunner;
  /** Where progress goes; a line without a newline is continued by the next call. */
  write?: (text: string) => void;
}

export type TenantOutcome =
  TenantBuild | { slug: string; ok: false; seconds: 0; reason: 'invalid config'; problems: string[] };

/**
 * Validates then builds each tenant in turn, printing `[2/4] slug ... 812 pages in 9.3 s`.
 * An invalid or failing tenant is reported and skipped; the others still build.
 */
export async function buildTenants(slugs: readonly string[], options: BuildAllOptions): Promise<TenantOutcome[]> {
  const write = options.write ?? ((text: string) => process.stdout.write(text));
  const buildTime = options.buildTime ?? new Date().toISOString();
  const outcomes: TenantOutcome[] = [];
  for (const [index, slug] of slugs.entries()) {
    write(`[${index + 1}/${slugs.length}] ${slug} ... `);
    const check = checkTenant(slug, options.tenantsDir);
    if (!check.ok) {
      write(`invalid config, not built (${check.problems.length} problem${check.problems.length === 1 ? '' : 's'}):\n`);
      for (const problem of check.problems) write(`${problem}\n`);
      outcomes.push({ slug, ok: false, seconds: 0, reason: 'invalid config', problems: check.problems });
      continue;
    }
    const result = await buildTenant(slug, { ...options, buildTime });
    if (result.ok) {
      write(`${result.pages} pages in ${result.seconds.toFixed(1)} s\n`);
    } else {
      write(`FAILED after ${result.seconds.toFixed(1)} s: ${result.reason}\n`);
      const tail = logTail(result.logFile);
      if (tail) write(`--- last lines of ${result.logFile} ---\n${tail}\n--- end of ${result.logFile} ---\n`);
    }
    for (const warning of check.warnings) write(`warning: ${warning}\n`);
    outcomes.push(result);
  }
  return outcomes;
}

export function summarize(outcomes: readonly TenantOutcome[]): string {
  const failed = outcomes.filter((o) => !o.ok).map((o) => o.slug);
  const built = outcomes.length - failed.length;
  return failed.length
    ? `Built ${built} of ${outcomes.length} tenants; failed: ${failed.join(', ')}.`
    : `Built ${built} tenant${built === 1 ? '' : 's'} into dist/.`;
}

/**
 * npm start and npm test: build every tenant whose dist/<slug> is missing or older than its
 * tenant folder or the shared sources, and say so; nothing is printed when all are fresh.
 */
export async function buildStaleTenants(): Promise<TenantOutcome[]> {
  const stale = tenantsToBuild(listTenantSlugs(TENANTS_DIR), {
    tenantsDir: TENANTS_DIR,
    distDir: DIST_DIR,
    sources: SHARED_SOURCES,
  });
  if (stale.length === 0) return [];
  console.log(`Building ${stale.join(', ')} (missing or older than their sources):`);
  const outcomes = await buildTenants(stale, { tenantsDir: TENANTS_DIR, distDir: DIST_DIR, workDir: WORK_DIR });
  console.log(summarize(outcomes));
  return outcomes;
}
