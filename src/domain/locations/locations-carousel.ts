/** spec §2 Other screens: the locations carousel lists its cards sorted by name. */
export function sortLocationsByName<L extends { name: string }>(locations: readonly L[]): L[] {
  // Natural order ("Store 2" before "Store 10"), ignoring case and accents; equal names keep their order.
  const collator = new Intl.Collator('en-AU', { sensitivity: 'base', numeric: true });
  return [...locations].sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * spec §2 Other screens: "The grid columns depend on the count (over 3, exactly 6, under 3)."
 * Decided:
 * - exactly 6 locations: 3 columns (two full rows rather than a row of 4 and a row of 2);
 * - any other count over 3: 4 columns (more wrap onto further rows);
 * - 3 or fewer: one column per location, so a lone card is not stranded in a wide grid;
 * - none: 1 (a grid always has a column).
 * These are the desktop columns; narrower screens show the carousel.
 */
export function locationGridColumns(count: number): number {
  if (count === 6) return 3;
  if (count > 3) return 4;
  return Math.max(1, Math.floor(count));
}
