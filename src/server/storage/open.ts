import type { Database } from './database.ts';
import { readMigrations } from './migration-files.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import { prepareStorage } from './prepare.ts';

export interface StorageConfig {
  /** A PostgreSQL connection string; when set, the server it names holds the data. */
  databaseUrl?: string | undefined;
  /** Otherwise PGlite keeps the data here (created if missing). */
  dataDir: string;
}

/** DATABASE_URL selects a PostgreSQL server; otherwise PGlite in DATA_DIR (default .data). */
export function storageConfigFromEnv(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  return { databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR || '.data' };
}

/**
 * Opens the lead database and brings its schema up to date, the kinds of lead the code
 * defines included; closes it again if that fails.
 */
export async function openStorage(config: StorageConfig): Promise<Database> {
  // read first: a misnamed migration file stops the start with nothing opened
  const migrations = readMigrations();
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
  return prepareStorage(db, migrations);
}
