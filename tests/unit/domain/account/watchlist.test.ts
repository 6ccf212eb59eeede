import { describe, expect, it } from 'vitest';
import { priceChangeSinceSaved, priceChangeText, watchedCarStatus } from '../../../../src/domain/account/watchlist.ts';
import { formatPrice } from '../../../../src/domain/format.ts';

describe('a watched car’s state in the garage', () => {
  it.each([
    ['in stock', { status: 'in_stock', reserved: false, price: 1 }, 'Available'],
    ['coming soon', { status: 'coming_soon', reserved: false, price: 1 }, 'Coming soon'],
    ['reserved', { status: 'in_stock', reserved: true, price: 1 }, 'Reserved'],
    ['sold, even if it was reserved', { status: 'sold', reserved: true, price: 1 }, 'Sold'],
    ['gone from the feed', null, 'No longer listed'],
  ] as const)('%s → %s', (_case, car, text) => expect(watchedCarStatus(car)).toBe(text));
});

describe('the price change since the car was saved', () => {
  it.each([
    [30_990, 29_990, { direction: 'down', amount: 1000 }],
    [29_990, 30_490, { direction: 'up', amount: 500 }],
    [29_990, 29_990, null],
    [0, 29_990, null],
    [29_990, 0, null],
  ] as const)('saved at %d, now %d → %o', (saved, now, change) =>
    expect(priceChangeSinceSaved(saved, now)).toEqual(change),
  );

  it('reads as a shopper would say it', () => {
    expect(priceChangeText({ direction: 'down', amount: 1000 }, formatPrice)).toBe('Down $1,000 since you saved it');
    expect(priceChangeText({ direction: 'up', amount: 500 }, formatPrice)).toBe('Up $500 since you saved it');
  });
});
