/** spec §5 "Price slider (home)": step 500, default bounds 5000 to 250000, the thumbs never cross. */
export const PRICE_SLIDER_STEP = 500;
const PRICE_SLIDER_BOUNDS = { min: 5000, max: 250000 } as const;

export interface PriceRange {
  min: number;
  max: number;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}

/**
 * Moves one thumb and keeps the pair valid: the minimum thumb is at most max - 1 and the
 * maximum thumb at least min + 1, both within the bounds.
 */
export function movePriceThumb(
  range: PriceRange,
  thumb: 'min' | 'max',
  value: number,
  bounds: PriceRange = PRICE_SLIDER_BOUNDS,
): PriceRange {
  const requested = Number.isFinite(value) ? value : thumb === 'min' ? bounds.min : bounds.max;
  if (thumb === 'min') return { min: clamp(requested, bounds.min, range.max - 1), max: range.max };
  return { min: range.min, max: clamp(requested, range.min + 1, bounds.max) };
}
