import { formatPrice } from '../format.ts';

/**
 * A price bucket of the price_range refinement (spec §3): from `min` up to, not including,
 * `max` (the last one is open). `value` is what the index and the URL hold.
 */
export interface PriceBucket {
  value: string;
  label: string;
  min: number;
  max: number | null;
}

function buckets(edges: readonly number[], format: (amount: number) => string): readonly PriceBucket[] {
  const first = edges[0]!;
  const last = edges[edges.length - 1]!;
  return [
    { value: `0-${first}`, label: `Under ${format(first)}`, min: 0, max: first },
    ...edges.slice(1).map((max, index) => {
      const min = edges[index]!;
      return { value: `${min}-${max}`, label: `${format(min)} to ${format(max)}`, min, max };
    }),
    { value: `${last}-`, label: `${format(last)} and over`, min: last, max: null },
  ];
}

/** The price ranges a shopper can tick (spec §3 price_range), cheapest first. */
export const PRICE_RANGES = buckets([10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000], formatPrice);

/** Weekly subscription price ranges (spec §3 subscription_price), on sites with subscriptions. */
export const SUBSCRIPTION_PRICE_RANGES = buckets([200, 300, 400, 500], (amount) => `${formatPrice(amount)}/wk`);

/** The bucket a price falls in; none for a car without a price (0: 'Enquire for price'). */
export function priceBucket(ranges: readonly PriceBucket[], price: number | null | undefined): PriceBucket | undefined {
  if (!price || price <= 0) return undefined;
  return ranges.find((range) => price >= range.min && (range.max === null || price < range.max));
}
