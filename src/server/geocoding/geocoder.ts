/** Where a postcode is: its centre, in degrees (WGS 84), and the locality it is known by. */
export interface GeocodedPostcode {
  /** The four digits asked for. */
  postcode: string;
  latitude: number;
  longitude: number;
  /** The suburb or town the postcode is known by, for display ('Sydney'), when the provider names one. */
  locality?: string;
}

/**
 * Finds an Australian postcode on the map: one interface, two drivers (README.md,
 * "Providers"). The delivery fee of a car bought online is by distance from the car to
 * the buyer's postcode; the nearest dealer and stock near a postcode will ask the same.
 */
export interface PostcodeGeocoder {
  readonly name: 'embedded' | 'google';
  /**
   * The postcode's centre, or null when no such postcode exists (spec §8 'Invalid
   * postcode'), a string that is not four digits included. Throws a GeocoderError when the
   * provider cannot answer: a caller answers 503 and the shopper tries again later.
   */
  locate(postcode: string): Promise<GeocodedPostcode | null>;
}

/**
 * The provider could not answer (unreachable, a timeout, a refused key, a quota, the
 * embedded table unreadable): not the shopper's fault, and not an unknown postcode. The
 * message names the status or the error code, never the key or the postcode.
 */
export class GeocoderError extends Error {
  override name = 'GeocoderError';
}

/** An Australian postcode is four digits (spec §5); anything else exists nowhere, so no provider is asked. */
export function isPostcode(value: string): boolean {
  return /^\d{4}$/.test(value);
}
