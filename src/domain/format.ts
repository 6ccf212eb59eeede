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
