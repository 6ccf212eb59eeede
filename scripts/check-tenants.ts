// npm run check:tenants [-- --tenant <slug> ...]: the build's config report, without building.
import { listTenantSlugs } from '../src/tenant/load.ts';
import { parseTenantArgs, runMain, selectTenants, UsageError } from './lib/cli.ts';
import { enterProjectRoot, TENANTS_DIR } from './lib/project.ts';
import { checkTenant, problemCount } from './lib/tenant-check.ts';

runMain(() => {
  enterProjectRoot();
  const { tenants, rest } = parseTenantArgs(process.argv.slice(2));
  if (rest.length)
    throw new UsageError(`Unknown argument ${rest[0]}: usage: npm run check:tenants [-- --tenant <slug> ...]`);
  const checks = selectTenants(tenants, listTenantSlugs(TENANTS_DIR)).map((slug) => checkTenant(slug, TENANTS_DIR));
  for (const check of checks) {
    if (check.ok) console.log(`OK ${check.slug} (${check.site.name}, template ${check.site.template})`);
    else for (const problem of check.problems) console.error(problem);
    for (const warning of check.warnings) console.error(`warning: ${warning}`);
  }
  const problems = problemCount(checks);
  if (problems)
    console.error(
      `${problems} problem${problems === 1 ? '' : 's'} in ${checks.filter((c) => !c.ok).length} of ${checks.length} tenants.`,
    );
  const warnings = checks.reduce((sum, check) => sum + check.warnings.length, 0);
  // warnings alone pass: the build leaves the markup out, so the pages are safe
  if (warnings)
    console.error(
      `${warnings} warning${warnings === 1 ? '' : 's'}: markup the sites leave out; remove it from the files named.`,
    );
  return problems ? 1 : 0;
});
