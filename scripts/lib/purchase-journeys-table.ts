import { formatDollarsAndCents, formatKilometres, formatPrice } from '../../src/domain/format.ts';
import { wallClock } from '../../src/domain/hours/wall-clock.ts';
import type { DealerJourneyAnswer, DealerJourneysAnswer } from '../../src/domain/purchase/dealer-journeys.ts';

// What `npm run purchase-journeys` prints of GET /api/dealer/purchase-journeys: one row per
// journey, the newest activity first, as the dealer or support reads it at a terminal.

const NONE = '–';

/** 'YYYY-MM-DD HH:mm' in `timeZone`. */
function when(iso: string, timeZone: string): string {
  const { date, minutes } = wallClock(new Date(iso), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

function car(journey: DealerJourneyAnswer): string {
  const { title, stock_number: stock, slug } = journey.car;
  if (!title) return `${slug} (not in the feed)`;
  return stock ? `${title} (stock ${stock})` : title;
}

function tradeIn(journey: DealerJourneyAnswer): string {
  const choice = journey.trade_in;
  if (!choice) return NONE;
  return choice.trade_in ? `${choice.rego} ${choice.regoState}, ${formatKilometres(choice.kms)}` : 'no';
}

function payment(journey: DealerJourneyAnswer): string {
  const choice = journey.finance;
  if (!choice) return NONE;
  return choice.payment === 'cash' ? 'cash' : `finance ${formatPrice(choice.amount)} / ${choice.term_months} mo`;
}

function delivery(journey: DealerJourneyAnswer): string {
  const choice = journey.delivery;
  if (!choice) return NONE;
  if (choice.method === 'pickup') return 'pick-up';
  const fee = choice.fee > 0 ? formatPrice(choice.fee) : 'free';
  return `to ${choice.postcode}${choice.locality ? ` ${choice.locality}` : ''}, ${fee}`;
}

function deposit(journey: DealerJourneyAnswer): string {
  const held = journey.deposit;
  return held ? `${held.status} ${formatPrice(held.amount)} (${held.reference})` : NONE;
}

const COLUMNS: readonly [string, (journey: DealerJourneyAnswer, timeZone: string) => string][] = [
  ['Last activity', (journey, timeZone) => when(journey.updated_at, timeZone)],
  ['Status', (journey) => journey.status.replace('-', ' ')],
  ['At step', (journey) => journey.current_step ?? 'done'],
  ['Car', car],
  ['Shopper', (journey) => (journey.shopper ? `${journey.shopper.name} ${journey.shopper.last_name}` : NONE)],
  ['Phone', (journey) => journey.shopper?.phone ?? NONE],
  ['E-mail', (journey) => journey.shopper?.email ?? NONE],
  [
    'Drive-away',
    (journey) =>
      journey.drive_away ? `${formatDollarsAndCents(journey.drive_away.total)} ${journey.drive_away.state}` : NONE,
  ],
  ['Trade-in', tradeIn],
  ['Payment', payment],
  ['Delivery', delivery],
  ['Deposit', deposit],
];

/**
 * The journeys as a table with a heading row, each column as wide as its widest cell, times in
 * `timeZone`; 'No purchase journeys.' for none.
 */
export function purchaseJourneysTable(answer: DealerJourneysAnswer, timeZone: string): string {
  if (answer.journeys.length === 0) return 'No purchase journeys.';
  const rows = [
    COLUMNS.map(([heading]) => heading),
    ...answer.journeys.map((journey) => COLUMNS.map(([, cell]) => cell(journey, timeZone))),
  ];
  const widths = COLUMNS.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
