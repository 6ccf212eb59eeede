import { DELIVERY_QUEUE, PARKED_QUEUE, type LeadQueue } from './queue.ts';

/**
 * Moves every parked delivery job back to the delivery queue, where it gets a full set of
 * tries again; returns how many moved. Run after the CRM or the configuration is fixed.
 */
export async function redriveParked(queue: LeadQueue): Promise<number> {
  let moved = 0;
  for (;;) {
    const batch = await queue.boss.redrive(PARKED_QUEUE, { destination: DELIVERY_QUEUE, limit: 500 });
    moved += batch;
    if (batch === 0) return moved;
  }
}

/**
 * Makes every delivery job that is waiting out its back-off after a failed try due now
 * (the database schedules retries by the job's start, up to an hour ahead); returns how
 * many. Run once the CRM is back, so waiting leads go at once rather than at their next
 * try. A job keeps the tries it has used: one that fails again waits or parks as before.
 */
export async function retryWaitingNow(queue: LeadQueue): Promise<number> {
  const waiting = (await queue.boss.findJobs(DELIVERY_QUEUE, { queued: true })).filter((job) => job.state === 'retry');
  return makeDueNow(
    queue,
    waiting.map((job) => job.id),
  );
}

/**
 * Makes these delivery jobs due now, by the database's clock (a start 0 seconds from now);
 * returns how many. A job a worker took meanwhile is left alone.
 */
export async function makeDueNow(queue: LeadQueue, ids: readonly string[]): Promise<number> {
  let due = 0;
  for (const id of ids) due += (await queue.boss.update(DELIVERY_QUEUE, undefined, { id, startAfter: 0 })).updated;
  return due;
}

/** How many delivery jobs are parked. */
export async function countParked(queue: LeadQueue): Promise<number> {
  const jobs = await queue.boss.findJobs(PARKED_QUEUE, { queued: true });
  return jobs.length;
}
