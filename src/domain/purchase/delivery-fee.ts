import type { DeliveryFees } from '../../tenant/schema/delivery.ts';
import { distanceKm } from '../locations/geo.ts';
import { POSTCODE_NOT_FOUND } from '../locations/geocode.ts';

/** A point in degrees, as a location's address holds it (spec §3: lat, long). */
type GeoPoint = Parameters<typeof distanceKm>[0];

/**
 * What delivering a car `km` away costs by the dealer's table, in whole AUD: the first band
 * whose upToKm the distance does not pass charges its fee plus perKm for each km past where
 * it starts (the band before's upToKm, 0 for the first), rounded to the dollar, then at most
 * maximumFee. Null past the last band: the dealer does not deliver that far.
 */
export function deliveryFee(km: number, fees: DeliveryFees): number | null {
  if (!Number.isFinite(km) || km < 0) throw new RangeError('a delivery distance is a finite number of km, 0 or more');
  let start = 0;
  for (const band of fees.bands) {
    if (km <= band.upToKm) {
      const fee = Math.round(band.fee + (band.perKm ?? 0) * (km - start));
      return fees.maximumFee === undefined ? fee : Math.min(fee, fees.maximumFee);
    }
    start = band.upToKm;
  }
  return null;
}

/**
 * The delivery quote of a car bought online, from the car's location to the centre of the
 * buyer's postcode (null: no geocoder found the postcode, spec §8 'Invalid postcode'). The
 * distance is the great circle (spec §9's earth radius), not the road.
 */
export function deliveryQuote(
  carAt: GeoPoint,
  buyerAt: GeoPoint | null,
  fees: DeliveryFees,
):
  | { outcome: 'quoted'; distanceKm: number; fee: number }
  | { outcome: 'too-far'; distanceKm: number; furthestKm: number }
  | { outcome: 'unknown-postcode'; message: typeof POSTCODE_NOT_FOUND } {
  if (!buyerAt) return { outcome: 'unknown-postcode', message: POSTCODE_NOT_FOUND };
  const km = distanceKm(carAt, buyerAt);
  const fee = deliveryFee(km, fees);
  if (fee === null) return { outcome: 'too-far', distanceKm: km, furthestKm: fees.bands.at(-1)?.upToKm ?? 0 };
  return { outcome: 'quoted', distanceKm: km, fee };
}
