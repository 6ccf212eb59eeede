import * as v from 'valibot';
import type { ReservationStatus } from '../reservations/reservation-actions.ts';
import type { PurchaseChoices, PurchaseStep } from './journey.ts';

/**
 * The dealer's view of the online purchases (GET /api/dealer/purchase-journeys, with the site's
 * dealer key): every shopper's journey, finished or left half way, so the dealer can call the
 * shoppers who stopped (issue 28: the journey is kept on the server "so the dealer sees partial
 * journeys"). What a journey's status means, the filters the dealer may ask for and the answer.
 */

/** Where a journey is, as the dealer filters by it. */
const DEALER_JOURNEY_STATUSES = ['in-progress', 'finished', 'abandoned'] as const;
export type DealerJourneyStatus = (typeof DEALER_JOURNEY_STATUSES)[number];

/**
 * A journey not finished and not changed for this many days is abandoned: the shopper has
 * stopped, and the dealer may call them. A step answered afterwards puts it back in progress.
 */
export const ABANDONED_AFTER_DAYS = 7;

/**
 * The deposit's reservation statuses that finish a journey: the car is held for the shopper or
 * sold to them, as the shopper's own page then says. A deposit released, cancelled or expired
 * since leaves the journey at its deposit step (the shopper may pay again).
 */
export const FINISHING_DEPOSIT_STATUSES = ['held', 'confirmed'] as const satisfies readonly ReservationStatus[];

/** Journeys per page: the default and the most one request may ask for. */
const DEALER_JOURNEY_PAGE = { default: 25, maximum: 100 } as const;

export const DEALER_JOURNEY_MESSAGES = {
  notSold: 'This site sells no cars online: it has no purchase journeys.',
  keyNotSet: 'Purchase journeys cannot be read on this site: its dealer key is not configured.',
  badFilter: 'A filter is not valid: see errors, by filter.',
  unavailable: 'Purchase journeys cannot be read just now. Please try again shortly.',
  status: `status: one of ${DEALER_JOURNEY_STATUSES.join(', ')}.`,
  since:
    'since: a date (2025-07-01, from midnight UTC) or a date and time with its offset (2025-07-01T09:00:00+08:00).',
  car: 'car: the car’s slug, as in its page’s address (/cars/{slug}).',
  limit: `limit: a whole number from 1 to ${DEALER_JOURNEY_PAGE.maximum}.`,
  cursor: 'cursor: the next_cursor of the page before, as it was answered.',
  unknown: 'Not a filter: the filters are status, since, car, limit and cursor.',
} as const;

const SINCE = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** A calendar date that exists (no 31 June) and a time that parses: the moment, else null. */
function sinceMoment(text: string): Date | null {
  const match = SINCE.exec(text);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const moment = new Date(text.length === 10 ? `${text}T00:00:00Z` : text);
  return Number.isNaN(moment.getTime()) ? null : moment;
}

/**
 * The filters of GET /dealer/purchase-journeys, as the query string has them (text): status,
 * since (changed on or after), car (its slug), limit, and the cursor of the page before. Any
 * other parameter is refused by name, so a misspelt filter is never silently ignored.
 */
export const DealerJourneyQuerySchema = v.strictObject(
  {
    status: v.optional(v.picklist(DEALER_JOURNEY_STATUSES, DEALER_JOURNEY_MESSAGES.status)),
    since: v.optional(
      v.pipe(
        v.string(DEALER_JOURNEY_MESSAGES.since),
        v.check((text) => sinceMoment(text) !== null, DEALER_JOURNEY_MESSAGES.since),
        v.transform((text) => sinceMoment(text)!),
      ),
    ),
    car: v.optional(
      v.pipe(
        v.string(DEALER_JOURNEY_MESSAGES.car),
        v.minLength(1, DEALER_JOURNEY_MESSAGES.car),
        v.maxLength(200, DEALER_JOURNEY_MESSAGES.car),
      ),
    ),
    limit: v.optional(
      v.pipe(
        v.string(DEALER_JOURNEY_MESSAGES.limit),
        v.regex(/^\d{1,3}$/, DEALER_JOURNEY_MESSAGES.limit),
        v.transform(Number),
        v.minValue(1, DEALER_JOURNEY_MESSAGES.limit),
        v.maxValue(DEALER_JOURNEY_PAGE.maximum, DEALER_JOURNEY_MESSAGES.limit),
      ),
      String(DEALER_JOURNEY_PAGE.default),
    ),
    cursor: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,200}$/, DEALER_JOURNEY_MESSAGES.cursor))),
  },
  DEALER_JOURNEY_MESSAGES.unknown,
);

/** One shopper's journey for one car, as the dealer reads it. */
export interface DealerJourneyAnswer {
  id: string;
  status: DealerJourneyStatus;
  /**
   * The car as the site's feed lists it now (price in AUD, 0 when it shows none); title, stock
   * number and price null once it has left the feed.
   */
  car: { slug: string; stock_number: string | null; title: string | null; price: number | null };
  /** The buyer as they gave their details at step 1 (null before: a journey is kept from step 1). */
  shopper: { name: string; last_name: string; email: string; phone: string } | null;
  /** The steps answered, in order; the deposit once it finished the journey. */
  steps_answered: PurchaseStep[];
  /** The step the shopper is at (the first not answered); null once finished. */
  current_step: PurchaseStep | null;
  drive_away: PurchaseChoices['drive_away'];
  trade_in: PurchaseChoices['trade_in'];
  finance: PurchaseChoices['finance'];
  delivery: PurchaseChoices['delivery'];
  /** The deposit's reservation, once one held the car, whatever became of it since. */
  deposit: {
    reference: string;
    status: ReservationStatus;
    amount: number;
    currency: 'AUD';
    held_at: string | null;
    expires_at: string | null;
  } | null;
  /** ISO 8601. */
  created_at: string;
  /** ISO 8601: the latest step answered, or the deposit. */
  updated_at: string;
}

/** 200 from GET /dealer/purchase-journeys: the newest activity first; `next_cursor` asks for the page after (null: none). */
export interface DealerJourneysAnswer {
  journeys: DealerJourneyAnswer[];
  next_cursor: string | null;
}
