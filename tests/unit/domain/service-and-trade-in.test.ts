import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SERVICE_PROMO,
  offersOnlineTradeInEstimate,
  type ServicePromo,
  servicePromoProblems,
  tradeInEstimateFaqAnswer,
} from '../../../src/domain/service-and-trade-in.ts';

describe('service promo (spec §9)', () => {
  it('defaults to up to $250 per service, 5 years, 5 services, every 12 months or 15,000 km, to 75,000 km', () => {
    expect(DEFAULT_SERVICE_PROMO).toEqual({
      maxPricePerService: 250,
      years: 5,
      services: 5,
      intervalMonths: 12,
      intervalKm: 15_000,
      rangeKm: 75_000,
    });
    expect(servicePromoProblems(DEFAULT_SERVICE_PROMO)).toEqual([]);
  });

  it.each<[Partial<ServicePromo>, string | null]>([
    [{ maxPricePerService: 180 }, null],
    [{ maxPricePerService: 179.99 }, 'maxPricePerService: a price per service from 180 to 525, received 179.99'],
    [{ maxPricePerService: 525 }, null],
    [{ maxPricePerService: 525.01 }, 'maxPricePerService: a price per service from 180 to 525, received 525.01'],
    [{ years: 3 }, null],
    [{ years: 2 }, 'years: years from 3 to 5, received 2'],
    [{ years: 6 }, 'years: years from 3 to 5, received 6'],
    [{ years: 4.5 }, 'years: whole years, received 4.5'],
    [{ services: 5 }, null],
    [{ services: 10 }, null],
    [{ services: 4 }, 'services: services from 5 to 10, received 4'],
    [{ services: 11 }, 'services: services from 5 to 10, received 11'],
    [{ intervalMonths: 6 }, null],
    [{ intervalMonths: 9 as 6 }, 'intervalMonths: an interval of 6 or 12 months, received 9'],
    [{ rangeKm: 100_000 }, null],
    [{ rangeKm: 90_000 as 75_000 }, 'rangeKm: a range of 75000 or 100000 km, received 90000'],
    [{ intervalKm: 0 }, 'intervalKm: a positive distance, received 0'],
  ])('%o → %s', (change, problem) => {
    expect(servicePromoProblems({ ...DEFAULT_SERVICE_PROMO, ...change })).toEqual(problem ? [problem] : []);
  });

  it('reports a missing, an unknown and a mistyped figure, and a promo that is not an object', () => {
    const withoutYears: Partial<ServicePromo> = { ...DEFAULT_SERVICE_PROMO };
    delete withoutYears.years;
    expect(servicePromoProblems(withoutYears)).toEqual(['years: missing']);
    expect(servicePromoProblems({ ...DEFAULT_SERVICE_PROMO, price: 1 })).toEqual(['price: not a service offer figure']);
    expect(servicePromoProblems({ ...DEFAULT_SERVICE_PROMO, years: 'five' })).toEqual([
      'years: whole years, received "five"',
    ]);
    expect(servicePromoProblems('$250')).toEqual(['(offer): an object of service offer figures, received "$250"']);
  });
});

describe('trade-in FAQ: no online estimate over 7 years or 100,000 km (spec §9)', () => {
  it.each([
    // model year, km, in 2025 → estimate
    [2025, 0, true],
    [2019, 99_999, true],
    [2018, 80_000, true], // exactly 7 years: not over
    [2017, 80_000, false], // 8 years
    [2020, 100_000, true], // exactly 100,000 km: not over
    [2020, 100_001, false],
    [2018, 100_000, true], // both at the limit
    [2017, 100_001, false],
    [2018, null, true], // unknown odometer: the age decides
    [2017, null, false],
  ])('a %i car with %s km in 2025: online estimate %s', (year, km, expected) => {
    expect(offersOnlineTradeInEstimate({ year, km }, 2025)).toBe(expected);
  });

  it('the FAQ answer states the limits', () => {
    expect(tradeInEstimateFaqAnswer()).toContain('up to 7 years old with up to 100,000 km');
  });
});
