import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { ApiOptions } from '../../src/server/api/app.ts';
import { apiRouteOptions } from '../../src/server/api/route-options.ts';
import { apiTenantFromSite } from '../../src/server/tenancy/api-tenant.ts';
import { dealerKeysFromEnv } from '../../src/server/tenancy/dealer-keys.ts';
import { validSites } from '../../src/server/tenancy/discover.ts';
import { rateLimitFromEnv } from '../../src/server/middleware/rate-limiter.ts';
import { DEFAULT_ADDRESS_RATE_LIMIT } from '../../src/server/leads/routes.ts';
import { startDelivery, type Delivery } from '../../src/server/outbox/start.ts';
import type { KeyedHash } from '../../src/server/privacy/keyed-hash.ts';
import type { Database } from '../../src/server/storage/database.ts';
import { openStorage, storageConfigFromEnv } from '../../src/server/storage/open.ts';
import { shopperHash } from '../../src/server/storage/shopper-hash-key.ts';
import { feedStock } from '../../src/server/cars/feed-stock.ts';
import { printSettingsFromEnv, startPrintRendering } from './print-rendering.ts';
import { smsSenderFromEnv } from '../../src/server/sms/from-env.ts';
import { accountLimitsFromEnv } from '../../src/server/account/limits-from-env.ts';
import { paymentProviderFromEnv } from '../../src/server/payments/from-env.ts';
import { SPIN_RATE_LIMIT } from '../../src/server/spin-to-win/routes.ts';
import { geocoderFromEnv } from '../../src/server/geocoding/from-env.ts';
import { ONLINE_PAYMENT_LIMITS } from '../../src/server/online-payment/routes.ts';
import { localDealerKeys } from './dealer-keys.ts';

/** LEAD_WORKER=off leaves delivery to a separate `npm run worker` (a serverless API only enqueues). */
function workerWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.LEAD_WORKER !== 'off';
}

export interface OpenedLeadApi {
  api: ApiOptions;
  db: Database;
  delivery: Delivery;
  /** Where the dealer keys of sites whose variable is unset are kept, and which tenants' keys those are. */
  localDealerKeys: { file: string; tenants: readonly string[] };
  /** Stops the worker and the queue, then closes the database. */
  close(): Promise<void>;
}

/**
 * Opens the lead database (PGlite in DATA_DIR, default .data, or DATABASE_URL), the
 * delivery queue in it and, unless LEAD_WORKER=off, the delivery worker; returns the lead
 * API's options: the tenants of tenants/, their feeds as they are now (re-read after a
 * minute) for the vehicle pages' live data, the client's socket address for the per-address
 * limit, the per-address lead limit (LEAD_RATE_LIMIT_IP, "burst/seconds" or "off", counted in the
 * database so it holds across instances), the
 * shoppers' hash key (SHOPPER_HASH_KEY, else the one stored in the database) and the PDF
 * render workers, cache and limit (PRINT_*, print-rendering.ts), each site's dealer key for
 * payment requests and purchase journeys (its dealerApi.keyEnv, else a key kept in the data
 * directory, dealer-keys.ts) and the per-address payment limit (PAYMENT_RATE_LIMIT_IP). The caller closes it when
 * the server stops (the workers with it). The tenants are served locally (their pages at
 * `<slug>.localhost`): these are the development servers.
 */
export async function openLeadApi(tenantsDir: string): Promise<OpenedLeadApi> {
  const ip = rateLimitFromEnv(process.env, 'LEAD_RATE_LIMIT_IP', DEFAULT_ADDRESS_RATE_LIMIT);
  const spinsPerAddress = rateLimitFromEnv(process.env, 'SPIN_RATE_LIMIT_IP', SPIN_RATE_LIMIT);
  const paymentLimit = rateLimitFromEnv(process.env, 'PAYMENT_RATE_LIMIT_IP', ONLINE_PAYMENT_LIMITS.pay);
  const printSettings = printSettingsFromEnv();
  const config = storageConfigFromEnv();
  // a malformed SMS gateway setting stops the start before anything is opened
  const sms = smsSenderFromEnv(process.env, config.dataDir);
  const signInLimits = accountLimitsFromEnv(process.env);
  const payments = paymentProviderFromEnv(process.env);
  // a wrong geocoder setting stops the start too, naming the variable
  const geocoder = geocoderFromEnv(process.env);
  const db = await openStorage(config);
  const sites = validSites(tenantsDir);
  const local = localDealerKeys(config.dataDir);
  let dealerKeys: ReadonlyMap<string, string>;
  try {
    // a short key, or one two sites share, stops the start, naming the variables
    dealerKeys = dealerKeysFromEnv(sites, process.env, (site) => local.keyOf(site));
  } catch (error) {
    await db.close();
    throw error;
  }
  // one reading of each feed serves the live data, the print sheets and the alerts' matching
  const stock = feedStock(sites, { tenantsDir });
  let delivery: Delivery;
  let hash: KeyedHash;
  try {
    hash = await shopperHash(db, process.env.SHOPPER_HASH_KEY);
    delivery = await startDelivery({
      db,
      sites,
      worker: workerWanted(),
      dataDir: config.dataDir,
      alerts: { stock, hash },
      reservations: { payments, stock, hash },
    });
  } catch (error) {
    await db.close();
    throw error;
  }
  const { close: closePrinting, ...printing } = startPrintRendering(printSettings);
  const tenants = sites.map((site) => apiTenantFromSite(site, { servedLocally: true }));
  const clientAddress = (c: Context) => getConnInfo(c).remote.address;
  return {
    db,
    delivery,
    localDealerKeys: { file: local.file, tenants: local.used },
    api: {
      ...apiRouteOptions({
        db,
        hash,
        queue: delivery.queue,
        sites,
        tenants,
        stock,
        clientAddress,
        payments,
        geocoder,
        dealerKeys,
        limits: { leads: ip, spins: spinsPerAddress, payments: paymentLimit },
        signIn: { sms, limits: signInLimits },
      }),
      print: { sites, tenants, stock, clientAddress, ...printing },
    },
    async close() {
      try {
        await Promise.all([delivery.stop(), closePrinting()]);
      } finally {
        await db.close();
      }
    },
  };
}

/**
 * The lead database for a command (worker, redrive), or null having said why it cannot be
 * opened (another server holds the PGlite directory, DATABASE_URL is unreachable).
 */
export async function openStorageForCommand(): Promise<{ db: Database; dataDir: string } | null> {
  const config = storageConfigFromEnv();
  try {
    return { db: await openStorage(config), dataDir: config.dataDir };
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return null;
  }
}
