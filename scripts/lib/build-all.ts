import { join, resolve, sep } from 'node:path';
import pLimit from 'p-limit';
import { readBuildRecord } from '../../src/build/cdn-files.ts';
import { listTenantSlugs } from '../../src/tenant/load.ts';
import { parseJobs } from './build-jobs.ts';
import { type AstroRunner, buildTenant, logTail, type TenantBuild } from './build-tenant.ts';
import { SHARED_SOURCES, sourcesDigest, tenantFingerprint } from './fingerprint.ts';
import { DIST_DIR, PROJECT_ROOT, TENANTS_DIR, WORK_DIR } from './project.ts';
import {
  type ReservedCarsLookup,
  reservedCarsLookup,
  reservedCarsSource,
  reservedSlugsOf,
  unknownReservedCarsLine,
} from './reserved-cars.ts';
import { checkTenant } from './tenant-check.ts';

export interface BuildAllOptions {
  tenantsDir: string;
  distDir: string;
  workDir: string;
  /** One timestamp for the whole run (BUILD_TIME), so every tenant says the same build time. */
  buildTime?: string;
  /** The API's host (API_ORIGIN, api-route.ts): each site gets its CDN's `/api/*` routing. None: no routing. */
  apiHost?: string | null;
  /**
   * How each tenant's cars reserved through its site are asked of the lead API
   * (reserved-cars.ts); without it they are not asked, and the pages show the feed's alone.
   */
  reservedCars?: ReservedCarsLookup;
  /** Build even a tenant whose dist/<slug> was built from the same inputs. */
  force?: boolean;
  /** The shared sources a code change is looked for in: default SHARED_SOURCES of the project. */
  sources?: { root: string; paths: readonly string[] };
  runner?: AstroRunner;
  /** How many tenants build at once (each is its own `astro build` process); 1 without. */
  jobs?: number;
  /** Where progress goes; a line without a newline is continued by the next call. */
  write?: (text: string) => void;
}

type SkippedBuild = { slug: string; ok: true; skipped: true; seconds: 0 };

export type TenantOutcome =
  TenantBuild | SkippedBuild | { slug: string; ok: false; seconds: 0; reason: 'invalid config'; problems: string[] };

/** Whether a build ran (and succeeded or failed), rather than being skipped as unchanged. */
const ran = (outcome: TenantOutcome): outcome is Exclude<TenantOutcome, SkippedBuild> => !('skipped' in outcome);

/** What a run compares each tenant's last build with: the shared sources' digest, the clock, the API's host. */
function runInputs(options: BuildAllOptions) {
  const sources = options.sources ?? { root: PROJECT_ROOT, paths: SHARED_SOURCES };
  const buildTime = options.buildTime ?? new Date().toISOString();
  return {
    buildTime,
    now: new Date(buildTime),
    sources: sourcesDigest(sources.root, sources.paths),
    apiHost: options.apiHost ?? null,
  };
}

const notAsked: ReservedCarsLookup = () => Promise.resolve({ kind: 'off' });

/** A valid tenant's fingerprint, with its reserved cars asked of the lead API (once per run: the lookup keeps them). */
async function fingerprintOf(
  check: Extract<ReturnType<typeof checkTenant>, { ok: true }>,
  slug: string,
  options: BuildAllOptions,
  run: ReturnType<typeof runInputs>,
) {
  const reserved = await (options.reservedCars ?? notAsked)(check.site);
  const reservedCars = reservedSlugsOf(reserved);
  const fingerprint = tenantFingerprint(slug, {
    tenantsDir: options.tenantsDir,
    site: check.site,
    ...run,
    reservedCars,
  });
  return { fingerprint, reserved, reservedCars };
}

/**
 * Validates then builds the tenants, up to `jobs` Astro builds at once, printing one line per
 * tenant as it finishes (`[2/4] slug ... 812 pages in 9.3 s`); the outcomes come back in the
 * order of `slugs`. A tenant whose last build had the same fingerprint (its files, the code,
 * the day) is skipped unless forced. An invalid or failing tenant is reported; the others
 * still build.
 */
