const COUNT = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** '1 car', '21 cars', '1,999 cars', '0 cars'. */
export function carCountText(count: number): string {
  return `${COUNT.format(count)} ${count === 1 ? 'car' : 'cars'}`;
}

/**
 * spec §2 Search page: the 'Show me N cars' button. Decided: one car reads 'Show me 1 car',
 * and the count has thousands separators. The count itself (over 1999 replaced by the
 * stock count, spec §9) is the search rules' business.
 */
export function showMeCarsText(count: number): string {
  return `Show me ${carCountText(count)}`;
}
