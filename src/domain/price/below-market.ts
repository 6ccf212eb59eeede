import type { Car } from '../../catalog/schema/car.ts';
import { formatPrice } from '../format.ts';
import { showsPrice } from './price-display.ts';

/** spec §9 "Below-market threshold 499": the market average must exceed the price by more than this. */
const BELOW_MARKET_THRESHOLD = 499;

export interface BelowMarket {
  /** The market average the price was compared with. */
  marketAverage: number;
  /** Which average that was. */
  basis: 'state' | 'national';
  /** marketAverage - price, AUD. */
  difference: number;
}

/**
 * spec §5 Below-market badge: shows when the market average minus the price exceeds 499
 * and the price is under that average. The state average is preferred, else the national
 * average; an average of 0 counts as missing. The badge never shows beside a price that
 * is not shown (10 or less, spec §9), where it would compare a placeholder.
 * Returns null when there is no badge.
 */
export function belowMarket(car: Pick<Car, 'price' | 'autograb_data'>): BelowMarket | null {
  if (!showsPrice(car.price)) return null;
  const state = car.autograb_data?.state_average_market_price ?? null;
  const national = car.autograb_data?.average_market_price ?? null;
  const [marketAverage, basis] =
    state !== null && state > 0
      ? [state, 'state' as const]
      : national !== null && national > 0
        ? [national, 'national' as const]
        : [null, null];
  if (marketAverage === null || basis === null) return null;
  const difference = marketAverage - car.price;
  return difference > BELOW_MARKET_THRESHOLD && car.price < marketAverage ? { marketAverage, basis, difference } : null;
}

/**
 * The badge's words. Decided (the spec names the badge, not its text): the saving against
 * the market, e.g. '$1,200 below market price'.
 */
export function belowMarketText(below: Pick<BelowMarket, 'difference'>): string {
  return `${formatPrice(below.difference)} below market price`;
}
