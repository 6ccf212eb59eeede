import * as v from 'valibot';
import { issuesByField } from '../schema-issues.ts';
import type { Car } from '../../catalog/schema/car.ts';
import { CAR_TRACKING_ENTRIES } from '../events/car-tracking-fields.ts';

// the columns are integer: a larger id would fail the insert, so it is refused here with a message
const MAX_ID = 2_147_483_647;

const id = (name: string) =>
  v.pipe(
    v.number(`Please send ${name} as a number.`),
    v.integer(`Please send ${name} as a whole number.`),
    v.minValue(1, `Please send ${name} as a whole number, 1 or more.`),
    v.maxValue(MAX_ID, `Please send ${name} as a whole number up to ${MAX_ID}.`),
  );

/**
 * A phone number revealed on a vehicle page (spec §4, §7): which car, dealership and
 * website, with the car's tracking parameters (spec §3), nothing about the shopper. Strict: a key it does not name is refused, so
 * nothing else can ride along into the table. With the tenant's website id known, only
 * that id is taken.
 */
function phoneRevealSchema(websiteId?: number) {
  return v.pipe(
    // as for events: the shape first, so a list or a number is not worded as car_id's problem
    v.custom<Record<string, unknown>>(
      (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
      'Please send the reveal as a JSON object.',
    ),
    v.strictObject(
      {
        car_id: id('car_id'),
        dealership_id: id('dealership_id'),
        website_id: v.pipe(
          id('website_id'),
          v.check(
            (sent) => websiteId === undefined || sent === websiteId,
            'Please send website_id as this website’s id.',
          ),
        ),
        ...CAR_TRACKING_ENTRIES,
      },
      // the object's own message words a missing key and a key it does not name
      (issue) => {
        const key = String(issue.path?.at(-1)?.key ?? '');
        return issue.expected === 'never'
          ? `Please leave out ${key}: a reveal holds car_id, dealership_id, website_id and the car's tracking parameters only.`
          : `Please send ${key} as a number.`;
      },
    ),
  );
}

export type PhoneReveal = v.InferOutput<ReturnType<typeof phoneRevealSchema>>;

/** The reveal, or a message per field (the field name as key), as the events route answers. */
export function checkPhoneReveal(
  input: unknown,
  websiteId?: number,
): { ok: true; reveal: PhoneReveal } | { ok: false; errors: Record<string, string> } {
  const result = v.safeParse(phoneRevealSchema(websiteId), input);
  if (result.success) return { ok: true, reveal: result.output };
  return { ok: false, errors: issuesByField(result.issues, 'reveal') };
}

/**
 * What is wrong with the car and dealership a reveal names, by field, or null: the car must
 * be in the tenant's live stock, the dealership one of the tenant's and the car's own, so a
 * reveal cannot be counted for another dealer's car or dealership.
 */
export function revealTargetErrors(
  reveal: PhoneReveal,
  car: Pick<Car, 'dealership_id'> | null,
  dealershipIds: readonly number[],
): Record<string, string> | null {
  const errors: Record<string, string> = {};
  if (!car) errors['car_id'] = 'Please send car_id as the id of a car on this website.';
  if (!dealershipIds.includes(reveal.dealership_id))
    errors['dealership_id'] = 'Please send dealership_id as the id of one of this website’s dealerships.';
  else if (car && car.dealership_id !== reveal.dealership_id)
    errors['dealership_id'] = 'Please send dealership_id as the id of this car’s dealership.';
  return Object.keys(errors).length > 0 ? errors : null;
}
