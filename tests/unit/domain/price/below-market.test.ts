import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { belowMarket, belowMarketText } from '../../../../src/domain/price/below-market.ts';

const averages = (state: number | null, national: number | null) => ({
  state_average_market_price: state,
  average_market_price: national,
});

describe('below-market badge (spec §5, §9: difference over 499)', () => {
  it.each([
    // price, state average, national average, badge?
    ['difference 499 (state)', 30000, 30499, null, false],
    ['difference 500 (state)', 30000, 30500, null, true],
    ['difference 501 (state)', 30000, 30501, null, true],
    ['difference 499.5 (state)', 30000, 30499.5, null, true],
    ['price equal to the average', 30000, 30000, null, false],
    ['price above the average', 31000, 30000, null, false],
    ['state preferred: state says no though national says yes', 30000, 30100, 40000, false],
    ['state preferred: state says yes though national says no', 30000, 31000, 29000, true],
    ['no state average: national difference 499', 30000, null, 30499, false],
    ['no state average: national difference 500', 30000, null, 30500, true],
    ['state average 0 counts as missing', 30000, 0, 30500, true],
    ['no averages', 30000, null, null, false],
    ['no price shown (0)', 0, 30500, null, false],
    ['no price shown (10)', 10, 30500, null, false],
  ])('%s', (_case, price, state, national, badge) => {
    const result = belowMarket({ price, autograb_data: averages(state, national) });
    expect(result !== null).toBe(badge);
  });

  it('says which average it used and by how much the price is under it', () => {
    expect(belowMarket({ price: 30000, autograb_data: averages(31000, 29000) })).toEqual({
      marketAverage: 31000,
      basis: 'state',
      difference: 1000,
    });
    expect(belowMarket({ price: 30000, autograb_data: averages(null, 32500) })).toEqual({
      marketAverage: 32500,
      basis: 'national',
      difference: 2500,
    });
  });

  it('no market data, no badge', () => expect(belowMarket({ price: 30000, autograb_data: null })).toBeNull());

  it('shows exactly when the preferred average exceeds the price by more than 499', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 11, max: 200_000 }),
        fc.option(fc.integer({ min: 1, max: 200_000 })),
        fc.option(fc.integer({ min: 1, max: 200_000 })),
        (price, state, national) => {
          const market = state ?? national;
          const expected = market !== null && market - price > 499 && price < market;
          expect(belowMarket({ price, autograb_data: averages(state, national) }) !== null).toBe(expected);
        },
      ),
    );
  });
});

describe('belowMarketText', () => {
  it('names the saving in dollars with thousands separators (spec §9 prices)', () => {
    expect(belowMarketText({ difference: 500 })).toBe('$500 below market price');
    expect(belowMarketText({ difference: 12345 })).toBe('$12,345 below market price');
  });
});
