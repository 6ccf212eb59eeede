import * as v from 'valibot';
import { httpUrl } from '../../tenant/schema/fields.ts';

/**
 * Feeds leave out what they do not know. A missing optional field reads as null (or an
 * empty list), so every Car has every field and pages never test for undefined.
 */
export function orNull<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.optional(v.nullable(schema), null);
}

export const integer = v.pipe(v.number(), v.integer());
export const count = v.pipe(v.number(), v.integer(), v.minValue(0));
export const amount = v.pipe(v.number(), v.minValue(0));
export const text = v.pipe(v.string(), v.nonEmpty());
export const yearMonth = v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month as YYYY-MM'));
export const timestamp = v.pipe(v.string(), v.isoTimestamp('an ISO date-time such as 2026-11-20T09:30:00Z'));
export const postcode = v.pipe(v.string(), v.regex(/^\d{4}$/, 'a 4-digit postcode'));

/**
 * A link a page renders from the feed: an http(s) URL, so no feed value can become a
 * javascript: link. Left out, null or blank reads as no link, as feeds write it.
 */
export const feedLink = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((value) => (value?.trim() ? value : null)),
  v.nullable(httpUrl),
);
