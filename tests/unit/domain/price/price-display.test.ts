import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../../src/domain/format.ts';
import { priceDisplay, type PricedCar } from '../../../../src/domain/price/price-display.ts';

const car = (overrides: Partial<PricedCar> = {}): PricedCar => ({
  price: 27990,
  before_price: null,
  subscription_price: null,
  preorder: false,
  ...overrides,
});
const site = { subscriptions: false, noPriceText: 'Enquire for price.' };
const subscriptions = { ...site, subscriptions: true };

describe('price display order (spec §4)', () => {
  it.each([
    ['1 subscription price', subscriptions, { subscription_price: 149, preorder: true }, 'subscription', '$149'],
    ['subscription price 0 falls through', subscriptions, { subscription_price: 0 }, 'price', '$27,990'],
    ['subscription price on a site without subscriptions', site, { subscription_price: 149 }, 'price', '$27,990'],
    ['2 the price', site, { preorder: true }, 'price', '$27,990'],
    ['price 11', site, { price: 11 }, 'price', '$11'],
    ['price 10.5', site, { price: 10.5 }, 'price', '$11'],
    ['price 10', site, { price: 10, preorder: true }, 'preorder', 'PREORDER'],
    ['3 PREORDER', site, { price: 0, preorder: true }, 'preorder', 'PREORDER'],
    ['4 the no-price text', site, { price: 0 }, 'no-price', 'Enquire for price.'],
    ['price 10 and no preorder', site, { price: 10 }, 'no-price', 'Enquire for price.'],
    ['price 1', site, { price: 1 }, 'no-price', 'Enquire for price.'],
    [
      'the site’s own no-price text',
      { ...site, noPriceText: 'Call for price' },
      { price: 0 },
      'no-price',
      'Call for price',
    ],
  ] as const)('%s', (_case, options, overrides, kind, text) => {
    expect(priceDisplay(car(overrides), options)).toMatchObject({ kind, text });
  });

  it('shows prices with $ and thousands separators (spec §9)', () => {
    expect(priceDisplay(car({ price: 124990 }), site).text).toBe('$124,990');
  });
});

describe('was-price (spec §4: only when the earlier price is higher)', () => {
  it.each([
    [29990, '$29,990'],
    [27991, '$27,991'],
    [27990, null],
    [25000, null],
    [null, null],
  ])('before_price %s beside $27,990 → %s', (before, was) => {
    expect(priceDisplay(car({ before_price: before }), site).wasPrice).toBe(was);
  });

  it('never beside a subscription, PREORDER or the no-price text', () => {
    expect(priceDisplay(car({ before_price: 40000, subscription_price: 149 }), subscriptions).wasPrice).toBeNull();
    expect(priceDisplay(car({ price: 0, before_price: 40000, preorder: true }), site).wasPrice).toBeNull();
    expect(priceDisplay(car({ price: 0, before_price: 40000 }), site).wasPrice).toBeNull();
  });

  it('any shown price carries a was-price exactly when the earlier price is higher', () => {
    fc.assert(
      fc.property(fc.integer({ min: 11, max: 500_000 }), fc.integer({ min: 0, max: 500_000 }), (price, before) => {
        const view = priceDisplay(car({ price, before_price: before }), site);
        expect(view.text).toBe(formatPrice(price));
        expect(view.wasPrice).toBe(before > price ? formatPrice(before) : null);
      }),
    );
  });
});
