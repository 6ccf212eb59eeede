import type { Queryable } from '../storage/database.ts';

/** A retry comes within minutes; a week covers a shopper who resubmits from a tab left open. */
const KEEP_KEYS_DAYS = 7;

/**
 * Deletes idempotency keys older than `days` (their leads stay). Returns how many went.
 */
export async function deleteOldKeys(db: Queryable, days: number = KEEP_KEYS_DAYS): Promise<number> {
  const result = await db.query(`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(days => $1)`, [
    days,
  ]);
  return result.rowCount;
}
