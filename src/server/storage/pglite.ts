import { join, resolve } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { fromPglite } from 'pg-boss';
import type { Database, Queryable, QueryResult } from './database.ts';
import { lockDirectory } from './lock.ts';

/** The PGlite cluster's folder inside the data directory (beside the lock and, later, mail files). */
const PGLITE_FOLDER = 'pglite';

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(sql, [...params]);
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
    jobs: fromPglite(target as PGlite),
  };
}

/**
 * Opens (creating on first use) the embedded Postgres in <dataDir>/pglite, after taking the
 * directory's lock: PGlite runs Postgres single-user and would be corrupted by a second
 * process (DESIGN.md, known facts). close() shuts PGlite down, then gives the lock back.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const dir = resolve(dataDir);
  const lock = lockDirectory(dir);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(join(dir, PGLITE_FOLDER));
  } catch (error) {
    lock.release();
    throw error;
  }
  const base = queryable(pglite);
  let closing: Promise<void> | null = null;
  return {
    driver: 'pglite',
    location: dir,
    query: base.query,
    exec: base.exec,
    jobs: base.jobs,
    transaction: (work) => pglite.transaction((tx) => work(queryable(tx))),
    close() {
      closing ??= (async () => {
        try {
          await pglite.close();
        } finally {
          lock.release();
        }
      })();
      return closing;
    },
  };
}
