import type { Car } from '../../catalog/schema/car.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { formatPrice } from '../format.ts';

/** spec §9 "Price shown only if above 10": a price of 10 or less is a placeholder, not a price. */
const PRICE_SHOWN_ABOVE = 10;

export type PriceDisplay =
  /** A weekly subscription price (the card adds its own "/wk" wording). */
  | { kind: 'subscription'; amount: number; text: string; wasPrice: null }
  | { kind: 'price'; amount: number; text: string; wasPrice: string | null }
  | { kind: 'preorder'; text: 'PREORDER'; wasPrice: null }
  | { kind: 'no-price'; text: string; wasPrice: null };

export type PricedCar = Pick<Car, 'price' | 'before_price' | 'subscription_price' | 'preorder'>;
export type PriceOptions = { subscriptions: Site['features']['subscriptions']; noPriceText: Site['noPriceText'] };

/** spec §4 price display, step 2: the price shows when above 10. */
export function showsPrice(price: number): boolean {
  return price > PRICE_SHOWN_ABOVE;
}

/**
 * spec §4 Price display, the first that applies:
 * 1. the subscription price, on sites with features.subscriptions, when above 0;
 * 2. the price (the reduced price when there is a was-price, else the normal one) when above 10;
 * 3. 'PREORDER' for a preorder;
 * 4. the site's no-price text (default 'Enquire for price.').
 * The was-price (before_price) shows only beside a shown price and only when higher than
 * it (spec §4); a subscription, PREORDER or no-price text never carries one.
 */
export function priceDisplay(car: PricedCar, options: PriceOptions): PriceDisplay {
  const subscription = car.subscription_price ?? 0;
  if (options.subscriptions && subscription > 0) {
    return { kind: 'subscription', amount: subscription, text: formatPrice(subscription), wasPrice: null };
  }
  if (showsPrice(car.price)) {
    const wasPrice = car.before_price !== null && car.before_price > car.price ? formatPrice(car.before_price) : null;
    return { kind: 'price', amount: car.price, text: formatPrice(car.price), wasPrice };
  }
  if (car.preorder) return { kind: 'preorder', text: 'PREORDER', wasPrice: null };
  return { kind: 'no-price', text: options.noPriceText, wasPrice: null };
}
