// A server of its own for tests that read what the API stored: the shared end-to-end server
// keeps its rows in PGlite, which no second process may open while it runs, so this one
// stores them in a throwaway PostgreSQL cluster the test reads with a client of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { E2E_PORT } from '../../../playwright.config.ts';
import { postgresBinDir, startCluster, type Cluster } from '../../../scripts/lib/postgres-cluster.ts';
import { waitFor } from '../wait.ts';

export interface RecordingServer {
  /** A tenant's page on this server: http://<slug>.localhost:<port><path>. */
  siteUrl(slug: string, path?: string): string;
  /** Rows of the server's database. */
  rows<Row extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<Row[]>;
  stop(): Promise<void>;
}

/** Why a recording server cannot start here, or null when it can. */
export function recordingServerUnavailable(): string | null {
  return postgresBinDir() ? null : 'no /usr/lib/postgresql/*/bin/initdb (apt-get install postgresql)';
}

/**
 * `npm run serve`'s server (scripts/serve.ts, the built dist/) on its own port, its API
 * storing in a new PostgreSQL cluster. stop() ends the server, then the cluster.
 */
export async function startRecordingServer(port = E2E_PORT + 1): Promise<RecordingServer> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(`No recording server: ${recordingServerUnavailable()}`);
  const cluster: Cluster = await startCluster(bin.dir);
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-recording-'));
  let server: ChildProcess | undefined;
  const client = new pg.Client({ connectionString: cluster.url });
  const stop = async () => {
    await client.end().catch(() => undefined);
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // the test's own Node (the project's, through npx), which runs TypeScript as is
    server = spawn(process.execPath, ['scripts/serve.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: cluster.url,
        DATA_DIR: dataDir,
        LEAD_RATE_LIMIT_IP: '500/600',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitFor(async () => {
      if (server?.exitCode !== null) throw new Error(`The recording server exited (${server?.exitCode})`);
      const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
      return res?.ok === true;
    }, 60_000);
    await client.connect();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    siteUrl: (slug, path = '/') => `http://${slug}.localhost:${port}${path}`,
    rows: async (sql, params) => (await client.query(sql, params)).rows,
    stop,
  };
}
