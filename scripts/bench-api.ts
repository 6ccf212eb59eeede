// npm run bench:api [-- --postgres]: POST /api/leads under load, each lead stored with its
// delivery jobs (the API process enqueues; delivery is off so only the API is measured),
// on PGlite, or with --postgres on a throwaway PostgreSQL cluster (Debian's postgresql).
// DESIGN.md budget (PGlite): 500 requests/s or more, p99 50 ms or less, nothing lost.
// Figures only; nothing asserts them.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openStorage } from '../src/server/storage/open.ts';
import { apiHref } from '../src/api-paths.ts';
import { startApiProcess } from './lib/api-process.ts';
import { runMain, UsageError } from './lib/cli.ts';
import { postgresBinDir, startCluster, type Cluster } from './lib/postgres-cluster.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const LEAD = {
  kind: 'request-photos',
  name: 'Bench',
  last_name: 'Mark',
  email: 'bench@example.com',
  phone: '0412 345 678',
  car_id: 123,
  car_type: 'used',
  url: 'http://harbourside-toyota.localhost:4321/cars/bench',
};

runMain(async () => {
  const args = process.argv.slice(2);
  const unknown = args.find((arg) => arg !== '--postgres');
  if (unknown) throw new UsageError(`Unknown argument ${unknown}: usage: npm run bench:api [-- --postgres]`);
  let cluster: Cluster | null = null;
  if (args.includes('--postgres')) {
    const bin = postgresBinDir();
    if (!bin) throw new UsageError('--postgres needs /usr/lib/postgresql/*/bin (apt-get install postgresql)');
    cluster = await startCluster(bin.dir);
  }
  const databaseUrl = cluster?.url ?? '';
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const api = startApiProcess(dataDir, {
    DATABASE_URL: databaseUrl,
    LEAD_RATE_LIMIT_IP: 'off',
    LEAD_RATE_LIMIT_PHONE: 'off',
    LEAD_WORKER: 'off',
  });
  try {
    const port = await api.port();
    console.log(
      `API benchmark: POST /api/leads, ${cluster ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} connections for ${DURATION_SECONDS} s, ` +
        `Node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'})`,
    );
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      requests: [
        {
          method: 'POST',
          path: apiHref('leads'),
          headers: { origin: 'http://harbourside-toyota.localhost:4321', 'content-type': 'application/json' },
          body: JSON.stringify(LEAD),
          // a new key per request, as a form makes one per submit
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, 'idempotency-key': randomUUID() },
          }),
        },
      ],
    });
    api.kill('SIGTERM');
    await api.exited;

    const db = await openStorage({ databaseUrl: databaseUrl || undefined, dataDir });
    let leads = 0;
    let jobs = 0;
    try {
      leads = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads')).rows[0]?.n ?? 0;
      jobs =
        (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'lead-delivery'`))
          .rows[0]?.n ?? 0;
    } finally {
      await db.close();
    }
    const created = result['2xx'];
    console.log(`requests/s   ${result.requests.average.toFixed(0)} (budget 500 or more)`);
    console.log(`latency p50  ${result.latency.p50} ms`);
    console.log(`latency p99  ${result.latency.p99} ms (budget 50 or less)`);
    console.log(
      `answered     ${created} × 201, ${result.non2xx} other, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
    // requests still in flight when the clock stopped are stored but not counted as answered
    const lost = leads < created || jobs !== leads;
    console.log(
      `stored       ${leads} leads, ${jobs} delivery jobs (${lost ? 'MISMATCH: leads lost' : 'every answered lead stored with its job'})`,
    );
    return lost ? 1 : 0;
  } finally {
    api.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await cluster?.stop();
  }
});