export async function buildTenants(slugs: readonly string[], options: BuildAllOptions): Promise<TenantOutcome[]> {
  const write = options.write ?? ((text: string) => process.stdout.write(text));
  const run = runInputs(options);
  const limit = pLimit(astroRunsAtOnce(options));
  let finished = 0;
  // each tenant's lines go out in one write, so parallel builds never interleave them
  const report = (slug: string, lines: string) => write(`[${++finished}/${slugs.length}] ${slug} ... ${lines}`);
  // a tenant is checked and fingerprinted only when a slot is free: its files are read just
  // before its build, and a run of hundreds holds no more than `jobs` loaded sites at a time
  const buildOne = async (slug: string): Promise<TenantOutcome> => {
    const check = checkTenant(slug, options.tenantsDir);
    if (!check.ok) {
      const count = `${check.problems.length} problem${check.problems.length === 1 ? '' : 's'}`;
      report(slug, `invalid config, not built (${count}):\n${check.problems.map((p) => `${p}\n`).join('')}`);
      return { slug, ok: false, seconds: 0, reason: 'invalid config', problems: check.problems };
    }
    const { fingerprint, reserved, reservedCars } = await fingerprintOf(check, slug, options, run);
    if (!options.force && readBuildRecord(join(options.distDir, slug))?.fingerprint === fingerprint) {
      report(slug, 'unchanged since its last build, skipped (--force builds it)\n');
      return { slug, ok: true, skipped: true, seconds: 0 };
    }
    const result = await buildTenant(slug, {
      ...options,
      buildTime: run.buildTime,
      apiHost: run.apiHost,
      fingerprint,
      reservedCars,
    });
    const warnings = check.warnings.map((warning) => `warning: ${warning}\n`).join('');
    const unknown = result.ok ? unknownReservedCarsLine(slug, reserved) : '';
    report(slug, `${describeBuild(result)}${warnings}${unknown}`);
    return result;
  };
  return Promise.all(slugs.map((slug) => limit(() => buildOne(slug))));
}

/**
 * Astro keeps a build's prerender chunks beside its out dir when that lies inside the project,
 * but in the project's one `.astro/` when it does not: two real builds with a work dir
 * elsewhere would load each other's chunks, so those run one at a time.
 */
function astroRunsAtOnce(options: BuildAllOptions): number {
  const jobs = options.jobs ?? 1;
  const inside = resolve(options.workDir).startsWith(resolve(PROJECT_ROOT) + sep);
  return options.runner || inside ? jobs : 1;
}

/** The line (and, for a failure, the end of its log) a finished build prints. */
function describeBuild(result: TenantBuild): string {
  if (result.ok) return `${result.pages} pages in ${result.seconds.toFixed(1)} s\n`;
  const tail = logTail(result.logFile);
  const log = tail ? `--- last lines of ${result.logFile} ---\n${tail}\n--- end of ${result.logFile} ---\n` : '';
  return `FAILED after ${result.seconds.toFixed(1)} s: ${result.reason}\n${log}`;
}

export function summarize(outcomes: readonly TenantOutcome[]): string {
  const failed = outcomes.filter((o) => !o.ok).map((o) => o.slug);
  const skipped = outcomes.filter((o) => !ran(o)).length;
  const built = outcomes.length - failed.length - skipped;
  const unchanged = skipped ? `, ${skipped} unchanged` : '';
  return failed.length
    ? `Built ${built} of ${outcomes.length} tenants${unchanged}; failed: ${failed.join(', ')}.`
    : `Built ${built} tenant${built === 1 ? '' : 's'} into dist/${unchanged}.`;
}

/** The tenants whose dist/<slug> was not built from their current inputs (an invalid one included, to report it). */
async function tenantsToBuild(slugs: readonly string[], options: BuildAllOptions): Promise<string[]> {
  const run = runInputs(options);
  const stale: string[] = [];
  for (const slug of slugs) {
    const check = checkTenant(slug, options.tenantsDir);
    const fingerprint = check.ok ? (await fingerprintOf(check, slug, options, run)).fingerprint : null;
    if (!fingerprint || readBuildRecord(join(options.distDir, slug))?.fingerprint !== fingerprint) stale.push(slug);
  }
  return stale;
}

/**
 * npm start, npm test and npm run watch:tenants: build every tenant whose dist/<slug> was not
 * built from its current inputs, BUILD_JOBS at once, and say so; nothing is printed when all are up to date.
 * Default: the project's tenants/, dist/ and .build/, printing to stdout, each tenant's
 * reserved cars asked where RESERVED_CARS_API says (reserved-cars.ts: `npm start`'s own API
 * by default, which is not up yet when npm start builds, so its tenants are built without).
 */
export async function buildStaleTenants(
  dirs: Partial<Pick<BuildAllOptions, 'tenantsDir' | 'distDir' | 'workDir' | 'write' | 'reservedCars'>> = {},
): Promise<TenantOutcome[]> {
  const write = dirs.write ?? ((text: string) => process.stdout.write(text));
  const options = {
    tenantsDir: dirs.tenantsDir ?? TENANTS_DIR,
    distDir: dirs.distDir ?? DIST_DIR,
    workDir: dirs.workDir ?? WORK_DIR,
    buildTime: new Date().toISOString(),
    jobs: parseJobs([]).jobs,
    // one lookup for the check and the builds: each tenant is asked once, and both see one answer
    reservedCars: dirs.reservedCars ?? reservedCarsLookup(reservedCarsSource()),
    write,
  };
  const stale = await tenantsToBuild(listTenantSlugs(options.tenantsDir), options);
  if (stale.length === 0) return [];
  write(`Building ${stale.join(', ')} (new, or changed since their last build):\n`);
  const outcomes = await buildTenants(stale, { ...options, force: true });
  write(`${summarize(outcomes)}\n`);
  return outcomes;
}
