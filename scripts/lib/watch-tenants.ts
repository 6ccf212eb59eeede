import { isAbsolute, relative, resolve, sep } from 'node:path';
import { listTenantSlugs, loadSite } from '../../src/tenant/load.ts';
import { tenantUrl, type ServedTenant } from '../../src/server/hosts.ts';
import { servedTenant } from '../../src/server/tenants.ts';
import type { Site } from '../../src/tenant/schema/site.ts';
import { buildStaleTenants, buildTenants } from './build-all.ts';
import { reservedCarsLookup } from './reserved-cars.ts';
import { ReloadChannel, withLiveReload } from './live-reload.ts';
import { RebuildQueue } from './rebuild-queue.ts';
import { serveSites, type ServedSites } from './serve-sites.ts';
import { watchTenantFolders } from './tenant-watcher.ts';

export interface WatchOptions {
  tenantsDir: string;
  distDir: string;
  workDir: string;
  /** Default: PORT, else 4321. */
  port?: number;
  /** How long a tenant's files must stay unchanged before it is rebuilt, in ms. */
  quietMs?: number;
  /** Where progress and problems go; default stdout. */
  write?: (text: string) => void;
}

export interface TenantWatch {
  port: number;
  /** Resolves once every save has been checked and built (tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const clock = () => new Date().toTimeString().slice(0, 8);

/** The tenant's stock feed as a path inside its folder, or null (generated stock, a feed elsewhere). */
function feedInFolder(tenantsDir: string, site: Site): string | null {
  if (site.inventory.source !== 'file') return null;
  const folder = resolve(tenantsDir, site.slug);
  const feed = relative(folder, resolve(folder, site.inventory.path));
  return feed.startsWith(`..${sep}`) || isAbsolute(feed) ? null : feed;
}

/**
 * npm run watch:tenants: builds what is stale and serves every tenant as npm start does,
 * then checks and rebuilds a tenant each time its files change (saves made during the first
 * builds included), as npm run build would
 * (same check, same messages), and reloads its open pages. A tenant whose check or build
 * fails is left as it was: dist/<slug> is replaced only by a complete build
 * (build-tenant.ts), so the last good site stays served, and the problems are printed.
 */
export async function watchTenants(options: WatchOptions): Promise<TenantWatch | null> {
  const write = options.write ?? ((text: string) => process.stdout.write(text));
  const { tenantsDir, distDir, workDir } = options;
  const slugs = listTenantSlugs(tenantsDir);
  // from the last valid site.json: an invalid one names no feed to trust
  const feeds = new Map<string, string | null>();
  const readSite = (slug: string) => {
    const loaded = loadSite(slug, tenantsDir);
    if (loaded.ok) feeds.set(slug, feedInFolder(tenantsDir, loaded.site));
    return loaded.ok ? loaded.site : null;
  };
  slugs.forEach(readSite);

  const channel = new ReloadChannel();
  // watched from the start, so a save during the first builds is rebuilt once the server is up
  let serving: (served: ServedSites | null) => void = () => {};
  const served = new Promise<ServedSites | null>((resolve) => (serving = resolve));
  const changedFiles = new Map<string, Set<string>>();
  const rebuild = async (slug: string) => {
    const server = await served;
    if (!server) return;
    const files = [...(changedFiles.get(slug) ?? [])].sort();
    changedFiles.delete(slug);
    write(`\n${clock()} ${slug}: ${files.join(', ')} changed\n`);
    // asked anew each rebuild: the served API's reservations are the ones its pages show
    const reservedCars = reservedCarsLookup({ kind: 'api', origin: `http://localhost:${server.port}` });
    const [outcome] = await buildTenants([slug], { tenantsDir, distDir, workDir, write, reservedCars });
    const site = readSite(slug);
    if (!outcome) return;
    if (!outcome.ok) {
      channel.problems(slug, 'problems' in outcome ? outcome.problems : [`${slug}: ${outcome.reason}`]);
      const servedBefore = server.tenants.some((tenant) => tenant.slug === slug);
      write(
        servedBefore
          ? `${clock()} ${slug}: not rebuilt; its last good build is still served\n`
          : `${clock()} ${slug}: not built, so not served yet; saving the file right builds it\n`,
      );
      return;
    }
    const added = site !== null && serveAsBuilt(server, servedTenant(site, { servedLocally: true }));
    // the same inputs as the site served: nothing to reload
    if ('skipped' in outcome && !added) return;
    // the lead API reads the tenants once, at start
    if (added)
      write(
        `${clock()} ${slug}: now served at ${tenantUrl(slug, server.port)}; its forms send leads after a restart\n`,
      );
    const pages = channel.reload(slug);
    write(`${clock()} ${slug}: rebuilt; ${pages} open page${pages === 1 ? '' : 's'} reloaded\n`);
  };
  const queue = new RebuildQueue(rebuild, options.quietMs);
  const watcher = watchTenantFolders(tenantsDir, slugs, {
    feedOf: (slug) => feeds.get(slug) ?? null,
    onChange: ({ slug, file }) => {
      changedFiles.set(slug, (changedFiles.get(slug) ?? new Set()).add(file));
      queue.changed(slug);
    },
    onError: (slug, error) => write(`${clock()} ${slug}: no longer watched: ${error.message}\n`),
  });

  let server: ServedSites | null = null;
  try {
    await buildStaleTenants({ tenantsDir, distDir, workDir, write });
    server = await serveSites({
      tenantsDir,
      distDir,
      ...(options.port === undefined ? {} : { port: options.port }),
      wrap: (sites, tenants) => withLiveReload(sites, tenants, channel),
    });
  } finally {
    serving(server);
    if (!server) {
      watcher.close();
      await queue.close();
      channel.close();
    }
  }
  if (!server) return null;
  const running = server;
  // an open page's event stream would hold the server's shutdown on Ctrl+C for its 5 s grace
  const endStreams = () => channel.close();
  process.once('SIGINT', endStreams);
  process.once('SIGTERM', endStreams);
  write(
    `Watching ${slugs.map((slug) => `${tenantsDir}/${slug}/`).join(', ')} and new folders in ${tenantsDir}/: ` +
      'a saved change rebuilds its tenant.\n',
  );
  return {
    port: running.port,
    idle: () => queue.idle(),
    async close() {
      process.off('SIGINT', endStreams);
      process.off('SIGTERM', endStreams);
      watcher.close();
      await queue.close();
      channel.close();
      await running.close();
    },
  };
}

/**
 * A rebuilt tenant is served under its name and domains as built, even one invalid when the
 * server started or one whose folder was added since; true when it was not served before.
 */
function serveAsBuilt(served: ServedSites, tenant: ServedTenant): boolean {
  const at = served.tenants.findIndex((t) => t.slug === tenant.slug);
  if (at < 0) served.tenants.push(tenant);
  else served.tenants[at] = tenant;
  return at < 0;
}
