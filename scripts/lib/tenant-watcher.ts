import { type FSWatcher, watch } from 'node:fs';
import { basename, join, normalize } from 'node:path';

export interface TenantFileChange {
  slug: string;
  /** The file's path inside the tenant's folder, e.g. `site.json`. */
  file: string;
}

/**
 * Watches each tenant's folder for changes to what its build reads there: every JSON file
 * (site.json, offers.json, blog.json, a JSON stock feed) and the stock feed whatever its
 * name (`feedOf`, read again on each change since an edit may move it). An editor's swap,
 * lock and backup files (`.site.json.swp`, `.#site.json`, `site.json~`) are not the tenant's.
 */
export function watchTenantFolders(
  tenantsDir: string,
  slugs: readonly string[],
  options: {
    /** The tenant's stock feed as a path inside its folder, when it has one there. */
    feedOf: (slug: string) => string | null;
    onChange: (change: TenantFileChange) => void;
    onError: (slug: string, error: Error) => void;
  },
): { close(): void } {
  const watchers: FSWatcher[] = [];
  for (const slug of slugs) {
    // recursive: a feed or content may sit in a sub-folder; editors replace files by renaming
    const watcher = watch(join(tenantsDir, slug), { recursive: true }, (_event, name) => {
      if (!name) return;
      const file = normalize(name.toString());
      if (basename(file).startsWith('.')) return;
      const feed = options.feedOf(slug);
      if (file.endsWith('.json') || (feed !== null && file === normalize(feed))) options.onChange({ slug, file });
    });
    watcher.on('error', (error) => options.onError(slug, error));
    watchers.push(watcher);
  }
  return {
    close: () => {
      for (const watcher of watchers) watcher.close();
    },
  };
}
