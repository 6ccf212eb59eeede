// The dealer's commands (npm run payment-request, npm run purchase-journeys) call the dealer API
// over HTTP as the dealer's own systems would, with the site's dealer key as a bearer token.
// API_URL: the API's address (production: the tenant's site with /api, e.g.
// https://www.example.com.au/api, or the API's own, e.g.
// https://abc123.execute-api.ap-southeast-2.amazonaws.com/api, where the key alone names the
// site); default the local server, http://localhost:$PORT/api (4321) with the tenant's
// <slug>.localhost as Host. The key: the variable the tenant's dealerApi.keyEnv names, else
// (local server only) the one in $DATA_DIR/dealer-keys.json.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { DEALER_API_ROUTES, dealerApiHref, type DealerApiRoute } from '../../src/dealer-api-paths.ts';
import { storageConfigFromEnv } from '../../src/server/storage/open.ts';
import type { Site } from '../../src/tenant/schema/site.ts';
import { UsageError } from './cli.ts';
import { dealerKeyFor, localDealerKeyFile } from './dealer-keys.ts';
import { portFromEnv } from './serve-node.ts';

/** The command's `--name value` (or `--name=value`) options of `names`, as given; anything else is a UsageError naming it. */
export function dealerCommandOptions<N extends string>(
  argv: readonly string[],
  names: readonly N[],
  usage: string,
): Partial<Record<N, string>> {
  const found: Partial<Record<N, string>> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.startsWith('--') ? arg.slice(2).split(/=(.*)/s, 2) : [undefined, undefined];
    const name = names.find((known) => known === flag);
    if (!name) throw new UsageError(`Unknown argument ${JSON.stringify(arg)}. ${usage}`);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new UsageError(`--${name} needs a value. ${usage}`);
    found[name] = value;
  }
  return found;
}

/** Where a request of the dealer API goes, and the Host header that names the tenant there. */
export interface DealerApiTarget {
  url: string;
  host: string | undefined;
  /** The local server (no API_URL). */
  local: boolean;
}

/** The address of a dealer route for the tenant; `query` its search parameters. */
export function dealerApiTarget(slug: string, route: DealerApiRoute, query = new URLSearchParams()): DealerApiTarget {
  const search = query.size > 0 ? `?${query}` : '';
  const api = process.env.API_URL?.trim();
  if (api) {
    const base = new URL(api);
    const path = `${base.pathname.replace(/\/$/, '')}${DEALER_API_ROUTES[route]}`;
    return { url: `${base.origin}${path}${search}`, host: undefined, local: false };
  }
  // Node does not resolve *.localhost: the local server at 127.0.0.1, with the tenant's Host
  const port = portFromEnv('PORT', 4321);
  return {
    url: `http://127.0.0.1:${port}${dealerApiHref(route)}${search}`,
    host: `${slug}.localhost:${port}`,
    local: true,
  };
}

/** The key the command sends for the site, or a UsageError saying where to set one. */
export function dealerKeyOf(site: Site, target: DealerApiTarget): string {
  const { dataDir } = storageConfigFromEnv();
  const key = dealerKeyFor(site, dataDir);
  if (key) return key;
  const variable = site.dealerApi?.keyEnv;
  if (!variable) throw new UsageError(`${site.slug} has no dealer API (no dealerApi in its site.json).`);
  throw new UsageError(
    target.local
      ? `No dealer key for ${site.slug}: set ${variable}, or start the local server (npm start), which keeps one in ${localDealerKeyFile(dataDir)}.`
      : `No dealer key for ${site.slug}: set ${variable}.`,
  );
}

/** The API's answer: its status and JSON body ({} for none). */
export interface DealerApiAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * Sends a request with the dealer key, JSON when there is a payload (node:http: fetch() sends
 * no Host header of ours, and the local server knows the tenant only by it).
 */
function dealerApiRequest(target: DealerApiTarget, key: string, payload?: unknown): Promise<DealerApiAnswer> {
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  const send = target.url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      target.url,
      {
        method: body === undefined ? 'GET' : 'POST',
        timeout: 20_000,
        headers: {
          Authorization: `Bearer ${key}`,
          Accept: 'application/json',
          ...(body === undefined
            ? {}
            : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }),
          ...(target.host ? { Host: target.host } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          let parsed: unknown = {};
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // not JSON: the status says enough
          }
          const answer = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
          resolve({ status: response.statusCode ?? 0, body: answer });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer within 20 s')));
    request.on('error', reject);
    request.end(body);
  });
}

/** The API's answer or, having said why there was none, null. */
export async function askDealerApi(
  target: DealerApiTarget,
  key: string,
  payload?: unknown,
): Promise<DealerApiAnswer | null> {
  try {
    return await dealerApiRequest(target, key, payload);
  } catch (error) {
    console.error(
      `No answer from ${target.url}: ${error instanceof Error ? error.message : String(error)}${target.local ? ' (is npm start running?)' : ''}`,
    );
    return null;
  }
}

/** Prints a refusal: its status, its error and each field it names. */
export function printRefusal(answer: DealerApiAnswer, target: DealerApiTarget): void {
  const { body } = answer;
  // a 2xx that is not the answer asked for, or an answer without the API's error: another server answered
  if (typeof body.error !== 'string') {
    console.error(
      `${target.url} answered ${answer.status}, but not as the dealer API does: is API_URL the API's address, ending in /api?`,
    );
    return;
  }
  console.error(`Refused (${answer.status}): ${body.error}`);
  const errors = typeof body.errors === 'object' && body.errors !== null ? Object.entries(body.errors) : [];
  for (const [field, message] of errors) console.error(`  ${field}: ${String(message)}`);
}
