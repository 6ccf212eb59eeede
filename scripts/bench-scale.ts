// npm run bench:scale [-- --tenants 50] [-- --cars 1000] [-- --from <slug>] [-- --jobs N] [-- --keep]:
// builds N throwaway copies of a demo tenant, each with its own feed of that many cars, in a
// temporary folder (never tenants/ or dist/), then changes one car's price in one copy and
// rebuilds. Issue 26's goals: 50 × 1,000 cars under 6 minutes on 2 cores, a feed change under
// 15 s, memory flat in the number of tenants. Figures only; nothing asserts them.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { buildTenants, type TenantOutcome } from './lib/build-all.ts';
import { parseJobs } from './lib/build-jobs.ts';
import { runMain, UsageError } from './lib/cli.ts';
import { endedChildrenCpuSeconds, type MemoryPeaks, watchMemory } from './lib/process-usage.ts';
import { enterProjectRoot, TENANTS_DIR, WORK_DIR } from './lib/project.ts';
import { changeOnePrice, writeScaleTenants } from './lib/scale-tenants.ts';

const USAGE = 'usage: npm run bench:scale [-- --tenants N] [-- --cars N] [-- --from <slug>] [-- --jobs N] [-- --keep]';

function parseArgs(argv: readonly string[]) {
  const { jobs, rest } = parseJobs(argv);
  const options = { tenants: 50, cars: 1000, from: 'southern-cross-motors', jobs, keep: false };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    if (arg === '--keep') options.keep = true;
    else if (arg === '--from') options.from = rest[++i] ?? '';
    else if (arg === '--tenants' || arg === '--cars') {
      const value = Number(rest[++i]);
      if (!Number.isInteger(value) || value < 1)
        throw new UsageError(`${arg} needs a whole number, 1 or more; ${USAGE}`);
      options[arg === '--tenants' ? 'tenants' : 'cars'] = value;
    } else throw new UsageError(`Unknown argument ${arg}: ${USAGE}`);
  }
  if (!options.from) throw new UsageError(`--from needs a tenant slug; ${USAGE}`);
  return options;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 2 ** 20).toLocaleString('en-AU')} MB`;

/** Builds the slugs with the memory of every build process sampled, and prints the run's figures. */
async function timedBuild(label: string, slugs: readonly string[], options: Parameters<typeof buildTenants>[1]) {
  const memory = watchMemory();
  const cpuBefore = endedChildrenCpuSeconds();
  const started = performance.now();
  const outcomes = await buildTenants(slugs, options);
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = endedChildrenCpuSeconds();
  const peaks = memory.stop();
  const built = outcomes.filter((o): o is Extract<TenantOutcome, { pages: number }> => o.ok && 'pages' in o);
  const pages = built.reduce((sum, o) => sum + o.pages, 0);
  const failed = outcomes.filter((o) => !o.ok).map((o) => o.slug);
  console.log(
    `${label}: ${built.length} tenant${built.length === 1 ? '' : 's'} built, ${pages.toLocaleString('en-AU')} pages, ` +
      `${seconds.toFixed(1)} s, ${(pages / seconds).toFixed(1)} pages/s, ${cpuLine(cpuBefore, cpuAfter, built.length)}, ` +
      `${peakLine(peaks)}` +
      (failed.length ? `; FAILED: ${failed.join(', ')}` : ''),
  );
  return { outcomes, failed };
}

/** CPU time tells what the builds cost even when other work shares the cores and stretches the wall time. */
function cpuLine(before: number | null, after: number | null, tenants: number): string {
  if (before === null || after === null) return 'CPU time unknown (no /proc)';
  const cpu = after - before;
  return `${cpu.toFixed(1)} CPU s in the build processes (${(cpu / Math.max(tenants, 1)).toFixed(1)} per tenant)`;
}

function peakLine(peaks: MemoryPeaks): string {
  return `peak memory ${megabytes(peaks.treeBytes)} for all build processes at once (largest one ${megabytes(peaks.childBytes)}; RSS sampled from /proc every 0.25 s)`;
}

runMain(async () => {
  enterProjectRoot();
  const options = parseArgs(process.argv.slice(2));
  // under the project's scratch space, not /tmp: Astro builds into a folder outside the
  // project keep their chunks in one shared .astro/ and could not run side by side
  mkdirSync(WORK_DIR, { recursive: true });
  const root = mkdtempSync(join(WORK_DIR, 'bench-scale-'));
  const dirs = { tenantsDir: join(root, 'tenants'), distDir: join(root, 'dist'), workDir: join(root, '.build') };
  mkdirSync(dirs.tenantsDir);
  try {
    console.log(
      `Scale benchmark: ${options.tenants} copies of ${options.from} × ${options.cars} cars, ${options.jobs} at once; ` +
        `Node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ` +
        `load average ${loadavg()[0]?.toFixed(2)} at the start`,
    );
    const generating = performance.now();
    const now = new Date();
    const slugs = writeScaleTenants({ fromDir: TENANTS_DIR, ...dirs, ...options, now });
    console.log(
      `Wrote ${slugs.length} tenants in ${((performance.now() - generating) / 1000).toFixed(1)} s into ${root}`,
    );

    // one build time for both runs, so only the feed change tells them apart
    const run = { ...dirs, buildTime: now.toISOString(), jobs: options.jobs };
    const full = await timedBuild('Full build', slugs, { ...run, force: true });
    const changed = slugs[0] ?? '';
    changeOnePrice(dirs.tenantsDir, changed);
    const incremental = await timedBuild(`After one price change in ${changed}`, slugs, {
      ...run,
      // the unchanged tenants' lines say nothing a benchmark needs
      write: (text) => void (text.includes('unchanged since its last build') || process.stdout.write(text)),
    });
    const rebuilt = incremental.outcomes.filter((o) => !('skipped' in o)).map((o) => o.slug);
    console.log(
      `Rebuilt: ${rebuilt.join(', ') || 'none'}${rebuilt.length === 1 && rebuilt[0] === changed ? '' : ' (expected only ' + changed + ')'}`,
    );
    return full.failed.length || incremental.failed.length ? 1 : 0;
  } finally {
    if (options.keep) console.log(`Kept ${root}`);
    else rmSync(root, { recursive: true, force: true });
  }
});
