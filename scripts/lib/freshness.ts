import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newestMtime } from './files.ts';

export type Staleness = 'missing' | 'outdated' | 'fresh';

/**
 * Whether dist/<slug> needs a build: missing, or older than anything under tenants/<slug>
 * (an edited site.json or content file). Source code changes are not tracked: run the build.
 */
export function stalenessOf(slug: string, dirs: { tenantsDir: string; distDir: string }): Staleness {
  const out = join(dirs.distDir, slug);
  if (!existsSync(join(out, 'index.html'))) return 'missing';
  // the output folder's own mtime is the last time the build added an entry to it
  const builtAt = statSync(out).mtimeMs;
  return newestMtime(join(dirs.tenantsDir, slug)) > builtAt ? 'outdated' : 'fresh';
}

export function tenantsToBuild(slugs: readonly string[], dirs: { tenantsDir: string; distDir: string }): string[] {
  return slugs.filter((slug) => stalenessOf(slug, dirs) !== 'fresh');
}
