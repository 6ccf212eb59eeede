import * as v from 'valibot';
import { issuesByField } from '../schema-issues.ts';
import { EVENT_IDS } from '../../domain/events.ts';
import { CAR_TRACKING_ENTRIES, eventText } from './car-tracking-fields.ts';

const KNOWN_IDS = [...new Set(Object.values(EVENT_IDS))].sort((a, b) => a - b);

/**
 * One analytics event as the pages send it (spec §9 event ids): which event, the lead
 * category or situation, the car type, the page path and, for an event about a car, the
 * car's tracking parameters (spec §3). Nothing about the shopper.
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
      category: eventText('category'),
      car_type: v.optional(v.picklist(['new', 'used', 'demo'], 'Please send car_type as new, used or demo.')),
      page: v.optional(
        v.pipe(
          v.string('Please send page as text.'),
          v.maxLength(2048, 'Please send page in 2048 characters or fewer.'),
          v.regex(/^(\/|https?:\/\/)\S*$/, 'Please send page as the path or address of the page.'),
        ),
      ),
      ...CAR_TRACKING_ENTRIES,
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
  return { ok: false, errors: issuesByField(result.issues, 'event') };
}
