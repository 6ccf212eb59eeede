import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { writeApiRoute } from '../../src/build/api-route.ts';
import { type BuildRecord, CDN_FILES } from '../../src/build/cdn-files.ts';
import { RESERVED_CARS_FILE_VARIABLE, reservedCarsFileText } from '../../src/catalog/inventory/reserved-cars.ts';
import { countHtmlFiles } from './files.ts';
import { PROJECT_ROOT, TENANTS_DIR } from './project.ts';

interface AstroRun {
  slug: string;
  /** Where Astro must write the site (BUILD_OUT_DIR); the caller swaps it into dist/ afterwards. */
  outDir: string;
  buildTime: string;
  logFile: string;
  /** The tenants folder, when it is not the project's own `tenants/` (TENANTS_DIR, src/tenant/load.ts). */
  tenantsDir?: string;
  /**
   * The cars reservations through the site hold, which the build shows reserved besides the
   * feed's (src/catalog/inventory/reserved-cars.ts); null: the feed's alone.
   */
  reservedCars: readonly string[] | null;
}

/** Runs one Astro build and resolves to its exit code. Replaced by a fake in unit tests. */
export type AstroRunner = (run: AstroRun) => Promise<number>;

export interface BuildDirs {
  distDir: string;
  workDir: string;
}

export type TenantBuild =
  | { slug: string; ok: true; pages: number; seconds: number; logFile: string }
  | { slug: string; ok: false; seconds: number; logFile: string; reason: string };

const ASTRO_BIN = join(PROJECT_ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');

/** Where the real runner leaves a build's reserved cars: beside its out dir, swept with it (removeLeftovers). */
const reservedCarsFile = (outDir: string) => `${outDir}.reserved-cars.json`;

/** The real runner: `astro build` on this Node (24 when started by npm), output to a log file. */
const runAstroBuild: AstroRunner = async (run) => {
  const file = reservedCarsFile(run.outDir);
  if (run.reservedCars) writeFileSync(file, reservedCarsFileText(run.slug, run.reservedCars));
  try {
    // an empty variable, not an inherited one, when there is no list
    return await runAstro(run, run.reservedCars ? file : '');
  } finally {
    rmSync(file, { force: true });
  }
};

const runAstro = ({ slug, outDir, buildTime, logFile, tenantsDir }: AstroRun, reservedCars: string) =>
  new Promise<number>((resolve, reject) => {
    const log = openSync(logFile, 'w');
    const child = spawn(process.execPath, [ASTRO_BIN, 'build'], {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        TENANT: slug,
        BUILD_OUT_DIR: outDir,
        BUILD_TIME: buildTime,
        ASTRO_TELEMETRY_DISABLED: '1',
        [RESERVED_CARS_FILE_VARIABLE]: reservedCars,
        ...(tenantsDir ? { TENANTS_DIR: tenantsDir } : {}),
      },
    });
    child.on('error', (error) => {
      closeSync(log);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      closeSync(log);
      resolve(code ?? (signal ? 128 : 1));
    });
  });

/**
 * Builds one tenant into a fresh folder under workDir and, only if Astro succeeds and wrote a
 * site, swaps it into distDir/<slug>. A failure leaves dist/ exactly as it was.
 */
export async function buildTenant(
  slug: string,
  options: BuildDirs & {
    buildTime: string;
    fingerprint: string;
    /** Where the tenant's folder is; the project's `tenants/` without one. */
    tenantsDir?: string;
    /** The API's host (API_ORIGIN): its `/api/*` routing is written beside the pages; none without. */
    apiHost?: string | null;
    /** The cars reservations through the site hold (AstroRun); without them, the feed's alone. */
    reservedCars?: readonly string[] | null;
    runner?: AstroRunner;
  },
): Promise<TenantBuild> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const logsDir = join(options.workDir, 'logs');
  mkdirSync(logsDir, { recursive: true });
  const logFile = join(logsDir, `${slug}.log`);
  removeLeftovers(slug, options);
  const outDir = join(options.workDir, `${slug}-${randomBytes(4).toString('hex')}`);
  const runner = options.runner ?? runAstroBuild;
  try {
    const code = await runner({
      slug,
      outDir,
      buildTime: options.buildTime,
      logFile,
      reservedCars: options.reservedCars ?? null,
      ...elsewhere(options.tenantsDir),
    });
    if (code !== 0)
      return { slug, ok: false, seconds: seconds(), logFile, reason: `astro build exited with code ${code}` };
    if (!existsSync(join(outDir, 'index.html'))) {
      return { slug, ok: false, seconds: seconds(), logFile, reason: `the build wrote no index.html into ${outDir}` };
    }
    const pages = countHtmlFiles(outDir);
    await writeApiRoute(outDir, options.apiHost ?? null);
    writeBuildRecord(outDir, { tenant: slug, builtAt: options.buildTime, fingerprint: options.fingerprint });
    swapIntoPlace(outDir, join(options.distDir, slug));
    return { slug, ok: true, pages, seconds: seconds(), logFile };
  } catch (error) {
    return {
      slug,
      ok: false,
      seconds: seconds(),
      logFile,
      reason: error instanceof Error ? error.message : String(error),
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** An Astro build reads `tenants/` under the project unless told of another folder. */
function elsewhere(tenantsDir: string | undefined): { tenantsDir?: string } {
  if (!tenantsDir) return {};
  const folder = resolve(tenantsDir);
  return folder === resolve(PROJECT_ROOT, TENANTS_DIR) ? {} : { tenantsDir: folder };
}

function writeBuildRecord(outDir: string, record: BuildRecord): void {
  const path = join(outDir, CDN_FILES.buildRecord);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(record, null, 2)}\n`);
}

/** Replaces target by source with two renames, so target is never half-written. */
function swapIntoPlace(source: string, target: string): void {
  mkdirSync(dirname(target), { recursive: true });
  // hidden, so nothing that lists dist/ mistakes it for a tenant if the process dies here
  const old = join(dirname(target), `.${basename(target)}.old-${randomBytes(4).toString('hex')}`);
  const hadOld = existsSync(target);
  if (hadOld) renameSync(target, old);
  try {
    renameSync(source, target);
  } catch (error) {
    if (hadOld) renameSync(old, target);
    throw error;
  }
  if (hadOld) rmSync(old, { recursive: true, force: true });
}

/** What a build killed midway leaves behind: its out dir, or the previous output it renamed away. */
function removeLeftovers(slug: string, dirs: BuildDirs): void {
  const sweep = (dir: string, pattern: RegExp) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir))
      if (pattern.test(name)) rmSync(join(dir, name), { recursive: true, force: true });
  };
  const escaped = slug.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  sweep(dirs.workDir, new RegExp(`^${escaped}-[0-9a-f]{8}(?:\\.reserved-cars\\.json)?$`));
  sweep(dirs.distDir, new RegExp(`^\\.${escaped}\\.old-[0-9a-f]{8}$`));
}

export function logTail(logFile: string, lines = 40): string {
  if (!existsSync(logFile)) return '';
  return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}
