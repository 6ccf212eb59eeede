import * as v from 'valibot';
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
