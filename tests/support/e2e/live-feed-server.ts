// A server of its own for tests of a vehicle page's live data: the built dist/ of one tenant
// whose API reads its stock from a feed file the test rewrites (tests/support/feed.ts), so
// view.json answers what changed since the build as the real API does. Its view counts go
// to PGlite in a temp directory.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { generateStock } from '../../../src/catalog/generate/stock.ts';
import type { CarInput } from '../../../src/catalog/schema/car.ts';
import { createApp } from '../../../src/server/app.ts';
import type { Database } from '../../../src/server/storage/database.ts';
import type { Site } from '../../../src/tenant/schema/site.ts';
import { feedStock } from '../../../src/server/cars/feed-stock.ts';
import { CarViewStore } from '../../../src/server/cars/view-store.ts';
import { openStorage } from '../../../src/server/storage/open.ts';
import { shopperHash } from '../../../src/server/storage/shopper-hash-key.ts';
import { apiTenantFromSite } from '../../../src/server/tenancy/api-tenant.ts';
import { fileFeedTenant } from '../feed.ts';
import { demoSite } from './site.ts';

export interface LiveFeedServer {
  /** The tenant's page on this server. */
  siteUrl(path: string): string;
  /** The stock as the build generated it: the rows to change and write back. */
  builtStock: CarInput[];
  /** Replaces the feed the API reads (read again on every request). */
  write(cars: CarInput[]): void;
  stop(): Promise<void>;
}

/** The site's pages from dist/ and the cars API over its feed file (view counts in db). */
async function appOver(site: Site, db: Database, tenantsDir: string) {
  const tenants = [apiTenantFromSite(site, { servedLocally: true })];
  const views = new CarViewStore(db, { shopperHash: await shopperHash(db) });
  const stock = feedStock([site], { tenantsDir, maxAgeMs: 0 });
  return createApp({ distDir: 'dist', tenants, api: { cars: { stock, views, tenants, viewLimit: null } } });
}

/** Serves dist/<slug> on a free port, its live stock a feed file that starts as the built stock. */
export async function startLiveFeedServer(slug: string): Promise<LiveFeedServer> {
  const demo = demoSite(slug);
  if (demo.inventory.source !== 'generated') throw new Error(`${slug} has no generated stock`);
  const dir = mkdtempSync(join(tmpdir(), 'e2e-live-feed-'));
  const tenantsDir = join(dir, 'tenants');
  const feed = fileFeedTenant(slug, tenantsDir);
  // the pages were built from the generated stock; its cars keep their slugs whatever the day
  const builtStock = generateStock(demo, demo.inventory, new Date());
  feed.write(builtStock);
  const db = await openStorage({ dataDir: join(dir, 'data') });
  const cleanUp = async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  };
  let server: ReturnType<typeof serve>;
  let port: number;
  try {
    const app = await appOver(feed.site, db, tenantsDir);
    server = serve({ fetch: app.fetch, port: 0 });
    port = await new Promise<number>((resolve) =>
      server.once('listening', () => resolve((server.address() as AddressInfo).port)),
    );
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return {
    siteUrl: (path) => `http://${slug}.localhost:${port}${path}`,
    builtStock,
    write: feed.write,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await cleanUp();
    },
  };
}
