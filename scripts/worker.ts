// npm run worker: delivers queued leads (ADF e-mail, webhook) and sends the shoppers' e-mails
// (confirmation links, saved-search and price-drop alerts, matched when a feed changes),
// without serving anything; for deployments whose API only enqueues (LEAD_WORKER=off). Its
// data: DATABASE_URL, or PGlite in DATA_DIR when no server holds that directory.
import { validSites } from '../src/server/tenancy/discover.ts';
import { feedStock } from '../src/server/cars/feed-stock.ts';
import { startDelivery } from '../src/server/outbox/start.ts';
import { paymentProviderFromEnv } from '../src/server/payments/from-env.ts';
import { shopperHash } from '../src/server/storage/shopper-hash-key.ts';
import { runMain } from './lib/cli.ts';
import { openStorageForCommand } from './lib/lead-api.ts';
import { enterProjectRoot, TENANTS_DIR } from './lib/project.ts';

runMain(async () => {
  enterProjectRoot();
  const opened = await openStorageForCommand();
  if (!opened) return 1;
  const { db, dataDir } = opened;
  const sites = validSites(TENANTS_DIR);
  let delivery: Awaited<ReturnType<typeof startDelivery>>;
  try {
    const hash = await shopperHash(db, process.env.SHOPPER_HASH_KEY);
    const stock = feedStock(sites, { tenantsDir: TENANTS_DIR });
    const alerts = { stock, hash };
    const reservations = { payments: paymentProviderFromEnv(process.env), stock, hash };
    delivery = await startDelivery({ db, sites, worker: true, dataDir, alerts, reservations });
  } catch (error) {
    await db.close();
    throw error;
  }
  console.log(`Delivering leads from ${db.location} (${db.driver}). Ctrl+C to stop.`);
  await new Promise<void>((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      console.log(`\n${signal}: finishing the deliveries in hand`);
      resolve();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await delivery.stop();
  await db.close();
  return 0;
});
