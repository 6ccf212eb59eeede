import type { Database } from '../storage/database.ts';
import { DELIVERY_QUEUE, type LeadQueue } from './queue.ts';
import { makeDueNow } from './redrive.ts';

/**
 * On PGlite, fails every delivery try still marked running and makes it due at once; returns
 * how many. Only one process can hold a PGlite directory (its lock), so a try still running
 * when a server starts belongs to a process that died: waiting for it to expire
 * (LEAD_DELIVERY_EXPIRE_SECONDS) and then for its back-off would only hold the lead back.
 * The cut-off try counts as one of the job's tries, as an expiry would. On PostgreSQL other
 * workers may be running those tries, so there expiry alone decides.
 */
export async function retryCutOffTries(db: Database, queue: LeadQueue): Promise<number> {
  if (db.driver !== 'pglite') return 0;
  const running = (await queue.boss.findJobs(DELIVERY_QUEUE)).filter((job) => job.state === 'active');
  if (running.length === 0) return 0;
  await queue.boss.fail(
    DELIVERY_QUEUE,
    running.map((job) => ({ id: job.id, retryCount: job.retryCount })),
    { reason: 'cut off: the server stopped during the try' },
  );
  await makeDueNow(
    queue,
    running.map((job) => job.id),
  );
  return running.length;
}
