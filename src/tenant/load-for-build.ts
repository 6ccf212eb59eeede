import { formatProblem } from './issues.ts';
import { loadSite } from './load.ts';
import type { Site } from './schema/site.ts';

/** The tenant an Astro build renders (TENANT); an invalid file stops the build. */
export function loadTenantOrExit(slug: string | undefined): Site {
  if (!slug) {
    console.error('TENANT is not set: build through `npm run build` (or `npm run build -- --tenant <slug>`).');
    process.exit(2);
  }
  const result = loadSite(slug);
  if (!result.ok) {
    for (const problem of result.problems) console.error(formatProblem(problem));
    process.exit(1);
  }
  return result.site;
}
