import { feetToMetres } from './locations/geo.ts';

/**
 * An en-AU number format made on its first use: a page's first `Intl` format costs a phone
 * tens of milliseconds (the locale data loads), which a page that formats nothing during its
 * load should not pay for a module it imports.
 */
function numberFormat(options: Intl.NumberFormatOptions): (value: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (value) => (format ??= new Intl.NumberFormat('en-AU', options)).format(value);
}

const WHOLE_DOLLARS = numberFormat({
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** spec §9: prices show with $ and thousands separators, e.g. $30,000. */
export function formatPrice(amount: number): string {
  return WHOLE_DOLLARS(amount);
}

const DOLLARS_AND_CENTS = numberFormat({
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount to the cent, as costs that add up to a total show: $1,234.50. */
export function formatDollarsAndCents(amount: number): string {
  return DOLLARS_AND_CENTS(amount);
}

/** 12,345 */
export const wholeNumber = numberFormat({ maximumFractionDigits: 0 });

/** spec §9 distances in km with thousands separators, e.g. 12,345 km. */
export function formatKilometres(km: number): string {
  return `${wholeNumber(km)} km`;
}

/** 6.55 */
export const twoDecimals = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A caravan's size the feed gives in feet, shown in metres (spec §9 "Feet to metres 0.3048").
 * Decided (the spec gives no rounding): two decimals, e.g. 21.5 ft → '6.55 m'.
 */
export function formatFeetAsMetres(feet: number): string {
  return `${twoDecimals(feetToMetres(feet))} m`;
}
