// Vitest's global setup, run once before the test files: the PGlite cluster their data
// directories are copied from, and one PostgreSQL server for the run, in which each suite
// that runs on PostgreSQL makes a database of its own (throwawayDatabase in databases.ts).
// A server per suite cost about 1.8 CPU s of initdb and start, some 30 times a run.
import type { TestProject } from 'vitest/node';
import { postgresBinDir, startCluster, type Cluster } from '../../scripts/lib/postgres-cluster.ts';
import { ensurePgliteTemplate } from './pglite-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL server (its `postgres` database); empty without the server programs. */
    postgresServerUrl: string;
  }
}

let cluster: Cluster | undefined;

export async function setup(project: TestProject): Promise<void> {
  const bin = postgresBinDir();
  const [started] = await Promise.all([bin ? startCluster(bin.dir) : undefined, ensurePgliteTemplate()]);
  cluster = started;
  project.provide('postgresServerUrl', cluster?.url ?? '');
}

export async function teardown(): Promise<void> {
  await cluster?.stop();
}
