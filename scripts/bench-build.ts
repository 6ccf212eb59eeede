// npm run bench:build [-- --tenant <slug> ...]: a full build of each tenant, timed, as a table.
// DESIGN.md budget: a 2,000-car tenant in 30 s or less on 2 cores. Figures only; nothing asserts them.
import { availableParallelism, cpus } from 'node:os';
import { listTenantSlugs } from '../src/tenant/load.ts';
import { buildTenants } from './lib/build-all.ts';
import { parseTenantArgs, runMain, selectTenants, UsageError } from './lib/cli.ts';
import { DIST_DIR, enterProjectRoot, TENANTS_DIR, WORK_DIR } from './lib/project.ts';

runMain(async () => {
  enterProjectRoot();
  const { tenants, rest } = parseTenantArgs(process.argv.slice(2));
  if (rest.length)
    throw new UsageError(`Unknown argument ${rest[0]}: usage: npm run bench:build [-- --tenant <slug> ...]`);
  const slugs = selectTenants(tenants, listTenantSlugs(TENANTS_DIR));
  console.log(
    `Build benchmark: ${slugs.length} tenant(s), Node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'})`,
  );
  // a benchmark builds every tenant, changed or not
  const outcomes = (
    await buildTenants(slugs, { tenantsDir: TENANTS_DIR, distDir: DIST_DIR, workDir: WORK_DIR, force: true })
  ).flatMap((o) => ('skipped' in o ? [] : [o]));

  const rows = outcomes.map((o) =>
    o.ok
      ? [o.slug, String(o.pages), o.seconds.toFixed(1), (o.pages / o.seconds).toFixed(1)]
      : [o.slug, 'failed', o.seconds ? o.seconds.toFixed(1) : '-', '-'],
  );
  const header = ['tenant', 'pages', 'seconds', 'pages/s'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${rows.map(line).join('\n')}`);
  const ok = outcomes.filter((o) => o.ok);
  const pages = ok.reduce((sum, o) => sum + (o.ok ? o.pages : 0), 0);
  const seconds = ok.reduce((sum, o) => sum + o.seconds, 0);
  if (ok.length > 1)
    console.log(
      `${'total'.padEnd(widths[0] ?? 0)}  ${String(pages).padStart(widths[1] ?? 0)}  ${seconds.toFixed(1).padStart(widths[2] ?? 0)}  ${(pages / seconds).toFixed(1).padStart(widths[3] ?? 0)}`,
    );
  return outcomes.every((o) => o.ok) ? 0 : 1;
});
