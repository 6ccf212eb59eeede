import type { Car } from '../../catalog/schema/car.ts';
import type { Dealership, PhoneNumbers } from '../../tenant/schema/dealerships.ts';

/** Which step of the spec §4 order chose the number. */
type PhoneSource = 'override' | 'car-type' | 'new-cars' | 'used-cars' | 'location';

export type CarPhoneNumber =
  | { phone: string; source: PhoneSource }
  /** No number at all: the caller logs `warning` (spec §4 "a warning is logged") and hides the call button. */
  | { phone: null; warning: string };

export type PhoneCar = Pick<Car, 'id' | 'car_type'> & { location: { phone: string | null } | null };

const present = (phone: string | null | undefined): phone is string => Boolean(phone?.trim());

/**
 * spec §3 Site config / §6 "phone number by car type" is a dealership flag: a dealership
 * that sets its own phoneNumbers (at least one number) uses them instead of the
 * site-wide ones, whole; an empty object counts as not set.
 */
export function phoneNumbersFor(
  site: { phoneNumbers: PhoneNumbers },
  dealership: Pick<Dealership, 'phoneNumbers'> | null | undefined,
): PhoneNumbers {
  const own = dealership?.phoneNumbers;
  const setsAny =
    own !== undefined &&
    [own.override, own.byCarType?.new, own.byCarType?.used, own.byCarType?.demo, own.newCars, own.usedCars].some(
      present,
    );
  return setsAny ? own : site.phoneNumbers;
}

/**
 * spec §4 Phone number choice, in order:
 * 1. the override;
 * 2. the number for the car's type (new, used, demo; a demo car without one takes the
 *    new-car entry of byCarType);
 * 3. the new-car number;
 * 4. the used-car number;
 * 5. the car's location phone.
 * Steps 3 and 4 apply to every car whatever its type, in the spec's order: per-type
 * routing is step 2. Blank numbers are skipped. With none, the result carries a warning
 * for the caller to log: this function never throws and never logs.
 */
export function carPhoneNumber(car: PhoneCar, numbers: PhoneNumbers): CarPhoneNumber {
  const byType = numbers.byCarType;
  const candidates: [string | null | undefined, PhoneSource][] = [
    [numbers.override, 'override'],
    [byType?.[car.car_type] ?? (car.car_type === 'demo' ? byType?.new : undefined), 'car-type'],
    [numbers.newCars, 'new-cars'],
    [numbers.usedCars, 'used-cars'],
    [car.location?.phone, 'location'],
  ];
  for (const [phone, source] of candidates) {
    if (present(phone)) return { phone: phone.trim(), source };
  }
  return {
    phone: null,
    warning: `No phone number for car ${car.id}: no override, ${car.car_type}-car, new-car, used-car or location number is set.`,
  };
}
