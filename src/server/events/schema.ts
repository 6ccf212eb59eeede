import * as v from 'valibot';
import { CAR_STATUSES } from '../../catalog/schema/vocabulary.ts';
import { EVENT_IDS } from '../../domain/events.ts';
import { toStorableText } from '../../domain/text/storable.ts';

const KNOWN_IDS = [...new Set(Object.values(EVENT_IDS))].sort((a, b) => a - b);

/** Text of 100 characters at most, trimmed, storable; blank is none (the table's limit too). */
function eventText(name: string) {
  return v.optional(
    v.pipe(
      v.string(`Please send ${name} as text.`),
      v.trim(),
      v.maxLength(100, `Please send ${name} in 100 characters or fewer.`),
      // PostgreSQL text cannot hold NUL: refused here, not by a failed insert
      v.regex(/^\P{Cc}*$/u, `Please send ${name} as text without control characters.`),
      // and a lone surrogate becomes U+FFFD, as it would in the column
      toStorableText,
    ),
  );
}

/** A whole number within the table's limits. */
function eventWholeNumber(name: string, min: number, max: number) {
  const message = `Please send ${name} as a whole number from ${min} to ${max}.`;
  return v.optional(v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message)));
}

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
      // spec §3 tracking event parameters, on an event about a car (src/domain/car/tracking.ts)
      vehicleStatus: v.optional(
        v.picklist(CAR_STATUSES, `Please send vehicleStatus as one of ${CAR_STATUSES.join(', ')}.`),
      ),
      vehicleMake: eventText('vehicleMake'),
      vehicleModel: eventText('vehicleModel'),
      vehicleYear: eventWholeNumber('vehicleYear', 1900, 2100),
      vehicleKilometers: eventWholeNumber('vehicleKilometers', 0, 9_999_999),
      vehicleGrade: eventText('vehicleGrade'),
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
