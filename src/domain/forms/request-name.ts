import { testDriveName, type VehicleWords } from '../text/vehicle-words.ts';

/**
 * What a lead's request is called where the shopper and the dealer read it (/success, the
 * lead e-mail's subject), when the vehicle's words name it: a test drive is a 'Test Ride' of
 * a motorcycle and a 'Viewing' of a caravan on a site that says so (site.stock.testDriveLabels),
 * and a car's 'Test Drive' (spec §4). Null for every other kind, and without the words: the
 * lead's category names it then. The lead's category itself, and its ADF, never change.
 */
export function vehicleRequestName(
  kind: string,
  words: Pick<VehicleWords, 'testDrive'> | null | undefined,
): string | null {
  return kind === 'test-drive' && words ? testDriveName(words) : null;
}
