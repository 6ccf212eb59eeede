import * as v from 'valibot';
import type { Car } from '../../catalog/schema/car.ts';
import { SEARCH_PAGE_SIZE } from '../../domain/search/paging.ts';
import { slug as SlugSchema } from '../../tenant/schema/fields.ts';

/** A search page asks for the cards it shows: a page of results at most. */
const MAX_STATUS_SLUGS = SEARCH_PAGE_SIZE;

/** No car slug is longer (the reservations table keeps them to 200 characters too). */
const MAX_SLUG_LENGTH = 200;

const STATUS_QUERY_MESSAGE = `Please send slugs as 1 to ${MAX_STATUS_SLUGS} car slugs separated by commas.`;

/**
 * The cars of GET /cars/status?slugs=a,b,c: one `slugs` parameter, 1 to a page of car slugs
 * separated by commas, each a slug; a slug named twice is answered once. Anything else is
 * refused with a message naming the parameter.
 */
export function parseStatusQuery(
  queries: Record<string, string[]>,
): { ok: true; slugs: string[] } | { ok: false; errors: { slugs: string } } {
  const values = queries['slugs'];
  const refused = { ok: false, errors: { slugs: STATUS_QUERY_MESSAGE } } as const;
  const [text] = values ?? [];
  if (values?.length !== 1 || text === undefined) return refused;
  const slugs = text.split(',');
  const valid = (slug: string) => slug.length <= MAX_SLUG_LENGTH && v.is(SlugSchema, slug);
  if (slugs.length > MAX_STATUS_SLUGS || !slugs.every(valid)) return refused;
  return { ok: true, slugs: [...new Set(slugs)] };
}

/** GET /cars/status's answer: which of the cars asked are reserved now, and which are free. */
export interface CarStatuses {
  /** The feed's reserved cars and the ones a reservation through our checkout holds. */
  reserved: string[];
  /**
   * The cars the stock has that neither the feed nor a reservation holds: a page built with
   * one reserved (a reservation that has ended since) shows it free again. A car the stock
   * does not have is in neither list.
   */
  free: string[];
}

/** The statuses of `slugs`, in the order asked, from the stock's cars (null: not in it) and the held ones. */
export function carStatuses(
  slugs: readonly string[],
  inStock: readonly (Pick<Car, 'reserved'> | null)[],
  held: ReadonlySet<string>,
): CarStatuses {
  const reserved: string[] = [];
  const free: string[] = [];
  slugs.forEach((slug, index) => {
    const car = inStock[index];
    if (car?.reserved === true || held.has(slug)) reserved.push(slug);
    else if (car) free.push(slug);
  });
  return { reserved, free };
}
