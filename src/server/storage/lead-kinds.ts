import type { Database } from './database.ts';

/**
 * Adds the kinds of lead the code defines to the lead_kinds table (leads.kind refers to it),
 * keeping the ones already there: a kind's stored leads outlive its definition.
 */
export async function recordLeadKinds(db: Database, kinds: readonly string[]): Promise<void> {
  if (kinds.length === 0) return;
  const rows = kinds.map((_, n) => `($${n + 1})`).join(', ');
  await db.query(`INSERT INTO lead_kinds (kind) VALUES ${rows} ON CONFLICT (kind) DO NOTHING`, [...kinds]);
}
