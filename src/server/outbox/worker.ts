import type { JobResult, JobWithMetadata } from 'pg-boss';
import type { DeliveryContext, LeadCar } from '../delivery/lead.ts';
import type { Database } from '../storage/database.ts';
import { deliverToTarget, type Senders } from './deliver.ts';
import { DELIVERY_QUEUE, type DeliveryJobData, type LeadQueue } from './queue.ts';
import { leadForDelivery, type StoredLead } from './stored-lead.ts';
import { targetOfKind, type TargetResolver } from './targets.ts';

/** One line per delivery attempt: ids, target and outcome, never the lead's content. */
interface DeliveryLogEntry {
  event: 'delivery.delivered' | 'delivery.retry' | 'delivery.parked' | 'delivery.skipped' | 'delivery.duplicate';
  lead_id: string;
  tenant: string;
  target: string;
  attempt: number;
  detail: string;
}

export interface WorkerOptions {
  db: Database;
  queue: LeadQueue;
  resolveTargets: TargetResolver;
  /** The dealership (ADF vendor) and site (provider) of a lead; null when the tenant is gone. */
  contextFor: (tenant: string, dealershipSlug: string | null) => DeliveryContext | null;
  /** The tenant's stock record of the car, for a fuller vehicle block; null when the car is unknown. */
  findCar?: (tenant: string, carId: string) => Promise<LeadCar | null>;
  senders: Senders;
  /** Jobs worked at once in this process (default 10). */
  concurrency?: number | undefined;
  pollingIntervalSeconds?: number | undefined;
  log?: ((entry: DeliveryLogEntry) => void) | undefined;
}

export interface LeadWorker {
  stop(): Promise<void>;
}

const LEAD_COLUMNS =
  'id, tenant, kind, category, subcategory, dealership_slug, car_id, created_at, payload, suspected_abuse';

/**
 * Works the delivery queue: each job hands one lead to one target. A delivered lead is
 * recorded in lead_deliveries in the same transaction that completes its job, so a crash
 * can never leave the lead delivered but its job open (to be sent again) or the job done
 * without the record; a job that finds its record already there completes without sending.
 * A temporary failure fails the try (pg-boss retries it with back-off, then parks it in the
 * dead-letter queue); a permanent one parks it at once.
 */
export async function startLeadWorker(options: WorkerOptions): Promise<LeadWorker> {
  const { db, queue } = options;
  const log = options.log ?? ((entry: DeliveryLogEntry) => console.log(JSON.stringify(entry)));

  async function work(job: JobWithMetadata<DeliveryJobData>): Promise<JobResult> {
    const { lead_id, tenant, target: kind } = job.data;
    const attempt = job.retryCount + 1;
    const entry = (event: DeliveryLogEntry['event'], detail: string) =>
      log({ event, lead_id, tenant, target: kind, attempt, detail });

    const done = await db.query('SELECT 1 FROM lead_deliveries WHERE lead_id = $1 AND target = $2', [lead_id, kind]);
    if (done.rows.length) {
      entry('delivery.duplicate', 'already delivered');
      return { id: job.id, status: 'completed' };
    }
    const found = await db.query<StoredLead & { withdrawn: boolean }>(
      `SELECT ${LEAD_COLUMNS}, deidentified_at IS NOT NULL AS withdrawn FROM leads WHERE id = $1`,
      [lead_id],
    );
    const row = found.rows[0];
    if (!row) {
      entry('delivery.parked', 'the lead is not in the database');
      return { id: job.id, status: 'deadletter', output: { reason: 'no such lead' } };
    }
    if (row.withdrawn) {
      // its shopper deleted their account first: the lead no longer says who to answer
      entry('delivery.skipped', 'the shopper deleted their account before delivery');
      return { id: job.id, status: 'completed', output: { skipped: true } };
    }
    const targets = options.resolveTargets(tenant, row.dealership_slug);
    const target = targets ? targetOfKind(targets, kind) : null;
    const context = options.contextFor(tenant, row.dealership_slug);
    if (!target || !context) {
      // the dealership no longer has this target: nothing is owed to it
      entry('delivery.skipped', 'the target is no longer configured');
      return { id: job.id, status: 'completed', output: { skipped: true } };
    }
    if ('reason' in target) {
      entry('delivery.retry', target.reason);
      return { id: job.id, status: 'failed', output: { reason: target.reason } };
    }

    const car = row.car_id && options.findCar ? await options.findCar(tenant, row.car_id) : null;
    const outcome = await deliverToTarget(target, leadForDelivery(row, car), context, options.senders);
    if (outcome.outcome === 'delivered') {
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO lead_deliveries (lead_id, target, detail, attempts) VALUES ($1, $2, $3, $4)
           ON CONFLICT (lead_id, target) DO NOTHING`,
          [lead_id, kind, outcome.detail.slice(0, 300) || 'delivered', attempt],
        );
        await queue.boss.complete(DELIVERY_QUEUE, { id: job.id, retryCount: job.retryCount }, null, { db: tx.jobs });
      });
      entry('delivery.delivered', outcome.detail);
      return { id: job.id, status: 'completed' };
    }
    if (outcome.outcome === 'retry') {
      const last = job.retryCount >= job.retryLimit;
      entry(last ? 'delivery.parked' : 'delivery.retry', outcome.reason);
      return { id: job.id, status: 'failed', output: { reason: outcome.reason } };
    }
    entry('delivery.parked', outcome.reason);
    return { id: job.id, status: 'deadletter', output: { reason: outcome.reason } };
  }

  // a few jobs per fetch, worked side by side; a full batch fetches the next at once rather
  // than waiting for the poll, so a backlog (after an outage) drains at the receivers' pace
  const concurrency = options.concurrency ?? 10;
  const batchSize = Math.min(5, concurrency);
  const id = await queue.boss.work(
    DELIVERY_QUEUE,
    {
      batchSize,
      localConcurrency: Math.ceil(concurrency / batchSize),
      burstWhenBatchFull: true,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
      includeMetadata: true,
      perJobResults: true,
    },
    (jobs: JobWithMetadata<DeliveryJobData>[]) =>
      Promise.all(
        jobs.map(async (job): Promise<JobResult> => {
          try {
            return await work(job);
          } catch (error) {
            // the database or a bug: the try fails and is retried like a receiver's outage
            const reason = error instanceof Error ? error.name : 'Error';
            return { id: job.id, status: 'failed', output: { reason } };
          }
        }),
      ),
  );
  return {
    stop: () => queue.boss.offWork(DELIVERY_QUEUE, { id, wait: true }),
  };
}
