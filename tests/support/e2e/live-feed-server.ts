// A server of its own for tests of what follows a feed: the built dist/ of one tenant whose
// API reads its stock from a feed file the test rewrites (tests/support/feed.ts), so
// view.json answers what changed since the build as the real API does. Its data goes to
// PGlite in a temp directory. With `accounts`, shoppers sign in (codes in its own SMS
// outbox), keep watchlists and saved searches, and the alerts' worker e-mails a real SMTP
// receiver when the test asks it to look at the feed.
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
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
import { freshDataDir } from '../pglite-template.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../receivers.ts';
import { waitFor } from '../wait.ts';
import type { ApiOptions } from '../../../src/server/api/app.ts';
import { mailSender } from '../../../src/server/delivery/email.ts';
import { openLeadQueue } from '../../../src/server/outbox/queue.ts';
import { alertSites } from '../../../src/server/saved-searches/alert-site.ts';
import { shopperMailOutbox } from '../../../src/server/saved-searches/shopper-mail.ts';
import { startAlertWorker } from '../../../src/server/saved-searches/worker.ts';
import { outboxSmsSender } from '../../../src/server/sms/outbox-sms.ts';
import { demoSite } from './site.ts';

/** The shopper side of a live feed server: sign-in codes, the alerts' e-mails, the feed check. */
export interface LiveFeedAccounts {
  /** Where its SMS outbox writes sign-in codes (smsCode's dataDir). */
  dataDir: string;
  smtp: SmtpReceiver;
  /** Looks at the feed now, as the worker does every minute; resolves once a queued matching run is done. */
  checkFeed(): Promise<void>;
}

export interface LiveFeedServer {
  /** The tenant's page on this server. */
  siteUrl(path: string): string;
  /** The stock as the build generated it: the rows to change and write back. */
  builtStock: CarInput[];
  /** Replaces the feed the API reads (read again on every request). */
  write(cars: CarInput[]): void;
  /** Only with `accounts`. */
  accounts: LiveFeedAccounts | null;
  stop(): Promise<void>;
}

/** The shopper side: accounts, watchlist, my data, saved searches, and the alerts worker over a real SMTP receiver. */
async function shopperSide(site: Site, db: Database, dataDir: string, stock: ReturnType<typeof feedStock>) {
  const tenants = [apiTenantFromSite(site, { servedLocally: true })];
  const hash = await shopperHash(db);
  const smtp = await startSmtpReceiver();
  const mail = mailSender({ smtpUrl: smtp.url, dataDir });
  const queue = await openLeadQueue(db, () => null);
  const runs: string[] = [];
  const alerts = await startAlertWorker({
    db,
    boss: queue.boss,
    sites: [site],
    stock,
    hash,
    mail,
    watchIntervalMs: 0,
    pollingIntervalSeconds: 0.5,
    log: (entry) => void runs.push(entry.event),
  });
  const api: ApiOptions = {
    account: { db, hash, sms: outboxSmsSender({ dataDir }), tenants, checksPerAddress: null },
    watchlist: { db, tenants, stock },
    myData: { db, hash, tenants, stock },
    savedSearches: { db, hash, tenants, sites: alertSites([site]), outbox: shopperMailOutbox(queue.boss) },
  };
  const matched = () => runs.filter((event) => event === 'alerts.matched').length;
  const accounts: LiveFeedAccounts = {
    dataDir,
    smtp,
    async checkFeed() {
      const before = matched();
      if ((await alerts.checkFeeds()) > 0) await waitFor(() => matched() > before, 20_000);
    },
  };
  const stop = async () => {
    await alerts.stop();
    await queue.stop();
    mail.close();
    await smtp.close();
  };
  return { api, accounts, stop };
}

/** The site's pages from dist/ and the cars API over its feed file (view counts in db), and the shopper side when asked. */
async function appOver(site: Site, db: Database, tenantsDir: string, accounts: boolean, dataDir: string) {
  const tenants = [apiTenantFromSite(site, { servedLocally: true })];
  const views = new CarViewStore(db, { shopperHash: await shopperHash(db) });
  const stock = feedStock([site], { tenantsDir, maxAgeMs: 0 });
  const shopper = accounts ? await shopperSide(site, db, dataDir, stock) : null;
  const app = createApp({
    distDir: 'dist',
    tenants,
    api: { cars: { stock, views, tenants, viewLimit: null }, ...shopper?.api },
  });
  return { app, accounts: shopper?.accounts ?? null, stop: shopper?.stop ?? (() => Promise.resolve()) };
}

/** Serves dist/<slug> on a free port, its live stock a feed file that starts as the built stock. */
export async function startLiveFeedServer(
  slug: string,
  { accounts = false }: { accounts?: boolean } = {},
): Promise<LiveFeedServer> {
  const demo = demoSite(slug);
  if (demo.inventory.source !== 'generated') throw new Error(`${slug} has no generated stock`);
  // the server's data (PGlite, its outboxes) beside the feed's tenants folder
  const dir = freshDataDir('e2e-live-feed-');
  const tenantsDir = join(dir, 'tenants');
  const feed = fileFeedTenant(slug, tenantsDir);
  // the pages were built from the generated stock; its cars keep their slugs whatever the day
  const builtStock = generateStock(demo, demo.inventory, new Date());
  feed.write(builtStock);
  const dataDir = dir;
  const db = await openStorage({ dataDir });
  let stopApp: () => Promise<void> = () => Promise.resolve();
  const cleanUp = async () => {
    await stopApp();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  };
  let server: ReturnType<typeof serve>;
  let port: number;
  let shopper: LiveFeedAccounts | null;
  try {
    const opened = await appOver(feed.site, db, tenantsDir, accounts, dataDir);
    stopApp = opened.stop;
    shopper = opened.accounts;
    server = serve({ fetch: opened.app.fetch, port: 0 });
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
    accounts: shopper,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await cleanUp();
    },
  };
}
