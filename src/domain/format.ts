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
