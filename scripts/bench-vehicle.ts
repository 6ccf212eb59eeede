// npm run bench:vehicle [-- --tenant <slug>] [-- --no-build]: the vehicle pages of the
// 2,000-car demo tenant. Times a full build of the tenant (every vehicle page included) and
// prints the JavaScript a vehicle page loads, in gzip kB: on load (an available car; a sold
// car, whose Find Me Something Similar form is an island) and what the first opened lead
// form adds. DESIGN.md budgets: 100 kB of JavaScript, 30 s for the build. Figures only.
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BuiltSite } from '../tests/gates/lib/built-sites.ts';
import { JavaScriptMeter, KB, staticImports } from '../tests/gates/lib/javascript.ts';
import { loadSite } from '../src/tenant/load.ts';
import { buildTenants } from './lib/build-all.ts';
import { parseTenantArgs, runMain, UsageError } from './lib/cli.ts';
import { DIST_DIR, enterProjectRoot, TENANTS_DIR, WORK_DIR } from './lib/project.ts';

const DEFAULT_TENANT = 'southern-cross-motors';
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** The gzip size of a lazily loaded chunk and its static imports, less what the page already loaded. */
function lazyChunkGzip(site: BuiltSite, entry: string, loaded: ReadonlySet<string>): number {
  const seen = new Set<string>();
  const queue = [entry];
  let total = 0;
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file) || loaded.has(file)) continue;
    seen.add(file);
    const code = site.read(file);
    total += gzipSync(code).length;
    for (const specifier of staticImports(code.toString('utf8'))) {
      const target = site.resolve(new URL(specifier, `http://x/${file}`).pathname);
      if (target) queue.push(target);
    }
  }
  return total;
}

runMain(async () => {
  enterProjectRoot();
  const args = process.argv.slice(2);
  const noBuild = args.includes('--no-build');
  const { tenants, rest } = parseTenantArgs(args.filter((arg) => arg !== '--no-build'));
  if (rest.length || tenants.length > 1)
    throw new UsageError('usage: npm run bench:vehicle [-- --tenant <slug>] [-- --no-build]');
  const slug = tenants[0] ?? DEFAULT_TENANT;
  const loaded = loadSite(slug);
  if (!loaded.ok) throw new UsageError(`${slug}: its site.json is invalid (npm run check:tenants)`);

  if (!noBuild) {
    const [outcome] = await buildTenants([slug], { tenantsDir: TENANTS_DIR, distDir: DIST_DIR, workDir: WORK_DIR });
    if (!outcome?.ok) return 1;
    console.log(`Build of ${slug}, every vehicle page included: ${outcome.seconds.toFixed(1)} s (budget 30 s)`);
  }

  const site = new BuiltSite(join(DIST_DIR, slug));
  const meter = new JavaScriptMeter(site, new URL(loaded.site.domain).origin);
  const vehiclePages = site.pages.filter((page) => /^\/cars\/[^/]+\/$/.test(page.urlPath));
  const available: number[] = [];
  const withForm: number[] = [];
  let eager = new Set<string>();
  for (const page of vehiclePages) {
    const js = meter.measure(page);
    const island = page.dom.querySelector('astro-island') !== null;
    (island ? withForm : available).push(js.total);
    if (!island) eager = new Set(js.files.map((f) => f.file));
  }
  available.sort((a, b) => a - b);
  withForm.sort((a, b) => a - b);
  console.log(`${vehiclePages.length} vehicle pages of ${slug}; JavaScript on load, gzip (budget 100 kB):`);
  console.log(
    `  no form island (available cars): ${available.length} pages, median ${kb(percentile(available, 50))}, max ${kb(available.at(-1) ?? 0)}`,
  );
  console.log(
    `  with a form island (sold cars, the enquiry accordion): ${withForm.length} pages, median ${kb(percentile(withForm, 50))}, max ${kb(withForm.at(-1) ?? 0)}`,
  );
  const chunk = [...site.files].find((file) => /^_astro\/lead-dialog-root\.[\w-]+\.js$/.test(file));
  if (chunk)
    console.log(
      `  the first lead form opened adds ${kb(lazyChunkGzip(site, chunk, eager))} (React and the form, on demand)`,
    );
  return 0;
});
