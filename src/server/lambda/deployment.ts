import { formatProblem } from '../../tenant/issues.ts';
import { loadSite, TENANTS_DIR } from '../../tenant/load.ts';
import type { Site } from '../../tenant/schema/site.ts';
import type { Migration } from '../storage/migrate.ts';

/**
 * What a Lambda bundle carries besides code, written into it by `npm run bundle:lambda`:
 * the function has no project folder to read tenants or migrations from.
 */
export interface LambdaDeployment {
  /** Each tenant's site.json as written, by slug (the bundle step checked them with the loader). */
  siteFiles: Readonly<Record<string, unknown>>;
  /** storage/migrations/*.sql, as the servers read them. */
  migrations: readonly Migration[];
}

/**
 * The bundled tenants, resolved against their templates and validated by the tenant loader,
 * as the build does. The bundle step refused invalid ones; one failing here means the bundle
 * and the code disagree, so the function stops rather than take leads for fewer tenants.
 */
export function deploymentSites(deployment: LambdaDeployment): Site[] {
  const sites: Site[] = [];
  const problems: string[] = [];
  for (const [slug, raw] of Object.entries(deployment.siteFiles)) {
    const result = loadSite(slug, TENANTS_DIR, () => raw);
    if (result.ok) sites.push(result.site);
    else problems.push(...result.problems.map(formatProblem));
  }
  if (problems.length) throw new Error(`The bundled tenants are invalid:\n${problems.join('\n')}`);
  return sites;
}
