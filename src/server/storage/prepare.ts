import { LEAD_KINDS } from '../../domain/forms/lead-kinds.ts';
import type { Database } from './database.ts';
import { recordLeadKinds } from './lead-kinds.ts';
import { migrate, type Migration } from './migrate.ts';

/**
 * Brings an open lead database's schema up to date, the kinds of lead the code defines
 * included; closes it again if that fails. The migrations are handed in: a server reads
 * them from storage/migrations, the Lambda bundle carries them (it has no such folder).
 */
export async function prepareStorage(db: Database, migrations: readonly Migration[]): Promise<Database> {
  try {
    await migrate(db, migrations);
    await recordLeadKinds(db, LEAD_KINDS);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
