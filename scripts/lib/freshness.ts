import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newestMtime } from './files.ts';

type Staleness = 'missing' | 'outdated' | 'fresh';

/** What every tenant's build is made from besides its own folder: the code and its dependencies. */
export const SHARED_SOURCES = ['src', 'public', 'astro.config.ts', 'package-lock.json'];

/**
 * Whether dist/<slug> needs a build: missing, or older than anything under tenants/<slug>
 * (an edited site.json or content file) or than the shared sources (code, lockfile).
 */
function stalenessOf(
  slug: string,
  dirs: { tenantsDir: string; distDir: string; sources?: readonly string[] },
): Staleness {
  const out = join(dirs.distDir, slug);
  if (!existsSync(join(out, 'index.html'))) return 'missing';
  // the output folder's own mtime is the last time the build added an entry to it
  const builtAt = statSync(out).mtimeMs;
  const inputs = [join(dirs.tenantsDir, slug), ...(dirs.sources ?? [])];
  return Math.max(...inputs.map(newestMtime)) > builtAt ? 'outdated' : 'fresh';
}

export function tenantsToBuild(
  slugs: readonly string[],
  dirs: { tenantsDir: string; distDir: string; sources?: readonly string[] },
): string[] {
  return slugs.filter((slug) => stalenessOf(slug, dirs) !== 'fresh');
}
