import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import { startTestPayments, type TestPayments } from '../../scripts/lib/test-payments-process.ts';
import type { CarInput } from '../../src/catalog/schema/car.ts';
import { createApiOnlyApp } from '../../src/server/api-only-app.ts';
import { feedStock } from '../../src/server/cars/feed-stock.ts';
import { geocoderFromEnv } from '../../src/server/geocoding/from-env.ts';
import { openLeadQueue, type LeadQueue } from '../../src/server/outbox/queue.ts';
import { siteTargetResolver } from '../../src/server/outbox/site-targets.ts';
import { testPaymentProvider } from '../../src/server/payments/test-driver.ts';
import { reservationNotices } from '../../src/server/reservations/notices.ts';
import { shopperMailOutbox } from '../../src/server/saved-searches/shopper-mail.ts';
import { outboxSmsSender } from '../../src/server/sms/outbox-sms.ts';
import type { Database } from '../../src/server/storage/database.ts';
import { apiTenantFromSite } from '../../src/server/tenancy/api-tenant.ts';
import type { Site } from '../../src/tenant/schema/site.ts';
import { TEST_SHOPPER_HASH } from './leads.ts';

export interface PurchaseApiOptions {
  /** The sites, their stock a file feed each in `tenantsDir` (fileFeedTenant). */
  sites: readonly Site[];
  tenantsDir: string;
  /** Where the sign-in codes are written. */
  smsOutbox: string;
  /** The test processor (startTestPayments) and its secret. */
  processor: { url: string; secret: string };
  /** The dealer keys by tenant slug (none: the dealer's route answers 503). */
  dealerKeys?: ReadonlyMap<string, string>;
}

/**
 * The API an online purchase is tested through, on the suite's database: sign-in (no limits
 * worth meeting), the deposit (reservations), the purchase and the dealer's view of it, Download
 * my data; and the delivery queue its leads go to, for the caller to stop.
 */
export async function openPurchaseApi(
  db: Database,
  options: PurchaseApiOptions,
): Promise<{ app: Hono; queue: LeadQueue }> {
  const sites = [...options.sites];
  const tenants = sites.map((site) => apiTenantFromSite(site, { servedLocally: true }));
  const queue = await openLeadQueue(db, siteTargetResolver(sites, {}), { supervise: false });
  const hash = TEST_SHOPPER_HASH;
  const stock = feedStock(sites, { tenantsDir: options.tenantsDir, maxAgeMs: 0 });
  const payments = testPaymentProvider(options.processor);
  const notices = reservationNotices({ outbox: queue, mail: shopperMailOutbox(queue.boss), hash });
  const app = createApiOnlyApp({
    account: {
      db,
      hash,
      sms: outboxSmsSender({ dataDir: options.smsOutbox }),
      tenants,
      checksPerAddress: null,
      caps: { perAddressPerHour: 10_000, perSitePerDay: 10_000 },
    },
    myData: { db, hash, tenants, stock },
    reservations: { db, hash, tenants, sites, stock, payments, notices },
    purchase: {
      db,
      hash,
      tenants,
      sites,
      stock,
      payments,
      outbox: queue,
      geocoder: geocoderFromEnv({}),
      dealerKeys: options.dealerKeys ?? new Map(),
    },
  });
  return { app, queue };
}

/** The purchase API of a suite on one database, opened before its tests and closed after. */
export interface PurchaseSuite {
  readonly db: Database;
  readonly app: Hono;
  readonly queue: LeadQueue;
  /** The test processor's address, for card tokens. */
  readonly processorUrl: string;
}

/**
 * Opens the purchase API for the tests of a `describeOnEachDatabase` suite: the test processor
 * started with `secret`, each feed written with its rows, and both stopped after the suite.
 */
export function purchaseApiSuite(
  database: () => Database,
  options: Omit<PurchaseApiOptions, 'processor'> & {
    feeds: readonly { site: Site; write(cars: CarInput[]): void }[];
    rowsOf: ReadonlyMap<string, CarInput[]>;
    secret: string;
  },
): PurchaseSuite {
  let opened: { db: Database; app: Hono; queue: LeadQueue; processor: TestPayments } | undefined;
  let processor: TestPayments | undefined;
  let queue: LeadQueue | undefined;
  beforeAll(async () => {
    const db = database();
    processor = await startTestPayments({ port: 0, env: { TEST_PAYMENTS_SECRET: options.secret } });
    for (const feed of options.feeds) feed.write(options.rowsOf.get(feed.site.slug)!);
    const api = await openPurchaseApi(db, { ...options, processor: { url: processor.url, secret: options.secret } });
    queue = api.queue;
    opened = { db, ...api, processor };
  }, 60_000);
  afterAll(async () => {
    await queue?.stop();
    await processor?.close();
  });
  const open = () => {
    if (!opened) throw new Error('the purchase API is opened before the suite’s tests');
    return opened;
  };
  return {
    get db() {
      return open().db;
    },
    get app() {
      return open().app;
    },
    get queue() {
      return open().queue;
    },
    get processorUrl() {
      return open().processor.url;
    },
  };
}

/** Cars of a feed's rows nobody has reserved in the dealer's own system and priced over $1,000, handed out one per call. */
export function carsHandedOut(rows: readonly CarInput[], wanted: (car: CarInput) => boolean): () => CarInput {
  const cars = rows.filter((car) => !car.reserved && car.price > 1000 && wanted(car));
  return () => {
    const car = cars.shift();
    if (!car) throw new Error(`no more cars of ${rows[0]?.dealership_slug ?? 'the feed'}`);
    return car;
  };
}
