import { describe, expect, it } from 'vitest';
import { PRICE_RANGES, priceBucket, SUBSCRIPTION_PRICE_RANGES } from '../../../../src/domain/search/price-ranges.ts';

describe('price ranges (spec §3 price_range)', () => {
  it('are labelled with $ and thousands separators, cheapest first', () =>
    expect(PRICE_RANGES.map((range) => [range.value, range.label])).toEqual([
      ['0-10000', 'Under $10,000'],
      ['10000-20000', '$10,000 to $20,000'],
      ['20000-30000', '$20,000 to $30,000'],
      ['30000-40000', '$30,000 to $40,000'],
      ['40000-50000', '$40,000 to $50,000'],
      ['50000-75000', '$50,000 to $75,000'],
      ['75000-100000', '$75,000 to $100,000'],
      ['100000-', '$100,000 and over'],
    ]));

  it.each([
    [1, '0-10000'],
    [9_999, '0-10000'],
    [10_000, '10000-20000'],
    [29_990, '20000-30000'],
    [99_999, '75000-100000'],
    [100_000, '100000-'],
    [2_500_000, '100000-'],
  ])('$%d is in %s (a bound starts the next range)', (price, value) =>
    expect(priceBucket(PRICE_RANGES, price)?.value).toBe(value),
  );

  it.each([0, -5, null, undefined])('a car without a price (%s) is in none', (price) =>
    expect(priceBucket(PRICE_RANGES, price)).toBeUndefined(),
  );
});

describe('subscription price ranges (spec §3 subscription_price)', () => {
  it('are weekly', () =>
    expect(SUBSCRIPTION_PRICE_RANGES.map((range) => range.label)).toEqual([
      'Under $200/wk',
      '$200/wk to $300/wk',
      '$300/wk to $400/wk',
      '$400/wk to $500/wk',
      '$500/wk and over',
    ]));

  it.each([
    [120, 'Under $200/wk'],
    [200, '$200/wk to $300/wk'],
    [860, '$500/wk and over'],
  ])('$%d a week: %s', (price, label) => expect(priceBucket(SUBSCRIPTION_PRICE_RANGES, price)?.label).toBe(label));
});
