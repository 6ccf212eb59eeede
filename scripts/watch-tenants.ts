// npm run watch:tenants: serve every tenant as npm start does, and rebuild one each time its
// files change, reloading its open pages (scripts/lib/watch-tenants.ts).
import { runMain } from './lib/cli.ts';
import { DIST_DIR, enterProjectRoot, TENANTS_DIR, WORK_DIR } from './lib/project.ts';
import { watchTenants } from './lib/watch-tenants.ts';

runMain(async () => {
  enterProjectRoot();
  const watch = await watchTenants({ tenantsDir: TENANTS_DIR, distDir: DIST_DIR, workDir: WORK_DIR });
  return watch ? 0 : 1;
});
