import * as v from 'valibot';
import { EVENT_IDS } from '../../domain/events.ts';
import { toStorableText } from '../../domain/text/storable.ts';

const KNOWN_IDS = [...new Set(Object.values(EVENT_IDS))].sort((a, b) => a - b);

/**
 * One analytics event as the pages send it (spec §9 event ids): which event, the lead
 * category or situation, the car type, and the page path. Nothing about the shopper.
 */
const SiteEventSchema = v.pipe(
  // valibot's object() takes an array for an object and words a missing key with the
  // object's own message: the shape is checked first, so that message is only id's
  v.custom<Record<string, unknown>>(
    (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
    'Please send the event as a JSON object.',
  ),
  v.object(
    {
      id: v.pipe(
        v.number('Please send id as a number.'),
        v.check(
          (id) => (KNOWN_IDS as number[]).includes(id),
          `Please send id as one of the event ids ${KNOWN_IDS.join(', ')}.`,
        ),
      ),
      category: v.optional(
        v.pipe(
          v.string('Please send category as text.'),
          v.trim(),
          v.maxLength(100, 'Please send category in 100 characters or fewer.'),
          // PostgreSQL text cannot hold NUL: refused here, not by a failed insert
          v.regex(/^\P{Cc}*$/u, 'Please send category as text without control characters.'),
          // and a lone surrogate becomes U+FFFD, as it would in the column
          toStorableText,
        ),
      ),
      car_type: v.optional(v.picklist(['new', 'used', 'demo'], 'Please send car_type as new, used or demo.')),
      page: v.optional(
        v.pipe(
          v.string('Please send page as text.'),
          v.maxLength(2048, 'Please send page in 2048 characters or fewer.'),
          v.regex(/^(\/|https?:\/\/)\S*$/, 'Please send page as the path or address of the page.'),
        ),
      ),
    },
    'Please send id as a number.',
  ),
);

export type SiteEvent = v.InferOutput<typeof SiteEventSchema>;

/** The event, or a message per field (the field name as key). */
export function checkSiteEvent(
  input: unknown,
): { ok: true; event: SiteEvent } | { ok: false; errors: Record<string, string> } {
  const result = v.safeParse(SiteEventSchema, input);
  if (result.success) return { ok: true, event: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') || 'event';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
