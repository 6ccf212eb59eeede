// npm run purchase-journeys -- --tenant <slug> [--status in-progress|finished|abandoned]
//   [--since 2025-07-01] [--car <slug>] [--limit 25] [--cursor <next>]:
// the dealer's (or support's) view of the site's online purchases (spec §2 /checkout-journey),
// finished or left half way, the newest activity first, as a table. It reads them through the API
// over HTTP, as the dealer's own systems would: GET /api/dealer/purchase-journeys with the
// dealer key. API_URL and the key: scripts/lib/dealer-api.ts.
import type { DealerJourneysAnswer } from '../src/domain/purchase/dealer-journeys.ts';
import { loadSite } from '../src/tenant/load.ts';
import { parseTenantArgs, runMain, UsageError } from './lib/cli.ts';
import { askDealerApi, dealerApiTarget, dealerCommandOptions, dealerKeyOf, printRefusal } from './lib/dealer-api.ts';
import { enterProjectRoot } from './lib/project.ts';
import { purchaseJourneysTable } from './lib/purchase-journeys-table.ts';

const USAGE =
  'Usage: npm run purchase-journeys -- --tenant <slug> [--status in-progress|finished|abandoned] [--since <YYYY-MM-DD>] [--car <slug>] [--limit <1-100>] [--cursor <next>]';

/** The filters, passed to the API as they are given: it checks them and names any it refuses. */
const FILTERS = ['status', 'since', 'car', 'limit', 'cursor'] as const;

runMain(async () => {
  enterProjectRoot();
  const { tenants, rest } = parseTenantArgs(process.argv.slice(2));
  if (tenants.length !== 1) throw new UsageError(`Name one tenant. ${USAGE}`);
  const slug = tenants[0]!;
  const query = new URLSearchParams(Object.entries(dealerCommandOptions(rest, FILTERS, USAGE)));
  const loaded = loadSite(slug);
  if (!loaded.ok) throw new UsageError(`${slug}: not a valid tenant (npm run check:tenants)`);
  const site = loaded.site;
  if (site.features.onlineBuying.mode === 'off')
    throw new UsageError(`${slug} sells no cars online (features.onlineBuying is off).`);
  const target = dealerApiTarget(slug, 'purchaseJourneys', query);
  const response = await askDealerApi(target, dealerKeyOf(site, target));
  if (!response) return 1;
  if (response.status !== 200 || !Array.isArray(response.body.journeys)) {
    printRefusal(response, target);
    return 1;
  }
  const answer = response.body as unknown as DealerJourneysAnswer;
  const filters = [...query].filter(([name]) => name !== 'cursor' && name !== 'limit');
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const filtered = filters.map(([name, value]) => `${name} ${value}`).join(', ');
  console.log(
    `Purchase journeys on ${site.name}, the newest activity first${filtered ? ` (${filtered})` : ''}; times in ${timeZone}:\n`,
  );
  console.log(purchaseJourneysTable(answer, timeZone));
  if (answer.next_cursor) {
    query.set('cursor', answer.next_cursor);
    const again = [...query].map(([name, value]) => `--${name} ${value}`).join(' ');
    console.log(`\nMore: npm run purchase-journeys -- --tenant ${slug} ${again}`);
  }
  return 0;
});
