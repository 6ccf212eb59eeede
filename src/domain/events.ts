import type { Car } from '../catalog/schema/car.ts';

/** spec §9 Event ids: the analytics event fired for each situation. */
export const EVENT_IDS = {
  /** Also the default for unlisted cases. */
  newEnquiry: 14,
  usedEnquiry: 15,
  /** Also any lead on a car tagged 'Test Drive Only'. */
  newTestDrive: 17,
  usedTestDrive: 48,
  tradeInOfferAccepted: 18,
  favourite: 39,
  searchView: 49,
  historyReport: 60,
  print: 61,
  usedVehicleView: 4,
  /** Fired once, on the first interaction with the finance calculator (spec §4). */
  firstCalculatorInteraction: 26,
  formDefault: 22,
  /** spec §8: careers enquiries. */
  careers: 51,
} as const;

type EventName = keyof typeof EVENT_IDS;
type EventId = (typeof EVENT_IDS)[EventName];

/** spec §9: the tag that makes every lead on the car a test drive. */
const TEST_DRIVE_ONLY_TAG = 'Test Drive Only';

/**
 * spec §9: how a lead kind's event id is chosen: as an enquiry or as a test drive, by the
 * car (leadEventId), or the form default (22).
 */
export type LeadEventRule = 'enquiry' | 'test-drive' | 'form default';

/**
 * spec §9 Event ids for a lead about a car:
 * - a car tagged 'Test Drive Only' (any case, surrounding spaces ignored): 17;
 * - a test drive: used 48, new 17; a demo car counts as new (as for phone numbers,
 *   spec §4), so 17;
 * - an enquiry: used 15, anything else (new, demo, no car) 14, the default.
 * A test drive without a car (the /book-test-drive page) is a new test drive: 17.
 */
function leadEventId(kind: 'enquiry' | 'test-drive', car: Pick<Car, 'car_type' | 'tag'> | null): EventId {
  const testDriveOnly = car?.tag?.trim().toLowerCase() === TEST_DRIVE_ONLY_TAG.toLowerCase();
  if (testDriveOnly) return EVENT_IDS.newTestDrive;
  const used = car?.car_type === 'used';
  if (kind === 'test-drive') return used ? EVENT_IDS.usedTestDrive : EVENT_IDS.newTestDrive;
  return used ? EVENT_IDS.usedEnquiry : EVENT_IDS.newEnquiry;
}

/**
 * The event a submitted lead form fires (spec §7 "After a successful form submit, an
 * analytics event fires", §9 ids): an id its category forces first (careers 51, spec §8),
 * then its kind's rule: a test drive or an enquiry by the car (leadEventId), else 22, the
 * form default (trade-in, finance, service, parts, fleet, feedback).
 */
export function leadFormEventId(
  rule: LeadEventRule,
  forcedEventId: number | null,
  car: Pick<Car, 'car_type' | 'tag'> | null,
): number {
  if (forcedEventId !== null) return forcedEventId;
  return rule === 'form default' ? EVENT_IDS.formDefault : leadEventId(rule, car);
}
