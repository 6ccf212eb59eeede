import * as v from 'valibot';
import { CAR_STATUSES } from '../../catalog/schema/vocabulary.ts';
import type { CarTracking } from '../../domain/car/tracking.ts';
import { toStorableText } from '../../domain/text/storable.ts';

/** Text of 100 characters at most, trimmed, storable; blank is none (the table's limit too). */
export function eventText(name: string) {
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
 * spec §3 tracking event parameters, as every record about a car takes them (an analytics
 * event, a phone reveal): all optional, within the limits of their columns
 * (migrations 0009, 0010). The pages build them with carTracking (src/domain/car/tracking.ts).
 */
export const CAR_TRACKING_ENTRIES = {
  vehicleStatus: v.optional(
    v.picklist(CAR_STATUSES, `Please send vehicleStatus as one of ${CAR_STATUSES.join(', ')}.`),
  ),
  vehicleMake: eventText('vehicleMake'),
  vehicleModel: eventText('vehicleModel'),
  vehicleYear: eventWholeNumber('vehicleYear', 1900, 2100),
  vehicleKilometers: eventWholeNumber('vehicleKilometers', 0, 9_999_999),
  vehicleGrade: eventText('vehicleGrade'),
};

/** The tracking columns' values, in the order vehicle_status … vehicle_grade; null where not sent (blank text too). */
export function carTrackingValues(tracking: Partial<CarTracking>): (string | number | null)[] {
  return [
    tracking.vehicleStatus ?? null,
    tracking.vehicleMake || null,
    tracking.vehicleModel || null,
    tracking.vehicleYear ?? null,
    tracking.vehicleKilometers ?? null,
    tracking.vehicleGrade || null,
  ];
}
