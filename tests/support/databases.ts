import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Database } from '../../src/server/storage/database.ts';
import { openStorage } from '../../src/server/storage/open.ts';
import { postgresBinDir, startCluster, type Cluster } from '../../scripts/lib/postgres-cluster.ts';
import { freshDataDir } from './pglite-template.ts';

/** Hands a suite the open database of the run it is in. */
export type UseDatabase = () => Database;

/**
 * Declares the suite twice: on PGlite in a temp directory, and on a throwaway PostgreSQL
 * cluster (DESIGN.md: one storage suite over both). Without the server programs the
 * PostgreSQL half is a skipped block whose title says why, so the report shows it.
 * Each half opens its database in beforeAll and closes it, stops the server and deletes
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
    let cluster: Cluster | undefined;
    let db: Database | undefined;
    beforeAll(async () => {
      cluster = await startCluster(bin.dir);
      db = await openStorage({ databaseUrl: cluster.url, dataDir: '' });
    });
    afterAll(async () => {
      try {
        await db?.close();
      } finally {
        await cluster?.stop();
      }
    });
    suite(() => db ?? fail('PostgreSQL did not start'));
  });
}

function fail(message: string): never {
  throw new Error(message);
}

/** Empties the lead tables and the shared rate limits between tests (the schema stays). */
export async function emptyLeadTables(db: Database): Promise<void> {
  await db.exec('TRUNCATE lead_deliveries, idempotency_keys, leads, rate_limit_buckets');
}
