// npm run payment-request -- --tenant <slug> --reference INV-1001 --amount 450 --description "…" --name "…":
// the dealer's side of online payment (spec §2 /online-payment). Creates a payment request through
// the API over HTTP, as the dealer's own systems would, and prints the link to send the shopper.
// API_URL and the dealer key: scripts/lib/dealer-api.ts.
import { loadSite } from '../src/tenant/load.ts';
import { parseTenantArgs, runMain, UsageError } from './lib/cli.ts';
import { askDealerApi, dealerApiTarget, dealerCommandOptions, dealerKeyOf, printRefusal } from './lib/dealer-api.ts';
import { enterProjectRoot } from './lib/project.ts';

const USAGE =
  'Usage: npm run payment-request -- --tenant <slug> --reference <ref> --amount <dollars> --description <text> --name <shopper’s name>';

const OPTIONS = ['reference', 'amount', 'description', 'name'] as const;
type Option = (typeof OPTIONS)[number];

function parseOptions(argv: readonly string[]): Record<Option, string> {
  const found = dealerCommandOptions(argv, OPTIONS, USAGE);
  const missing = OPTIONS.filter((name) => found[name] === undefined);
  if (missing.length > 0) throw new UsageError(`Missing ${missing.map((name) => `--${name}`).join(', ')}. ${USAGE}`);
  return found as Record<Option, string>;
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
  const target = dealerApiTarget(slug, 'paymentRequests');
  const key = dealerKeyOf(site, target);
  const response = await askDealerApi(target, key, {
    ...options,
    // a number only when it reads as one: the API names `amount` for anything else
    amount: Number.isFinite(amount) && options.amount.trim() !== '' ? amount : options.amount,
  });
  if (!response) return 1;
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
  printRefusal(response, target);
  return 1;
});
