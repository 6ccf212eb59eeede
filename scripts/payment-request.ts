// npm run payment-request -- --tenant <slug> --reference INV-1001 --amount 450 --description "…" --name "…":
// the dealer's side of online payment (spec §2 /online-payment). Creates a payment request through
// the API over HTTP, as the dealer's own systems would, and prints the link to send the shopper.
// API_URL: the API's address (production: the tenant's site with /api, e.g.
// https://www.example.com.au/api); default the local server, http://localhost:$PORT/api (4321)
// with the tenant's <slug>.localhost as Host. The key: the variable the tenant's
// onlinePayment.dealerKeyEnv names, else (local server only) the one in $DATA_DIR/dealer-keys.json.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { paymentApiHref, PAYMENT_API_ROUTES } from '../src/payment-api-paths.ts';
import { storageConfigFromEnv } from '../src/server/storage/open.ts';
import { loadSite } from '../src/tenant/load.ts';
import { parseTenantArgs, runMain, UsageError } from './lib/cli.ts';
import { dealerKeyFor, localDealerKeyFile } from './lib/dealer-keys.ts';
import { enterProjectRoot } from './lib/project.ts';
import { portFromEnv } from './lib/serve-node.ts';

const USAGE =
  'Usage: npm run payment-request -- --tenant <slug> --reference <ref> --amount <dollars> --description <text> --name <shopper’s name>';

const OPTIONS = ['reference', 'amount', 'description', 'name'] as const;
type Option = (typeof OPTIONS)[number];

function parseOptions(argv: readonly string[]): Record<Option, string> {
  const found: Partial<Record<Option, string>> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.startsWith('--') ? arg.slice(2).split(/=(.*)/s, 2) : [undefined, undefined];
    const option = OPTIONS.find((name) => name === flag);
    if (!option) throw new UsageError(`Unknown argument ${JSON.stringify(arg)}. ${USAGE}`);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new UsageError(`--${option} needs a value. ${USAGE}`);
    found[option] = value;
  }
  const missing = OPTIONS.filter((name) => found[name] === undefined);
  if (missing.length > 0) throw new UsageError(`Missing ${missing.map((name) => `--${name}`).join(', ')}. ${USAGE}`);
  return found as Record<Option, string>;
}

/**
 * POSTs JSON with the dealer key (node:http: fetch() sends no Host header of ours, and the local
 * server knows the tenant only by it); the answer's status and JSON body ({} for none).
 */
function postJson(
  url: string,
  host: string | undefined,
  key: string,
  payload: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const body = JSON.stringify(payload);
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'POST',
        timeout: 20_000,
        headers: {
          Authorization: `Bearer ${key}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          ...(host ? { Host: host } : {}),
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

/** Where the request goes, and the Host header that names the tenant there. */
function endpoint(slug: string): { url: string; host: string | undefined; local: boolean } {
  const api = process.env.API_URL?.trim();
  if (api) {
    const base = new URL(api);
    return {
      url: `${base.origin}${base.pathname.replace(/\/$/, '')}${PAYMENT_API_ROUTES.dealerPaymentRequests}`,
      host: undefined,
      local: false,
    };
  }
  // Node does not resolve *.localhost: the local server at 127.0.0.1, with the tenant's Host
  const port = portFromEnv('PORT', 4321);
  return {
    url: `http://127.0.0.1:${port}${paymentApiHref('dealerPaymentRequests')}`,
    host: `${slug}.localhost:${port}`,
    local: true,
  };
}

runMain(async () => {
  enterProjectRoot();
  const { tenants, rest } = parseTenantArgs(process.argv.slice(2));
  if (tenants.length !== 1) throw new UsageError(`Name one tenant. ${USAGE}`);
  const slug = tenants[0]!;
  const options = parseOptions(rest);
  const amount = Number(options.amount);
  const loaded = loadSite(slug);
  if (!loaded.ok) throw new UsageError(`${slug}: not a valid tenant (npm run check:tenants)`);
  const site = loaded.site;
  if (!site.onlinePayment)
    throw new UsageError(`${slug} takes no online payments (no onlinePayment in its site.json).`);
  const target = endpoint(slug);
  const key = dealerKeyFor(site, storageConfigFromEnv().dataDir);
  if (!key)
    throw new UsageError(
      target.local
        ? `No dealer key for ${slug}: set ${site.onlinePayment.dealerKeyEnv}, or start the local server (npm start), which keeps one in ${localDealerKeyFile(storageConfigFromEnv().dataDir)}.`
        : `No dealer key for ${slug}: set ${site.onlinePayment.dealerKeyEnv}.`,
    );
  let response: { status: number; body: Record<string, unknown> };
  try {
    response = await postJson(target.url, target.host, key, {
      ...options,
      // a number only when it reads as one: the API names `amount` for anything else
      amount: Number.isFinite(amount) && options.amount.trim() !== '' ? amount : options.amount,
    });
  } catch (error) {
    console.error(
      `No answer from ${target.url}: ${error instanceof Error ? error.message : String(error)}${target.local ? ' (is npm start running?)' : ''}`,
    );
    return 1;
  }
  const { body } = response;
  if ((response.status === 200 || response.status === 201) && typeof body.link === 'string') {
    console.log(response.status === 201 ? 'Payment request created:' : 'This payment request was made before:');
    console.log(`  reference    ${String(body.reference)}`);
    console.log(`  amount       $${Number(body.amount).toFixed(2)} AUD`);
    console.log(`  for          ${String(body.description)}`);
    console.log(`  name         ${String(body.name)}`);
    console.log(`  payable by   ${String(body.expires_at)}`);
    console.log(`\nSend this link to ${String(body.name)}:\n${body.link}`);
    // the same page on this machine, for trying it out
    if (target.host)
      console.log(
        `\nOn this machine:\nhttp://${target.host}${new URL(body.link).pathname}${new URL(body.link).search}`,
      );
    return 0;
  }
  console.error(`Refused (${response.status}): ${typeof body.error === 'string' ? body.error : 'no reason given'}`);
  const errors = typeof body.errors === 'object' && body.errors !== null ? Object.entries(body.errors) : [];
  for (const [field, message] of errors) console.error(`  ${field}: ${String(message)}`);
  return 1;
});
