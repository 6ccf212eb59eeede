// npm run build [-- --tenant <slug> ...] [-- --force] [-- --jobs N]: validate then build each
// tenant into dist/<slug>, skipping a tenant built from the same inputs (its files, the code,
// the day); N tenants at once (BUILD_JOBS, default one per core).
// With API_ORIGIN set (the API Gateway's https origin), each site's CDN configuration also
// routes /api/* to the API (src/build/api-route.ts).
// Each tenant's cars reserved through its site are asked of the lead API (RESERVED_CARS_API, an
// origin or off; else API_ORIGIN's; else npm start's on PORT) and shown reserved; an API that
// does not answer within seconds leaves them to the pages' live status (scripts/lib/reserved-cars.ts).
import { listTenantSlugs } from '../src/tenant/load.ts';
import { readApiHost } from './lib/api-host.ts';
import { buildTenants, summarize } from './lib/build-all.ts';
import { parseJobs } from './lib/build-jobs.ts';
import { parseTenantArgs, runMain, selectTenants, UsageError } from './lib/cli.ts';
import { reservedCarsLookup, reservedCarsSource } from './lib/reserved-cars.ts';
import { DIST_DIR, enterProjectRoot, TENANTS_DIR, WORK_DIR } from './lib/project.ts';

runMain(async () => {
  enterProjectRoot();
  const { tenants, rest: other } = parseTenantArgs(process.argv.slice(2));
  const { jobs, rest } = parseJobs(other);
  const unknown = rest.find((arg) => arg !== '--force');
  if (unknown)
    throw new UsageError(
      `Unknown argument ${unknown}: usage: npm run build [-- --tenant <slug> ...] [-- --force] [-- --jobs N]`,
    );
  const apiHost = readApiHost();
  const reservedCars = reservedCarsLookup(reservedCarsSource());
  const slugs = selectTenants(tenants, listTenantSlugs(TENANTS_DIR));
  if (slugs.length === 0)
    throw new UsageError(`No tenants under ${TENANTS_DIR}/ (a tenant is a folder holding site.json).`);
  const outcomes = await buildTenants(slugs, {
    tenantsDir: TENANTS_DIR,
    distDir: DIST_DIR,
    workDir: WORK_DIR,
    apiHost,
    reservedCars,
    force: rest.includes('--force'),
    jobs,
  });
  console.log(summarize(outcomes));
  return outcomes.every((o) => o.ok) ? 0 : 1;
});
