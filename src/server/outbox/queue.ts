import { PgBoss } from 'pg-boss';
import type { Database, Queryable } from '../storage/database.ts';
import { createShopperQueues } from '../saved-searches/shopper-mail.ts';
import { jobTargetKinds, type TargetKind, type TargetResolver } from './targets.ts';

/** The delivery jobs, one per lead and target. */
export const DELIVERY_QUEUE = 'lead-delivery';
/** Jobs whose every try failed (the dead letter): kept until `npm run leads:redrive` sends them again. */
export const PARKED_QUEUE = 'lead-delivery-parked';

export interface DeliveryJobData {
  lead_id: string;
  tenant: string;
  target: TargetKind;
}

/**
 * How hard a target is tried. The defaults wait 15 s, 30 s, 1 min … up to an hour between
 * tries (pg-boss's exponential back-off with jitter), 10 tries in all over about 4 hours,
 * which rides out a CRM's maintenance window; then the job is parked.
 */
interface RetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /** A try still running after this long (its process died) is given up and retried. */
  expireInSeconds: number;
}

const DEFAULT_RETRY_POLICY: RetryPolicy = {
  retryLimit: 9,
  retryDelaySeconds: 15,
  retryDelayMaxSeconds: 3600,
  expireInSeconds: 60,
};

/**
 * LEAD_DELIVERY_EXPIRE_SECONDS: how long a try may run before it counts as cut off (its
 * process died) and is retried. Default 60 s; above the SMTP and webhook timeouts.
 */
export function expireFromEnv(env: NodeJS.ProcessEnv): { expireInSeconds?: number } {
  const raw = env.LEAD_DELIVERY_EXPIRE_SECONDS;
  if (raw === undefined || raw === '') return {};
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1)
    throw new Error(`LEAD_DELIVERY_EXPIRE_SECONDS must be a whole number of seconds, received ${JSON.stringify(raw)}`);
  return { expireInSeconds: seconds };
}

/** Jobs are kept a year: a parked lead must still be there when someone redrives it. */
const KEEP_SECONDS = 365 * 24 * 3600;

export interface LeadQueueOptions {
  retry?: Partial<RetryPolicy>;
  /** How often expired tries are looked for (default 5 s, so a crash costs seconds, not minutes). */
  superviseIntervalSeconds?: number;
  /**
   * Whether this process looks after the queue (expires cut-off tries, parks, deletes old
   * jobs). Default true; false for a process that only enqueues (the Lambda), which a
   * long-running worker process looks after.
   */
  supervise?: boolean;
  /** Where pg-boss's own warnings and errors go. */
  onError?: (error: Error) => void;
}

/** A stored lead, as the queue needs it to choose its delivery targets. */
interface OutboxLead {
  id: string;
  tenant: string;
  dealershipSlug: string | null;
}

/** What the lead store needs of the queue: to add leads' delivery jobs inside their transaction. */
export interface LeadOutbox {
  /** Adds a job per lead and target, in one statement; answers how many. */
  enqueue(tx: Queryable, leads: readonly OutboxLead[]): Promise<number>;
}

export interface LeadQueue extends LeadOutbox {
  readonly boss: PgBoss;
  readonly retry: RetryPolicy;
  stop(): Promise<void>;
}

/**
 * Starts pg-boss in the lead database (its own `pgboss` schema, created and migrated on the
 * first start) and makes sure both queues exist with the current retry policy, and the
 * queues of shoppers' e-mails and alert matching.
 */
export async function openLeadQueue(
  db: Database,
  resolveTargets: TargetResolver,
  options: LeadQueueOptions = {},
): Promise<LeadQueue> {
  const retry = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const boss = new PgBoss({
    db: db.jobs,
    backend: db.driver === 'pglite' ? 'pglite' : 'postgres',
    schedule: false,
    supervise: options.supervise ?? true,
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? 5,
    // PGlite has no autovacuum worth watching, and reindexing belongs to the production DBA
    monitorVacuum: false,
    reindex: false,
  });
  const onError = options.onError ?? ((error: Error) => console.error(`lead queue: ${error.message}`));
  boss.on('error', onError);
  await boss.start();

  const kept = { retentionSeconds: KEEP_SECONDS, deleteAfterSeconds: 30 * 24 * 3600 };
  await boss.createQueue(PARKED_QUEUE, kept);
  const policy = {
    ...kept,
    retryLimit: retry.retryLimit,
    retryDelay: retry.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: retry.expireInSeconds,
  };
  await boss.createQueue(DELIVERY_QUEUE, {
    ...policy,
    retryDelayMax: retry.retryDelayMaxSeconds,
    deadLetter: PARKED_QUEUE,
  });
  // a queue made by an earlier start keeps its old policy unless told the new one (pg-boss
  // fixes retryDelayMax at creation)
  await boss.updateQueue(DELIVERY_QUEUE, policy);
  // loads both queues into pg-boss's cache now: a cache miss inside a PGlite transaction
  // would wait for the connection that transaction holds (DESIGN.md, known facts)
  await boss.findJobs(DELIVERY_QUEUE, { id: '00000000-0000-0000-0000-000000000000' });
  await boss.findJobs(PARKED_QUEUE, { id: '00000000-0000-0000-0000-000000000000' });
  // shoppers' e-mails (confirmation links, alerts) go through the same outbox
  await createShopperQueues(boss);

  return {
    boss,
    retry,
    async enqueue(tx, leads) {
      const jobs = leads.flatMap((lead) => {
        const targets = resolveTargets(lead.tenant, lead.dealershipSlug);
        return (targets ? jobTargetKinds(targets) : []).map((target) => {
          const data: DeliveryJobData = { lead_id: lead.id, tenant: lead.tenant, target };
          return { data };
        });
      });
      if (jobs.length > 0) await boss.insert(DELIVERY_QUEUE, jobs, { db: tx.jobs });
      return jobs.length;
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000, close: false }),
  };
}
