import { randomUUID } from 'node:crypto';
import autocannon, { type Request } from 'autocannon';
import { apiHref } from '../../src/api-paths.ts';
import { loadInventory } from '../../src/catalog/inventory/load.ts';
import { hasVehiclePage } from '../../src/domain/car/vehicle-page.ts';
import { validSites } from '../../src/server/tenancy/discover.ts';
import { startApiProcess } from './api-process.ts';
import { TENANTS_DIR } from './project.ts';

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

/** A lead post as a form sends it, with a new Idempotency-Key per request as a form makes one per submit. */
export function leadRequest(): Request {
  return {
    method: 'POST',
    path: apiHref('leads'),
    headers: { origin: 'http://harbourside-toyota.localhost:4321', 'content-type': 'application/json' },
    body: JSON.stringify(LEAD),
    setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } }),
  };
}

export interface PrintableCars {
  tenant: string;
  slugs: string[];
}

/** The cars of the first demo tenant that prints, as the API will list them. */
export async function printableCars(): Promise<PrintableCars> {
  const site = validSites(TENANTS_DIR).find((s) => s.features.printing);
  if (!site) throw new Error('no demo tenant has features.printing');
  const { cars } = await loadInventory(site, { tenantDir: `${TENANTS_DIR}/${site.slug}`, now: new Date() });
  return { tenant: site.slug, slugs: cars.filter((car) => hasVehiclePage(car, site)).map((car) => car.slug) };
}

interface PrintLoadScenario {
  label: string;
  /** Clients downloading PDFs all the time; 0 for none. */
  pdfClients: number;
  /** How many distinct cars they cycle through (all of them when the cache is off). */
  cars: number | 'all';
  env: NodeJS.ProcessEnv;
}

const UNCACHED = { PRINT_CACHE_MB: '0' };
const ON_THE_API_THREAD = { PRINT_CACHE_MB: '0', PRINT_WORKERS: '0' };

/** The rows of the print part of the benchmark. */
export function printLoadScenarios(): PrintLoadScenario[] {
  return [
    { label: 'none', pdfClients: 0, cars: 'all', env: {} },
    { label: '8 clients, distinct cars, workers', pdfClients: 8, cars: 'all', env: UNCACHED },
    { label: '32 clients, distinct cars, workers', pdfClients: 32, cars: 'all', env: UNCACHED },
    { label: '8 clients, distinct cars, API thread (before)', pdfClients: 8, cars: 'all', env: ON_THE_API_THREAD },
    { label: '32 clients, distinct cars, API thread (before)', pdfClients: 32, cars: 'all', env: ON_THE_API_THREAD },
    { label: '32 clients, 8 cars from the cache', pdfClients: 32, cars: 8, env: {} },
  ];
}

interface ScenarioFigures {
  leadsPerSecond: number;
  leads: { p50: number; p99: number };
  health: { p50: number; p99: number };
  pdfs: { ok: number; busy: number; other: number };
}

/**
 * One row: a fresh `npm run api` with the scenario's settings (limits off, delivery off), then
 * lead posts, one client polling /api/health and the PDF clients, all for `seconds`.
 */
export async function runPrintScenario(
  scenario: PrintLoadScenario,
  options: { dataDir: string; databaseUrl: string; cars: PrintableCars; connections: number; seconds: number },
): Promise<ScenarioFigures> {
  const api = startApiProcess(options.dataDir, {
    DATABASE_URL: options.databaseUrl,
    LEAD_RATE_LIMIT_IP: 'off',
    PRINT_RATE_LIMIT_IP: 'off',
    LEAD_WORKER: 'off',
    ...scenario.env,
  });
  try {
    const url = `http://127.0.0.1:${await api.port()}`;
    const slugs = scenario.cars === 'all' ? options.cars.slugs : options.cars.slugs.slice(0, scenario.cars);
    const host = `${options.cars.tenant}.localhost:4321`;
    let next = 0;
    const pdfPath = () => apiHref('carPrintPdf', { slug: slugs[next++ % slugs.length] ?? '' });
    const pdfRequest: Request = { method: 'GET', headers: { host }, setupRequest: (r) => ({ ...r, path: pdfPath() }) };
    // warm up: the workers' first draw loads pdfkit, and the cached row starts with its PDFs made
    await autocannon({ url, connections: 1, amount: 8, requests: [pdfRequest] });
    const common = { url, duration: options.seconds };
    const [leads, health, pdfs] = await Promise.all([
      autocannon({ ...common, connections: options.connections, requests: [leadRequest()] }),
      autocannon({ ...common, connections: 1, requests: [{ method: 'GET', path: apiHref('health') }] }),
      scenario.pdfClients > 0
        ? autocannon({
            ...common,
            connections: scenario.pdfClients,
            requests: [pdfRequest],
          })
        : null,
    ]);
    const busy = pdfs?.statusCodeStats?.['503']?.count ?? 0;
    return {
      leadsPerSecond: Math.round(leads.requests.average),
      leads: { p50: leads.latency.p50, p99: leads.latency.p99 },
      health: { p50: health.latency.p50, p99: health.latency.p99 },
      pdfs: { ok: pdfs?.['2xx'] ?? 0, busy, other: pdfs ? pdfs.non2xx - busy + pdfs.errors + pdfs.timeouts : 0 },
    };
  } finally {
    api.kill('SIGTERM');
    await api.exited;
  }
}
