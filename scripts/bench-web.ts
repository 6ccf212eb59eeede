// npm run bench:web [-- --tenant <slug> ...] [-- --type <text>] [-- --runs <n>]: Lighthouse
// (mobile, simulated throttling, performance only) in Debian's Chromium on one built page of
// every page type of every tenant, each run --runs times (default 3, since scores move by a
// few points on 2 cores), printing the median score, FCP, LCP, TBT and CLS per page, and each
// page's FCP against a bare page's (a heading and a paragraph, no CSS or script) measured the
// same way; the 404 page type is listed unmeasured (Lighthouse refuses an error status).
// Each page is asked for once first, as a CDN cache would hold it (the server's best brotli copy).
// DESIGN.md budgets: score 98, CLS under 0.01, FCP within 1.2x of the bare page.
// Figures only; nothing asserts them. The table is also written to .build/bench-web.json.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../playwright.config.ts';
import { samplePagesByType } from '../tests/gates/lib/routes.ts';
import { listTenantSlugs } from '../src/tenant/load.ts';
import { serveBuiltSites } from './lib/bench-sites.ts';
import { parseTenantArgs, runMain, selectTenants, UsageError } from './lib/cli.ts';
import { DIST_DIR, enterProjectRoot, TENANTS_DIR, WORK_DIR } from './lib/project.ts';

const SITES_PORT = Number(process.env.BENCH_PORT ?? 4396);
const BUDGET = { score: 98, cls: 0.01, fcpRatio: 1.2 };
const BARE_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<title>Bare page</title><h1>A bare page</h1><p>One heading and one paragraph, nothing else.</p></html>';

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

function medianFigures(runs: Figures[]): Figures {
  const of = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return { score: of('score'), fcp: of('fcp'), lcp: of('lcp'), tbt: of('tbt'), cls: of('cls') };
}

function parseOptions(argv: string[]) {
  const { tenants, rest } = parseTenantArgs(argv);
  let runs = 3;
  let type = '';
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    const value = rest[i + 1];
    if (arg === '--runs' && value && /^[1-9]\d*$/.test(value)) runs = Number(rest[++i]);
    else if (arg === '--type' && value) type = rest[++i] ?? '';
    else
      throw new UsageError(
        `Unknown argument ${arg}: usage: npm run bench:web [-- --tenant <slug>] [-- --type <text>] [-- --runs <n>]`,
      );
  }
  return { tenants, runs, type };
}

/** Debian's Chromium with a DevTools port for Lighthouse to drive. */
async function launchChromium(): Promise<{ port: number; close(): void }> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-web-chromium-'));
  const child: ChildProcess = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 20_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', () => reject(new Error(`Chromium exited:\n${output}`)));
  });
  return {
    port,
    close() {
      child.kill('SIGTERM');
      // Chromium may still be writing its profile as it exits
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

async function measure(url: string, port: number, runs: number): Promise<Figures> {
  const results: Figures[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    results.push({
      score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    });
  }
  return medianFigures(results);
}

async function serveBarePage(): Promise<{ url: string; close(): void }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(BARE_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the bare page server has no port');
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** A GET on the local server for `host`, as a browser asks (brotli taken), answered in full; resolves to the body. */
function fetchLocal(host: string, port: string, path: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    get(
      { host: '127.0.0.1', port, path, headers: { host: `${host}:${port}`, 'accept-encoding': 'br' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve((response.headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : body).toString('utf8'));
        });
      },
    ).on('error', reject);
  });
}

/** The site's own pictures a page's HTML asks for (`src` and every `srcset` candidate). */
function picturesOf(html: string): string[] {
  const urls = new Set<string>();
  for (const [, src] of html.matchAll(/<img[^>]*?\ssrc="([^"]+)"/g)) urls.add(src!);
  for (const [, srcset] of html.matchAll(/\ssrcset="([^"]+)"/g))
    for (const candidate of srcset!.split(',')) urls.add(candidate.trim().split(/\s+/)[0] ?? '');
  return [...urls].filter((url) => url.startsWith('/')).map((url) => url.replaceAll('&amp;', '&'));
}

