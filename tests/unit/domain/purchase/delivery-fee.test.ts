import { describe, expect, it } from 'vitest';
import { POSTCODE_NOT_FOUND } from '../../../../src/domain/locations/geocode.ts';
import { deliveryFee, deliveryQuote } from '../../../../src/domain/purchase/delivery-fee.ts';
import type { DeliveryFees } from '../../../../src/tenant/schema/delivery.ts';

/** Free within 50 km, then $2 a km, at most $1,500, up to 3,000 km. */
const PER_KM: DeliveryFees = {
  bands: [
    { upToKm: 50, fee: 0 },
    { upToKm: 3000, fee: 0, perKm: 2 },
  ],
  maximumFee: 1500,
};

/** Flat bands: free to 25 km, $99 to 100 km, $299 to 400 km, then $299 and $0.80 a km to 1,000 km. */
const BANDS: DeliveryFees = {
  bands: [
    { upToKm: 25, fee: 0 },
    { upToKm: 100, fee: 99 },
    { upToKm: 400, fee: 299 },
    { upToKm: 1000, fee: 299, perKm: 0.8 },
  ],
};

describe('delivery fee by distance', () => {
  it.each([
    // free within 50 km, the boundary included
    [0, 0],
    [12.3, 0],
    [50, 0],
    // $2 for each km past 50
    [50.2, 0],
    [50.3, 1],
    [51, 2],
    [150, 200],
    [123.456, 147],
    // capped: 50 + 750 km is $1,500
    [800, 1500],
    [2999, 1500],
    [3000, 1500],
    // past the last band: not delivered
    [3000.01, null],
    [4500, null],
  ])('free within 50 km, then 2 AUD a km, at most 1,500: %d km costs %s', (km, fee) => {
    expect(deliveryFee(km, PER_KM)).toBe(fee);
  });

  it.each([
    [0, 0],
    [25, 0],
    [25.01, 99],
    [100, 99],
    [100.5, 299],
    [400, 299],
    // $0.80 a km past 400 on top of $299
    [401, 300],
    [500, 379],
    [1000, 779],
    [1000.5, null],
  ])('flat bands, then per km: %d km costs %s', (km, fee) => {
    expect(deliveryFee(km, BANDS)).toBe(fee);
  });

  it('caps a band’s flat fee too, and a cap of 0 makes every delivery within reach free', () => {
    expect(deliveryFee(200, { ...BANDS, maximumFee: 150 })).toBe(150);
    expect(deliveryFee(20, { ...BANDS, maximumFee: 150 })).toBe(0);
    expect(deliveryFee(999, { ...BANDS, maximumFee: 0 })).toBe(0);
    expect(deliveryFee(1001, { ...BANDS, maximumFee: 0 })).toBeNull();
  });

  it('one band: one price to a radius', () => {
    const oneBand: DeliveryFees = { bands: [{ upToKm: 200, fee: 250 }] };
    expect([0, 199.9, 200, 200.1].map((km) => deliveryFee(km, oneBand))).toEqual([250, 250, 250, null]);
  });

  it.each([-1, NaN, Infinity])('refuses a distance of %d km', (km) => {
    expect(() => deliveryFee(km, PER_KM)).toThrow(RangeError);
  });
});

describe('delivery quote from the car to the buyer’s postcode', () => {
  const SYDNEY = { lat: -33.8688, long: 151.2093 };
  const PARRAMATTA = { lat: -33.815, long: 151.0011 };
  const MELBOURNE = { lat: -37.8136, long: 144.9631 };
  const PERTH = { lat: -31.9523, long: 115.8613 };

  it('a postcode found nowhere is spec §8 "Invalid postcode"', () => {
    expect(POSTCODE_NOT_FOUND).toBe('Invalid postcode');
    expect(deliveryQuote(SYDNEY, null, PER_KM)).toEqual({ outcome: 'unknown-postcode', message: 'Invalid postcode' });
  });

  it('quotes the great-circle distance (spec §9 radius) and its fee', () => {
    const near = deliveryQuote(SYDNEY, PARRAMATTA, PER_KM);
    expect(near).toMatchObject({ outcome: 'quoted', fee: 0 });
    expect(near.outcome === 'quoted' && near.distanceKm).toBeCloseTo(19.9, 0);

    // Sydney to Melbourne is about 713 km: (713 - 50) × 2 AUD, under the cap; 299 AUD and 0.80 a km past 400
    const far = deliveryQuote(SYDNEY, MELBOURNE, PER_KM);
    const km = far.outcome === 'quoted' ? far.distanceKm : NaN;
    expect(Math.abs(km - 713)).toBeLessThan(2);
    expect(far).toEqual({ outcome: 'quoted', distanceKm: km, fee: Math.round((km - 50) * 2) });
    expect(deliveryQuote(SYDNEY, MELBOURNE, BANDS)).toEqual({
      outcome: 'quoted',
      distanceKm: km,
      fee: Math.round(299 + 0.8 * (km - 400)),
    });
    expect(deliveryQuote(SYDNEY, MELBOURNE, { ...PER_KM, maximumFee: 1000 })).toMatchObject({ fee: 1000 });
  });

  it('past the last band the car is too far, with the furthest the dealer goes', () => {
    const quote = deliveryQuote(SYDNEY, PERTH, PER_KM);
    expect(quote).toMatchObject({ outcome: 'too-far', furthestKm: 3000 });
    expect(quote.outcome === 'too-far' && Math.abs(quote.distanceKm - 3290)).toBeLessThan(2);
  });
});
