import type { Database } from './database.ts';

export interface Migration {
  /** The file name, e.g. 0001_leads.sql; migrations apply in name order. */
  name: string;
  sql: string;
}

/** An applied migration whose file has changed since: the schema and the files disagree. */
class MigrationChangedError extends Error {
  constructor(name: string) {
    super(
      `Migration ${name} was changed after it was applied to this database. ` +
        `Applied migrations are never edited: add a new migration file instead.`,
    );
    this.name = 'MigrationChangedError';
  }
}

// any fixed number: every process migrating the same database queues on it
const MIGRATION_LOCK = 720_401;

async function checksum(sql: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(sql));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Applies the migrations not yet recorded in schema_migrations, in name order, each in its
 * own transaction with its record, so a failing migration leaves nothing behind. Servers
 * starting together queue on an advisory lock. Returns the names applied now.
 */
export async function migrate(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  const applied: string[] = [];
  const ordered = [...migrations].sort((a, b) => a.name.localeCompare(b.name));
  for (const migration of ordered) {
    const sum = await checksum(migration.sql);
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        checksum text NOT NULL CHECK (checksum ~ '^[0-9a-f]{64}$'),
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const found = await tx.query<{ checksum: string }>('SELECT checksum FROM schema_migrations WHERE name = $1', [
        migration.name,
      ]);
      const previous = found.rows[0];
      if (previous) {
        if (previous.checksum !== sum) throw new MigrationChangedError(migration.name);
        return false;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [migration.name, sum]);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}
