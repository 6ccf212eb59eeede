import type { Site } from '../../tenant/schema/site.ts';
import type { LiveStock } from '../cars/stock.ts';
import type { KeyedHash } from '../privacy/keyed-hash.ts';
import { startAlertWorker, type AlertWorker } from '../saved-searches/worker.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { startReservationWorker, type ReservationWorker } from '../reservations/expiry.ts';
import { ReservationStore } from '../reservations/store.ts';
import { reservationNotices } from '../reservations/notices.ts';
import { shopperMailOutbox } from '../saved-searches/shopper-mail.ts';
import { mailSender } from '../delivery/email.ts';
import { deleteOldViewVisitors } from '../cars/view-store.ts';
import { deleteOldCodes } from '../account/codes.ts';
import { deleteEndedSessions } from '../account/sessions.ts';
import { deleteOldKeys } from '../leads/key-cleanup.ts';
import { deleteFullBuckets } from '../middleware/shared-token-buckets.ts';
import type { Database } from '../storage/database.ts';
import { catalogCarFinder } from './catalog-cars.ts';
import { retryCutOffTries } from './cut-off-tries.ts';
import type { Senders } from './deliver.ts';
import { expireFromEnv, openLeadQueue, type LeadQueue, type LeadQueueOptions } from './queue.ts';
import { siteContexts, siteTargetResolver } from './site-targets.ts';
import { startLeadWorker, type LeadWorker, type WorkerOptions } from './worker.ts';

export interface DeliveryOptions {
  db: Database;
  sites: readonly Site[];
  /** Run the worker in this process too (npm start); the API alone only enqueues. */
  worker: boolean;
  env?: NodeJS.ProcessEnv;
  /** Where .eml files go without SMTP_URL (the data directory). */
  dataDir: string;
  queue?: LeadQueueOptions;
  /** Overrides for tests: other senders, concurrency, polling, log. */
  workerOptions?: Partial<Pick<WorkerOptions, 'concurrency' | 'pollingIntervalSeconds' | 'log'>> & {
    senders?: Partial<Senders>;
  };
  /**
   * Saved-search and price-drop alerts, worked beside the leads (worker only): the tenants'
   * feeds to watch and match, and the key their e-mails' links are signed with.
   */
  alerts?: { stock: Required<Pick<LiveStock, 'cars'>>; hash: KeyedHash; watchIntervalMs?: number };
  /**
   * Reservations' expiry and owed captures and releases (worker only), through the payment
   * processor; the shoppers of expired ones are e-mailed (the feeds name their cars).
   */
  reservations?: { payments: PaymentProvider; stock: LiveStock; hash: KeyedHash };
}

export interface Delivery {
  queue: LeadQueue;
  worker: LeadWorker | null;
  /** The alerts' worker, when this process works the queue and was given the feeds. */
  alerts: AlertWorker | null;
  /** The reservations' expiry job, when this process works the queue and was given the processor. */
  reservations: ReservationWorker | null;
  /** Stops the worker (letting running tries finish), then the queue; the database stays open. */
  stop(): Promise<void>;
}

/**
 * The lead outbox of a server: the queue in the lead database, the targets from the
 * tenants' config, and (when asked) the worker with the SMTP sender of SMTP_URL or the
 * .eml writer.
 */
export async function startDelivery(options: DeliveryOptions): Promise<Delivery> {
  const env = options.env ?? process.env;
  const resolveTargets = siteTargetResolver(options.sites, env);
  const queue = await openLeadQueue(options.db, resolveTargets, {
    ...options.queue,
    retry: { ...expireFromEnv(env), ...options.queue?.retry },
  });
  await retryCutOffTries(options.db, queue);
  let worker: LeadWorker | null = null;
  let mail: ReturnType<typeof mailSender> | null = null;
  let alerts: AlertWorker | null = null;
  let reservations: ReservationWorker | null = null;
  if (options.worker) {
    mail = mailSender({ smtpUrl: env.SMTP_URL || undefined, dataDir: options.dataDir });
    const overrides = options.workerOptions ?? {};
    worker = await startLeadWorker({
      db: options.db,
      queue,
      resolveTargets,
      contextFor: siteContexts(options.sites),
      findCar: catalogCarFinder(options.sites),
      senders: { mail, ...overrides.senders },
      concurrency: overrides.concurrency,
      pollingIntervalSeconds: overrides.pollingIntervalSeconds,
      log: overrides.log,
    });
    if (options.alerts)
      alerts = await startAlertWorker({
        db: options.db,
        boss: queue.boss,
        sites: options.sites.filter((site) => site.features.garage.enabled),
        stock: options.alerts.stock,
        hash: options.alerts.hash,
        mail: overrides.senders?.mail ?? mail,
        watchIntervalMs: options.alerts.watchIntervalMs,
      });
    if (options.reservations)
      reservations = await startReservationWorker({
        boss: queue.boss,
        store: new ReservationStore(options.db),
        payments: options.reservations.payments,
        expiredNotices: {
          notices: reservationNotices({
            outbox: queue,
            mail: shopperMailOutbox(queue.boss),
            hash: options.reservations.hash,
          }),
          sites: options.sites,
          stock: options.reservations.stock,
        },
      });
  }
  // the worker's process also clears old idempotency keys, view visitors, full rate limit
  // buckets, sign-in codes past their caps' windows and ended sessions, hourly
  const clean = () =>
    Promise.all([
      deleteOldKeys(options.db),
      deleteOldViewVisitors(options.db),
      deleteFullBuckets(options.db),
      deleteOldCodes(options.db),
      deleteEndedSessions(options.db),
    ]);
  const cleanup = worker ? setInterval(() => void clean().catch(() => undefined), 3600_000) : null;
  cleanup?.unref();
  return {
    queue,
    worker,
    alerts,
    reservations,
    async stop() {
      if (cleanup) clearInterval(cleanup);
      await reservations?.stop();
      await alerts?.stop();
      await worker?.stop();
      await queue.stop();
      mail?.close();
    },
  };
}