/**
 * Asks for a page and its pictures once before measuring it, as a CDN's cache would have
 * been filled: the local server makes its best brotli copy of a file in the background after
 * the first request, and resizes a picture (sharp, on these same two cores) on its first.
 */
async function warmUp(url: string): Promise<void> {
  const { hostname, port, pathname } = new URL(url);
  const html = await fetchLocal(hostname, port, pathname);
  for (const picture of picturesOf(html)) await fetchLocal(hostname, port, picture);
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

runMain(async () => {
  enterProjectRoot();
  const options = parseOptions(process.argv.slice(2));
  const slugs = selectTenants(options.tenants, listTenantSlugs(TENANTS_DIR));
  const missing = slugs.filter((slug) => !existsSync(join(DIST_DIR, slug, 'index.html')));
  if (missing.length) throw new UsageError(`Not built: ${missing.join(', ')} (npm run build)`);

  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, simulated throttling; median of ${options.runs} run(s); ${availableParallelism()} cores`,
  );
  const chromium = await launchChromium();
  const sites = await serveBuiltSites(SITES_PORT);
  const bare = await serveBarePage();
  const rows: ({ tenant: string; type: string; path: string; fcpRatio: number } & Figures)[] = [];
  try {
    const baseline = await measure(bare.url, chromium.port, options.runs);
    console.log(`bare page: FCP ${seconds(baseline.fcp)}, score ${baseline.score}\n`);
    for (const slug of slugs) {
      console.log(slug);
      console.log(`  ${'page type'.padEnd(36)} score    FCP   xbare    LCP     TBT    CLS`);
      for (const { type, path } of samplePagesByType(join(DIST_DIR, slug))) {
        if (!type.includes(options.type)) continue;
        // Lighthouse refuses to measure a page answered with an error status
        if (type === '/404') {
          console.log(`  ${type.padEnd(36)} not measured: Lighthouse does not load a 404 answer`);
          continue;
        }
        await warmUp(sites.url(slug, path));
        const figures = await measure(sites.url(slug, path), chromium.port, options.runs);
        const fcpRatio = figures.fcp / baseline.fcp;
        rows.push({ tenant: slug, type, path, fcpRatio, ...figures });
        const flags = [
          figures.score < BUDGET.score ? 'score' : '',
          figures.cls >= BUDGET.cls ? 'CLS' : '',
          fcpRatio > BUDGET.fcpRatio ? 'FCP' : '',
        ].filter(Boolean);
        console.log(
          `  ${type.padEnd(36)} ${String(figures.score).padStart(5)} ${seconds(figures.fcp).padStart(7)} ${fcpRatio.toFixed(2).padStart(6)} ${seconds(figures.lcp).padStart(7)} ${`${Math.round(figures.tbt)} ms`.padStart(7)} ${figures.cls.toFixed(3).padStart(6)}${flags.length ? `  over budget: ${flags.join(', ')}` : ''}`,
        );
      }
    }
  } finally {
    bare.close();
    sites.stop();
    chromium.close();
  }
  const over = rows.filter((r) => r.score < BUDGET.score || r.cls >= BUDGET.cls || r.fcpRatio > BUDGET.fcpRatio);
  const scores = rows.map((r) => r.score);
  if (rows.length === 0) console.log('\nNo page measured.');
  else
    console.log(
      `\n${rows.length} pages: score min ${Math.min(...scores)}, median ${median(scores)}; ${over.length} over a budget (score ${BUDGET.score}, CLS < ${BUDGET.cls}, FCP <= ${BUDGET.fcpRatio}x bare)`,
    );
  mkdirSync(WORK_DIR, { recursive: true });
  writeFileSync(join(WORK_DIR, 'bench-web.json'), `${JSON.stringify(rows, null, 2)}\n`);
  return 0;
});
