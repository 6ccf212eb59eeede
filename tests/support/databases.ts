import { rmSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { Database } from '../../src/server/storage/database.ts';
import { openStorage } from '../../src/server/storage/open.ts';
import { postgresBinDir } from '../../scripts/lib/postgres-cluster.ts';
import { freshDataDir } from './pglite-template.ts';

/** Hands a suite the open database of the run it is in. */
export type UseDatabase = () => Database;

/**
 * Declares the suite twice: on PGlite in a temp directory, and on a throwaway database of
 * the run's PostgreSQL server (DESIGN.md: one storage suite over both). Without the server programs the
 * PostgreSQL half is a skipped block whose title says why, so the report shows it.
 * Each half opens its database in beforeAll and closes it and drops the database or deletes
 * the directory in afterAll, which runs when a test or the setup failed too.
 */
export function describeOnEachDatabase(title: string, suite: (db: UseDatabase) => void): void {
  describe(`${title} (PGlite)`, () => {
    let db: Database | undefined;
    let dir: string | undefined;
    beforeAll(async () => {
      dir = freshDataDir('leads-pglite-');
      db = await openStorage({ dataDir: dir });
    });
    afterAll(async () => {
      await db?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });
    suite(() => db ?? fail('PGlite did not open'));
  });

  const bin = postgresBinDir();
  if (!bin) {
    describe.skip(`${title} (PostgreSQL): SKIPPED, no /usr/lib/postgresql/*/bin/initdb (apt-get install postgresql)`, () => {
      it('runs the same suite on a real PostgreSQL server', () => undefined);
    });
    return;
  }
  describe(`${title} (PostgreSQL ${bin.version})`, () => {
    let database: ThrowawayDatabase | undefined;
    let db: Database | undefined;
    beforeAll(async () => {
      database = await throwawayDatabase();
      db = await openStorage({ databaseUrl: database.url, dataDir: '' });
    });
    afterAll(async () => {
      try {
        await db?.close();
      } finally {
        await database?.drop();
      }
    });
    suite(() => db ?? fail('PostgreSQL did not start'));
  });
}

export interface ThrowawayDatabase {
  /** node-postgres connection string of the new, empty database. */
  url: string;
  /** Drops it, ending any connection still open to it. */
  drop(): Promise<void>;
}

let databases = 0;

/**
 * A new empty database in the run's PostgreSQL server (started once by vitest-setup.ts), for
 * one suite: as empty as a cluster of its own, at a fraction of the cost.
 */
export async function throwawayDatabase(): Promise<ThrowawayDatabase> {
  const server = inject('postgresServerUrl');
  if (!server)
    throw new Error('No PostgreSQL server for this run: vitest-setup.ts starts one when initdb is installed');
  const name = `suite_${process.pid}_${++databases}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

function fail(message: string): never {
  throw new Error(message);
}

/** Empties the lead tables and the shared rate limits between tests (the schema stays). */
export async function emptyLeadTables(db: Database): Promise<void> {
  await db.exec('TRUNCATE lead_deliveries, idempotency_keys, leads, rate_limit_buckets');
}
