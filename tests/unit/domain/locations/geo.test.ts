import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceKm, feetToMetres, nearestLocation } from '../../../../src/domain/locations/geo.ts';

// the spec values the module keeps to itself
const EARTH_RADIUS_KM = 6371;

const SYDNEY = { lat: -33.8688, long: 151.2093 };
const MELBOURNE = { lat: -37.8136, long: 144.9631 };
const BRISBANE = { lat: -27.4698, long: 153.0251 };
const PERTH = { lat: -31.9523, long: 115.8613 };
const CANBERRA = { lat: -35.2809, long: 149.13 };
const HOBART = { lat: -42.8821, long: 147.3272 };
const DARWIN = { lat: -12.4634, long: 130.8456 };
const ADELAIDE = { lat: -34.9285, long: 138.6007 };

describe('distance (spec §9: haversine, earth radius 6371 km)', () => {
  // Great-circle distances between the city centres, km (published figures, ±2 km).
  it.each([
    ['Sydney', SYDNEY, 'Melbourne', MELBOURNE, 713],
    ['Sydney', SYDNEY, 'Brisbane', BRISBANE, 732],
    ['Sydney', SYDNEY, 'Perth', PERTH, 3290],
    ['Sydney', SYDNEY, 'Canberra', CANBERRA, 247],
    ['Melbourne', MELBOURNE, 'Hobart', HOBART, 598],
    ['Adelaide', ADELAIDE, 'Darwin', DARWIN, 2617],
  ])('%s to %s ≈ %i km', (_a, from, _b, to, km) => {
    expect(Math.abs(distanceKm(from, to) - km)).toBeLessThan(2);
  });

  it('is 0 from a point to itself, one degree of latitude is 111.19 km', () => {
    expect(distanceKm(SYDNEY, SYDNEY)).toBe(0);
    // 2πR / 360
    expect(distanceKm({ lat: 0, long: 0 }, { lat: 1, long: 0 })).toBeCloseTo((2 * Math.PI * 6371) / 360, 6);
  });

  it('is symmetric and never more than half the circumference', () => {
    const point = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      long: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 6);
        expect(distanceKm(a, b)).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_KM + 1e-6);
      }),
    );
  });
});

describe('feet to metres (spec §9: 0.3048)', () => {
  it.each([
    [0, 0],
    [1, 0.3048],
    [10, 3.048],
    [21.5, 6.5532],
    [8.2, 2.49936],
  ])('%d ft = %d m', (feet, metres) => expect(feetToMetres(feet)).toBeCloseTo(metres, 9));
});

describe('nearest location', () => {
  const locations = [
    { name: 'Perth', address: PERTH },
    { name: 'Sydney', address: SYDNEY },
    { name: 'Melbourne', address: MELBOURNE },
  ];

  it.each([
    [CANBERRA, 'Sydney', 247],
    [HOBART, 'Melbourne', 598],
    [ADELAIDE, 'Melbourne', 654],
    [DARWIN, 'Perth', 2650],
  ])('from %o the nearest is %s (about %i km)', (point, name, km) => {
    const found = nearestLocation(point, locations);
    expect(found?.location.name).toBe(name);
    expect(Math.abs((found?.distanceKm ?? 0) - km)).toBeLessThan(60);
  });

  it('is null without locations, and the first listed on a tie', () => {
    expect(nearestLocation(SYDNEY, [])).toBeNull();
    const twins = [
      { id: 1, address: MELBOURNE },
      { id: 2, address: MELBOURNE },
    ];
    expect(nearestLocation(SYDNEY, twins)?.location.id).toBe(1);
  });
});
