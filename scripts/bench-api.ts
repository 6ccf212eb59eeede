// npm run bench:api [-- --postgres]: POST /api/leads under load, each lead stored with its
// delivery jobs (the API process enqueues; delivery is off so only the API is measured),
// on PGlite, or with --postgres on a throwaway PostgreSQL cluster (Debian's postgresql).
// DESIGN.md budget (PGlite): 800 requests/s or more, p99 30 ms or less, nothing lost, also
// while PDFs render. Then the same load, with GET /api/health beside it, while 8 or 32
// clients download car PDFs (print-load.ts): distinct cars with the cache off, on the
// render workers and on the API's own thread (PRINT_WORKERS=0, how it was before the
// workers), and the same few cars from the cache. Figures only; nothing asserts them.
// The per-address lead limit is on, counted in the database as in production, at a level
// the benchmark's one address never reaches (BENCH_LEAD_LIMIT), so each lead pays for its
// take and none is refused; BENCH_LEAD_LIMIT=off measures without it.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openStorage } from '../src/server/storage/open.ts';
import { startApiProcess } from './lib/api-process.ts';
import { runMain, UsageError } from './lib/cli.ts';
import { postgresBinDir, startCluster, type Cluster } from './lib/postgres-cluster.ts';
import { leadRequest, printLoadScenarios, printableCars, runPrintScenario } from './lib/print-load.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** A million leads a minute from one address: never reached here, so every lead takes a token. */
const LEAD_LIMIT = process.env.BENCH_LEAD_LIMIT ?? '1000000/60';

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
    LEAD_RATE_LIMIT_IP: LEAD_LIMIT,
    LEAD_WORKER: 'off',
  });
  try {
    const port = await api.port();
    console.log(
      `API benchmark: POST /api/leads, ${cluster ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} connections for ${DURATION_SECONDS} s, ` +
        `lead limit per address ${LEAD_LIMIT}, Node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'})`,
    );
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      requests: [leadRequest()],
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
    console.log(`requests/s   ${result.requests.average.toFixed(0)} (budget 800 or more)`);
    console.log(`latency p50  ${result.latency.p50} ms`);
    console.log(`latency p99  ${result.latency.p99} ms (budget 30 or less)`);
    console.log(
      `answered     ${created} × 201, ${result.non2xx} other, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
    // requests still in flight when the clock stopped are stored but not counted as answered
    const lost = leads < created || jobs !== leads;
    console.log(
      `stored       ${leads} leads, ${jobs} delivery jobs (${lost ? 'MISMATCH: leads lost' : 'every answered lead stored with its job'})`,
    );
    await printFigures(databaseUrl);
    return lost ? 1 : 0;
  } finally {
    api.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await cluster?.stop();
  }
});

/** Lead posts and /api/health while PDFs are downloaded, one fresh API process per row. */
async function printFigures(databaseUrl: string): Promise<void> {
  const cars = await printableCars();
  console.log(
    `\nWhile PDFs are downloaded (${cars.tenant}, ${cars.slugs.length} cars): ${CONNECTIONS} lead connections, ` +
      `1 health connection, ${DURATION_SECONDS} s per row`,
  );
  console.log(`${'PDF load'.padEnd(44)} leads/s  p50 ms  p99 ms  health p50  health p99  PDFs 200 / 503 / other`);
  for (const scenario of printLoadScenarios()) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-print-'));
    try {
      const row = await runPrintScenario(scenario, {
        dataDir,
        databaseUrl,
        cars,
        connections: CONNECTIONS,
        seconds: DURATION_SECONDS,
      });
      console.log(
        `${scenario.label.padEnd(44)} ${String(row.leadsPerSecond).padStart(7)}  ${String(row.leads.p50).padStart(6)}  ` +
          `${String(row.leads.p99).padStart(6)}  ${String(row.health.p50).padStart(10)}  ${String(row.health.p99).padStart(10)}  ` +
          `${row.pdfs.ok} / ${row.pdfs.busy} / ${row.pdfs.other}`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
