import type { Car } from '../../catalog/schema/car.ts';

/** What the vehicle page built with: the query of GET /cars/:slug/view.json (spec §7). */
export interface ViewQuery {
  photos_count?: number;
  /** Epoch ms of the updated_at the page was built with. */
  updated_at?: number;
  website_id?: number;
  /**
   * The page was built with the car reserved (`reserved=true`): its answer then says
   * `reserved: false` explicitly once the car is free, however recent the page.
   */
  reserved?: boolean;
}

/** The fields of a car the page shows and refreshes when the feed has changed them. */
export type CarFields = Pick<Car, 'status' | 'reserved' | 'price' | 'before_price' | 'photos_count' | 'updated_at'>;

const DIGITS = /^\d{1,15}$/;
// an ISO date, or date-time with a zone, as the feed writes updated_at (feed-fields
// timestamp): a zone-less time would be read in the server's zone
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?))?$/i;

/** An ISO date or date-time as epoch ms, or NaN; the feed's space and comma spellings too. */
function instant(text: string): number {
  if (!ISO_INSTANT.test(text)) return NaN;
  return Date.parse(text.replace(' ', 'T').replace(',', '.'));
}

/** The query's values, or a message per parameter (a repeated one is refused too: which would count?). */
export function parseViewQuery(
  queries: Record<string, string[]>,
): { ok: true; query: ViewQuery } | { ok: false; errors: Record<string, string> } {
  const query: ViewQuery = {};
  const errors: Record<string, string> = {};
  const one = (name: Exclude<keyof ViewQuery, 'reserved'>, message: string, parse: (text: string) => number | null) => {
    const values = queries[name];
    if (!values) return;
    const value = values.length === 1 && values[0] !== undefined ? parse(values[0]) : null;
    if (value === null) errors[name] = message;
    else query[name] = value;
  };
  one('photos_count', 'Please send photos_count as a whole number, 0 or more.', (t) =>
    DIGITS.test(t) ? Number(t) : null,
  );
  one('updated_at', 'Please send updated_at as an ISO date-time such as 2026-11-20T09:30:00Z.', (t) => {
    const ms = instant(t);
    return Number.isNaN(ms) ? null : ms;
  });
  const reserved = queries['reserved'];
  if (reserved) {
    if (reserved.length === 1 && (reserved[0] === 'true' || reserved[0] === 'false'))
      query.reserved = reserved[0] === 'true';
    else errors['reserved'] = 'Please send reserved as true or false.';
  }
  one('website_id', 'Please send website_id as a whole number, 1 or more.', (t) =>
    DIGITS.test(t) && Number(t) >= 1 ? Number(t) : null,
  );
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, query };
}

/**
 * The live car's fields when the page is out of date: built before the feed last changed
 * the car, with another number of photos, or unable to say (a query without them). null
 * when the page already shows what the feed says.
 */
function changedFields(car: Car, query: ViewQuery): CarFields | null {
  const live = instant(car.updated_at);
  const stale =
    query.updated_at === undefined ||
    query.photos_count === undefined ||
    query.photos_count !== car.photos_count ||
    // a feed timestamp this server cannot read is taken as changed: the fields are cheap to send
    !(query.updated_at >= live);
  return stale ? fieldsOf(car) : null;
}

/**
 * view.json's car_fields: changedFields, with `reserved` true on every answer while a
 * reservation through our checkout holds the car (the database knows of it; neither the feed
 * nor a build does), however recent the page; and `reserved: false` on every answer to a page
 * built with the car reserved once neither the feed nor a reservation holds it (the build
 * marked it from a reservation that has ended since).
 */
export function liveFields(car: Car, query: ViewQuery, reservedHere: boolean): CarFields | null {
  const changed = changedFields(car, query);
  if (car.reserved) return changed;
  if (reservedHere) return { ...(changed ?? fieldsOf(car)), reserved: true };
  if (query.reserved === true) return { ...(changed ?? fieldsOf(car)), reserved: false };
  return changed;
}

function fieldsOf(car: Car): CarFields {
  const { status, reserved, price, before_price, photos_count, updated_at } = car;
  return { status, reserved, price, before_price, photos_count, updated_at };
}
