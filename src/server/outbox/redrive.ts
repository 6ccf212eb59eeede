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

/** How many delivery jobs are parked. */
export async function countParked(queue: LeadQueue): Promise<number> {
  const jobs = await queue.boss.findJobs(PARKED_QUEUE, { queued: true });
  return jobs.length;
}
