// npm test: build what is missing, run Vitest with the static checks beside it (each counts as one test), then Playwright, and end with `N passed, N failed`
// counting every test of both (a failed tenant build or a crashed runner counts as a failure).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { listTenantSlugs } from '../src/tenant/load.ts';
import { buildStaleTenants } from './lib/build-all.ts';
import { reservedCarsLookup } from './lib/reserved-cars.ts';
import { runMain } from './lib/cli.ts';
import { enterProjectRoot, PROJECT_ROOT, TENANTS_DIR, WORK_DIR } from './lib/project.ts';
import {
  add,
  type Counts,
  playwrightCounts,
  skippedLine,
  summaryLine,
  vitestCounts,
  ZERO,
} from './lib/test-reports.ts';

const REPORTS = join(WORK_DIR, 'test-results');
const VITEST_JSON = join(REPORTS, 'vitest.json');
const PLAYWRIGHT_JSON = join(REPORTS, 'playwright.json');

function run(args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...env },
    });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Runs a check with its output (stdout and stderr in order) kept rather than shown. */
function runQuietly(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, args, {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', (error) => resolve({ code: 127, output: `${output}${String(error)}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });
}

/** Reads a runner's report; a missing or unreadable one means the runner crashed: one failure. */
function countsFrom<T>(runner: string, file: string, code: number, toCounts: (report: T) => Counts): Counts {
  if (!existsSync(file))
    return { ...ZERO, failed: 1, notes: [`${runner} crashed (exit code ${code}) and wrote no report`] };
  let counts: Counts;
  try {
    counts = toCounts(JSON.parse(readFileSync(file, 'utf8')) as T);
  } catch (error) {
    return { ...ZERO, failed: 1, notes: [`${runner}: unreadable report ${file}: ${String(error)}`] };
  }
  if (code !== 0 && counts.failed === 0)
    return { ...counts, failed: 1, notes: [...counts.notes, `${runner} exited with code ${code}`] };
  return counts;
}

runMain(async () => {
  enterProjectRoot();
  let total: Counts = ZERO;
  // where the run's time went, printed above the summary (the budget is 20 minutes on 2 cores)
  const phases: string[] = [];
  let phaseStart = performance.now();
  const endPhase = (name: string) => {
    const now = performance.now();
    phases.push(`${name} ${Math.round((now - phaseStart) / 1000)} s`);
    phaseStart = now;
  };

  // the tests make their own reservations: a developer's running `npm start` must not leak into the pages
  const builds = await buildStaleTenants({ reservedCars: reservedCarsLookup({ kind: 'off' }) });
  const failedBuilds = builds.filter((o) => !o.ok).map((o) => `build of ${o.slug} failed`);
  total = add(total, { ...ZERO, failed: failedBuilds.length, notes: failedBuilds });
  endPhase('builds');

  mkdirSync(REPORTS, { recursive: true });
  rmSync(VITEST_JSON, { force: true });
  rmSync(PLAYWRIGHT_JSON, { force: true });

  // astro check renders nothing, but astro.config.ts needs a tenant to load
  const anyTenant = listTenantSlugs(TENANTS_DIR)[0] ?? '';
  const checks: { name: string; args: string[]; env?: NodeJS.ProcessEnv }[] = [
    { name: 'eslint', args: [join('node_modules', 'eslint', 'bin', 'eslint.js'), '.'] },
    { name: 'prettier --check', args: [join('node_modules', 'prettier', 'bin', 'prettier.cjs'), '--check', '.'] },
    {
      name: 'astro check',
      args: [join('node_modules', 'astro', 'bin', 'astro.mjs'), 'check'],
      env: { TENANT: anyTenant },
    },
  ];
  // beside Vitest: each check is a single process (astro check alone takes 40 s of one core),
  // which left a core idle half the time when they ran as a phase of their own; their output
  // is kept and printed after Vitest's, so the two do not interleave
  const checksDone = Promise.all(checks.map((check) => runQuietly(check.args, check.env)));

  console.log('\n=== Vitest: unit tests and quality gates (the static checks run beside it) ===');
  const vitestCode = await run([
    join('node_modules', 'vitest', 'vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${VITEST_JSON}`,
  ]);
  total = add(total, countsFrom('vitest', VITEST_JSON, vitestCode, vitestCounts));
  const checked = await checksDone;
  endPhase('Vitest and static checks');

  console.log('\n=== Static checks: ESLint, Prettier, astro check ===');
  checks.forEach((check, i) => {
    const { code, output } = checked[i] ?? { code: 1, output: '' };
    console.log(`--- ${check.name}: ${code === 0 ? 'passed' : `failed (exit code ${code})`}`);
    if (output.trim()) console.log(output.trimEnd());
    const note = code === 0 ? [] : [`${check.name} found problems (exit code ${code})`];
    total = add(total, { ...ZERO, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, notes: note });
  });

  console.log('\n=== Playwright: end-to-end tests in Chromium ===');
  const playwrightCode = await run([join('node_modules', '@playwright', 'test', 'cli.js'), 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: PLAYWRIGHT_JSON,
  });
  total = add(total, countsFrom('playwright', PLAYWRIGHT_JSON, playwrightCode, playwrightCounts));
  endPhase('Playwright');

  console.log('');
  console.log(`Time: ${phases.join(', ')}`);
  for (const note of total.notes) console.log(note);
  const skipped = skippedLine(total);
  if (skipped) console.log(skipped);
  console.log(summaryLine(total));
  return total.failed > 0 ? 1 : 0;
});
