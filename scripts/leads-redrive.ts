// npm run leads:redrive: sends parked lead deliveries (every try failed) to the delivery queue
// again, for a fresh set of tries, and makes deliveries waiting out their back-off due now;
// run it once the CRM or the config is fixed. With PGlite,
// stop the server first (it holds the data directory); with DATABASE_URL it runs beside it.
import { validSites } from '../src/server/tenancy/discover.ts';
import { countParked, redriveParked, retryWaitingNow } from '../src/server/outbox/redrive.ts';
import { startDelivery } from '../src/server/outbox/start.ts';
import { runMain } from './lib/cli.ts';
import { openStorageForCommand } from './lib/lead-api.ts';
import { enterProjectRoot, TENANTS_DIR } from './lib/project.ts';

runMain(async () => {
  enterProjectRoot();
  const opened = await openStorageForCommand();
  if (!opened) return 1;
  const { db, dataDir } = opened;
  try {
    const delivery = await startDelivery({
      db,
      sites: validSites(TENANTS_DIR),
      worker: false,
      dataDir,
    });
    try {
      const parked = await countParked(delivery.queue);
      const moved = await redriveParked(delivery.queue);
      const due = await retryWaitingNow(delivery.queue);
      const deliveries = (n: number) => `${n} deliver${n === 1 ? 'y' : 'ies'}`;
      console.log(
        parked === 0 && due === 0
          ? 'No parked deliveries, and none waiting to be tried again.'
          : `${deliveries(moved)} parked queued again, ${deliveries(due)} waiting to be tried again made due now; ` +
              'the worker (npm start or npm run worker) sends them.',
      );
    } finally {
      await delivery.stop();
    }
  } finally {
    await db.close();
  }
  return 0;
});
