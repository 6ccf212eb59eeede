import * as v from 'valibot';
import { buildApiHref } from '../../src/build-api-paths.ts';
import { takesDeposits } from '../../src/domain/reservations/checkout.ts';
import type { Site } from '../../src/tenant/schema/site.ts';
import { readApiHost } from './api-host.ts';
import { UsageError } from './cli.ts';

/**
 * Where a build asks which cars reservations through each site hold: the lead API's origin
 * (`https://…` in CI, e.g. the production API; `http://localhost:8787` for `npm run api`), or
 * `off`. Unset: the API that API_ORIGIN names, else the one `npm start` serves on PORT.
 */
const RESERVED_CARS_API_VARIABLE = 'RESERVED_CARS_API';

/** Long enough for a cold serverless start, short enough that a build without an API hardly waits. */
const LOOKUP_TIMEOUT_MS = 5_000;

/** `npm start`'s port (PORT, default 4321): the API it serves beside the pages. */
const LOCAL_PORT = 4321;

/** Where a build learns the reserved cars: nowhere, or the lead API at an origin. */
export type ReservedCarsSource = { kind: 'off' } | { kind: 'api'; origin: string };

/** What a build knows of the cars reservations through a tenant's site hold. */
export type ReservedCars =
  /** The lead API's answer (in code-point order), or none asked of a site that takes no deposits. */
  | { kind: 'known'; slugs: readonly string[] }
  /** RESERVED_CARS_API=off: not asked, and nothing said. */
  | { kind: 'off' }
  /** Asked, but no usable answer came: why, for the build's line. */
  | { kind: 'unknown'; reason: string };

/** The cars a tenant's reservations hold, asked once per tenant in a run. */
export type ReservedCarsLookup = (site: Pick<Site, 'slug' | 'domain' | 'features'>) => Promise<ReservedCars>;

const EXAMPLE = 'https://abc123.execute-api.ap-southeast-2.amazonaws.com or http://localhost:8787';

/** RESERVED_CARS_API's origin; a malformed one stops the command before any tenant, naming it. */
function originOf(raw: string): string {
  const url = URL.canParse(raw) ? new URL(raw) : null;
  const fine =
    url &&
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    !url.username &&
    !url.password &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash;
  if (!url || !fine)
    throw new UsageError(
      `${RESERVED_CARS_API_VARIABLE}: expected the lead API's origin (e.g. ${EXAMPLE}, no path) or off, received "${raw}"`,
    );
  return url.origin;
}

/** Where this command's builds ask (RESERVED_CARS_API, else API_ORIGIN, else `npm start`'s API). */
export function reservedCarsSource(env: NodeJS.ProcessEnv = process.env): ReservedCarsSource {
  const raw = env[RESERVED_CARS_API_VARIABLE]?.trim();
  if (raw === 'off') return { kind: 'off' };
  if (raw) return { kind: 'api', origin: originOf(raw) };
  const apiHost = readApiHost(env);
  if (apiHost) return { kind: 'api', origin: `https://${apiHost}` };
  const port = env.PORT?.trim() || String(LOCAL_PORT);
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65535)
    throw new UsageError(`PORT must be a port number, received ${JSON.stringify(env.PORT)}`);
  return { kind: 'api', origin: `http://localhost:${port}` };
}

const ReservedCarsAnswer = v.object({ reserved: v.array(v.string()) });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Why a request got no answer: a timeout, or what the connection said. */
function failure(error: unknown, where: string, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return `no answer from ${where} within ${timeoutMs / 1000} s`;
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  const detail = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return `${where} could not be reached (${String(detail)})`;
}

/**
 * Asks the lead API which cars reservations through each site hold (GET /api/cars/reserved,
 * the site placed by its Origin, as the API places a page's request: the API may be on a host
 * of its own), at most once per tenant; a site that takes no deposits is not asked. No answer
 * within the timeout, or an answer that is not the list, leaves the set unknown: the build
 * goes on with the feed's reserved cars alone. Once the API cannot be reached, the run's other
 * tenants are not made to wait for it again.
 */
export function reservedCarsLookup(
  source: ReservedCarsSource,
  options: { timeoutMs?: number } = {},
): ReservedCarsLookup {
  const timeoutMs = options.timeoutMs ?? LOOKUP_TIMEOUT_MS;
  const answers = new Map<string, Promise<ReservedCars>>();
  let unreachable: ReservedCars | null = null;

  const ask = async (site: Pick<Site, 'domain'>, origin: string): Promise<ReservedCars> => {
    if (unreachable) return unreachable;
    const where = `the lead API at ${origin}`;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${origin}${buildApiHref('reservedCars')}`, {
        headers: { Origin: `https://${new URL(site.domain).hostname}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      // the body within the same timeout: an API that sends headers and then stalls holds no build
      text = await response.text();
    } catch (error) {
      unreachable = { kind: 'unknown', reason: failure(error, where, timeoutMs) };
      return unreachable;
    }
    if (!response.ok) return { kind: 'unknown', reason: `${where} answered ${response.status}` };
    const parsed = v.safeParse(ReservedCarsAnswer, parseJson(text));
    if (!parsed.success) return { kind: 'unknown', reason: `${where} answered something other than a list of cars` };
    return { kind: 'known', slugs: [...new Set(parsed.output.reserved)].sort() };
  };

  return (site) => {
    if (!takesDeposits(site.features)) return Promise.resolve({ kind: 'known', slugs: [] });
    if (source.kind === 'off') return Promise.resolve({ kind: 'off' });
    let answer = answers.get(site.slug);
    if (!answer) answers.set(site.slug, (answer = ask(site, source.origin)));
    return answer;
  };
}

/** The fingerprint's view (fingerprint.ts): the cars, or null when the build did not learn them. */
export function reservedSlugsOf(reserved: ReservedCars): readonly string[] | null {
  return reserved.kind === 'known' ? reserved.slugs : null;
}

/** The line a tenant built without its reserved cars gets (none when they were known, or the lookup is off). */
export function unknownReservedCarsLine(slug: string, reserved: ReservedCars): string {
  if (reserved.kind !== 'unknown') return '';
  return (
    `${slug}: the cars reserved through the site are not known (${reserved.reason}); its pages show the ` +
    `feed's reserved cars, and their live status marks the others Reserved after each page loads\n`
  );
}
