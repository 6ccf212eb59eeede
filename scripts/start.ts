// npm start: build each tenant whose dist/ is missing or older than tenants/<slug>, then serve.
import { listTenantSlugs } from '../src/tenant/load.ts';
import { buildTenants, summarize } from './lib/build-all.ts';
import { runMain } from './lib/cli.ts';
import { SHARED_SOURCES, tenantsToBuild } from './lib/freshness.ts';
import { DIST_DIR, enterProjectRoot, TENANTS_DIR, WORK_DIR } from './lib/project.ts';
import { serveSites } from './lib/serve-sites.ts';

runMain(async () => {
  enterProjectRoot();
  const stale = tenantsToBuild(listTenantSlugs(TENANTS_DIR), {
    tenantsDir: TENANTS_DIR,
    distDir: DIST_DIR,
    sources: SHARED_SOURCES,
  });
  if (stale.length) {
    console.log(`Building ${stale.join(', ')} (missing or older than tenants/<slug>):`);
    const outcomes = await buildTenants(stale, { tenantsDir: TENANTS_DIR, distDir: DIST_DIR, workDir: WORK_DIR });
    console.log(summarize(outcomes));
  }
  return (await serveSites()) ? 0 : 1;
});
