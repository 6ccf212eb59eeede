// npm run build [-- --tenant <slug> ...] [-- --force]: validate then build each tenant into
// dist/<slug>, skipping a tenant built from the same inputs (its files, the code, the day).
// With API_ORIGIN set (the API Gateway's https origin), each site's CDN configuration also
// routes /api/* to the API (src/build/api-route.ts).
import { listTenantSlugs } from '../src/tenant/load.ts';
import { readApiHost } from './lib/api-host.ts';
import { buildTenants, summarize } from './lib/build-all.ts';
import { parseTenantArgs, runMain, selectTenants, UsageError } from './lib/cli.ts';
import { DIST_DIR, enterProjectRoot, TENANTS_DIR, WORK_DIR } from './lib/project.ts';

runMain(async () => {
  enterProjectRoot();
  const { tenants, rest } = parseTenantArgs(process.argv.slice(2));
  const unknown = rest.find((arg) => arg !== '--force');
  if (unknown)
    throw new UsageError(`Unknown argument ${unknown}: usage: npm run build [-- --tenant <slug> ...] [-- --force]`);
  const apiHost = readApiHost();
  const slugs = selectTenants(tenants, listTenantSlugs(TENANTS_DIR));
  if (slugs.length === 0)
    throw new UsageError(`No tenants under ${TENANTS_DIR}/ (a tenant is a folder holding site.json).`);
  const outcomes = await buildTenants(slugs, {
    tenantsDir: TENANTS_DIR,
    distDir: DIST_DIR,
    workDir: WORK_DIR,
    apiHost,
    force: rest.includes('--force'),
  });
  console.log(summarize(outcomes));
  return outcomes.every((o) => o.ok) ? 0 : 1;
});
