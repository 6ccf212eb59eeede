import type { VehicleKind } from '../../catalog/schema/vocabulary.ts';
import type { Site } from '../../tenant/schema/site.ts';

/**
 * What the texts about one vehicle call it (site.stock): the site's noun ('car', 'vehicle'),
 * its plural ('cars', 'vehicles') and the test drive's name for the vehicle's kind ('Test
 * Drive', 'Test Ride', 'Book a Viewing'), null where the site offers none.
 */
export interface VehicleWords {
  noun: string;
  nouns: string;
  testDrive: string | null;
}

/** The spec's texts (spec §2, §5): a car dealer's. */
export const CAR_WORDS: VehicleWords = { noun: 'car', nouns: 'cars', testDrive: 'Test Drive' };

export function vehicleWords(stock: Pick<Site['stock'], 'noun' | 'testDriveLabels'>, kind: VehicleKind): VehicleWords {
  return { noun: stock.noun.singular, nouns: stock.noun.plural, testDrive: stock.testDriveLabels[kind] };
}

/** 'this car', 'this vehicle': the phrase the vehicle page's headings and notes use. */
export function thisVehicle(words: VehicleWords): string {
  return `this ${words.noun}`;
}

/** 'Car', 'Vehicle': the noun at the start of a heading ('Car Summary', 'Protect Your Car'). */
export function nounTitle(words: VehicleWords): string {
  return words.noun.charAt(0).toUpperCase() + words.noun.slice(1);
}

/** A label that already says what to do ('Book a Viewing') is its own heading and button. */
const startsWithVerb = (label: string) => /^book\b/i.test(label);

/** The test drive dialog's heading: 'Book a Test Drive' (spec §2), 'Book a Test Ride', 'Book a Viewing'. */
export function testDriveTitle(words: VehicleWords): string {
  const label = words.testDrive ?? CAR_WORDS.testDrive ?? '';
  return startsWithVerb(label) ? label : `Book a ${label}`;
}

/**
 * The test drive as a request, where /success and the dealer's e-mail name it: 'Test Drive'
 * (spec §4's category), 'Test Ride', 'Viewing' (of 'Book a Viewing').
 */
export function testDriveName(words: Pick<VehicleWords, 'testDrive'>): string {
  const label = words.testDrive ?? CAR_WORDS.testDrive ?? '';
  return label.replace(/^book\s+(?:an?\s+)?/i, '');
}

/** The test drive form's submit button: 'Book Test Drive' (spec §5), 'Book Test Ride', 'Book a Viewing'. */
export function testDriveSubmit(words: VehicleWords): string {
  const label = words.testDrive ?? CAR_WORDS.testDrive ?? '';
  return startsWithVerb(label) ? label : `Book ${label}`;
}

/** spec §5 Request Photos: its hidden field, 'Please send photos for this car'. */
export function requestPhotosText(words: VehicleWords): string {
  return `Please send photos for ${thisVehicle(words)}`;
}
