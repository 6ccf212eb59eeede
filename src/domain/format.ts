import { feetToMetres } from './locations/geo.ts';

const WHOLE_DOLLARS = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** spec §9: prices show with $ and thousands separators, e.g. $30,000. */
export function formatPrice(amount: number): string {
  return WHOLE_DOLLARS.format(amount);
}

const WHOLE_NUMBER = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** spec §9 distances in km with thousands separators, e.g. 12,345 km. */
export function formatKilometres(km: number): string {
  return `${WHOLE_NUMBER.format(km)} km`;
}

const TWO_DECIMALS = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A caravan's size the feed gives in feet, shown in metres (spec §9 "Feet to metres 0.3048").
 * Decided (the spec gives no rounding): two decimals, e.g. 21.5 ft → '6.55 m'.
 */
export function formatFeetAsMetres(feet: number): string {
  return `${TWO_DECIMALS.format(feetToMetres(feet))} m`;
}
