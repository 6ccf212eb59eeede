// npm run plan:tenants [-- --tenant <slug> ...] [-- --force]: which tenants CI builds, tests and
// publishes. Prints one line of JSON on stdout, the matrix (`{"include":[{"tenant":…}]}`) of the
// tenants whose build fingerprint differs from the one their bucket's manifest records (or all
// with --force), and on stderr each tenant with the reason it is built or left as it is. A
// bucket that cannot be read (no credentials, no access) builds its tenant, and says so.
// API_ORIGIN and RESERVED_CARS_API are read as npm run build reads them: the API's host and the
// cars reserved through each site (asked of the lead API) are part of the fingerprint.
import { listTenantSlugs } from '../src/tenant/load.ts';
import { readApiHost } from './lib/api-host.ts';
import { buildMatrix, planTenants } from './lib/changed-tenants.ts';
import { parseTenantArgs, runMain, selectTenants, UsageError } from './lib/cli.ts';
import { sourcesDigest } from './lib/fingerprint.ts';
import { reservedCarsLookup, reservedCarsSource } from './lib/reserved-cars.ts';
import { enterProjectRoot, PROJECT_ROOT, TENANTS_DIR } from './lib/project.ts';

runMain(async () => {
  enterProjectRoot();
  const { tenants, rest } = parseTenantArgs(process.argv.slice(2));
  const unknown = rest.find((arg) => arg !== '--force');
  if (unknown)
    throw new UsageError(
      `Unknown argument ${unknown}: usage: npm run plan:tenants [-- --tenant <slug> ...] [-- --force]`,
    );
  const slugs = selectTenants(tenants, listTenantSlugs(TENANTS_DIR));
  const decisions = await planTenants(slugs, {
    tenantsDir: TENANTS_DIR,
    sources: sourcesDigest(PROJECT_ROOT),
    now: new Date(),
    apiHost: readApiHost(),
    reservedCars: reservedCarsLookup(reservedCarsSource()),
    force: rest.includes('--force'),
  });
  for (const decision of decisions)
    console.error(`${decision.build ? 'build' : 'leave'} ${decision.tenant}: ${decision.reason}`);
  const built = decisions.filter((decision) => decision.build).length;
  console.error(`${built} of ${decisions.length} tenants to build.`);
  console.log(buildMatrix(decisions));
  return 0;
});
