import { type FSWatcher, readdirSync, statSync, watch } from 'node:fs';
import { basename, join, normalize } from 'node:path';
import { isTenantFolderName } from '../../src/tenant/load.ts';

export interface TenantFileChange {
  slug: string;
  /** The file's path inside the tenant's folder, e.g. `site.json`. */
  file: string;
}

/** An editor's swap, lock and backup files (`.site.json.swp`, `.#site.json`, `site.json~`) are not the tenant's. */
const editorFile = (file: string) => basename(file).startsWith('.') || file.endsWith('~');

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Watches each tenant's folder for changes to what its build reads there: every JSON file
 * (site.json, offers.json, blog.json, a JSON stock feed) and the stock feed whatever its
 * name (`feedOf`, read again on each change since an edit may move it). A folder added to
 * `tenantsDir` while watching is a new tenant: it is watched from then on, and the JSON files
 * already in it (a copied folder arrives whole) are reported as changed.
 */
export function watchTenantFolders(
  tenantsDir: string,
  slugs: readonly string[],
  callbacks: {
    /** The tenant's stock feed as a path inside its folder, when it has one there. */
    feedOf: (slug: string) => string | null;
    onChange: (change: TenantFileChange) => void;
    onError: (slug: string, error: Error) => void;
  },
): { close(): void } {
  const watchers = new Map<string, FSWatcher>();
  const report = (slug: string, file: string) => {
    if (editorFile(file)) return;
    const feed = callbacks.feedOf(slug);
    if (file.endsWith('.json') || (feed !== null && file === normalize(feed))) callbacks.onChange({ slug, file });
  };
  const watchFolder = (slug: string) => {
    // recursive: a feed or content may sit in a sub-folder; editors replace files by renaming
    const watcher = watch(join(tenantsDir, slug), { recursive: true }, (_event, name) => {
      if (name) report(slug, normalize(name.toString()));
    });
    watcher.on('error', (error) => {
      watcher.close();
      watchers.delete(slug);
      callbacks.onError(slug, error);
    });
    watchers.set(slug, watcher);
  };
  for (const slug of slugs) watchFolder(slug);

  const root = watch(tenantsDir, (_event, name) => {
    const slug = name?.toString();
    if (!slug || !isTenantFolderName(slug)) return;
    const folder = isFolder(join(tenantsDir, slug));
    const watcher = watchers.get(slug);
    // a folder removed and made again is watched again
    if (watcher && !folder) {
      watcher.close();
      watchers.delete(slug);
    }
    if (watcher || !folder) return;
    watchFolder(slug);
    for (const file of readdirSync(join(tenantsDir, slug), { recursive: true, encoding: 'utf8' }))
      report(slug, normalize(file));
  });
  root.on('error', (error) => callbacks.onError(basename(tenantsDir), error));
  return {
    close: () => {
      root.close();
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}
