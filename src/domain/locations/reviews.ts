/**
 * spec §9 "Reviews: minimum rating 4 by default (3 for one dealer), Google reviews
 * quantity 12." The site's `reviews` settings carry both; these are the defaults.
 */
const DEFAULT_REVIEW_SETTINGS = { minimumRating: 4, quantity: 12 } as const;

interface ReviewSettings {
  minimumRating: number;
  quantity: number;
}

/**
 * The reviews a location shows: those rated at or above the minimum (a 4-star review shows
 * with the default minimum 4; 3.9 does not), at most `quantity` of them, in the order given
 * (the source's order, newest first for Google).
 */
export function reviewsToShow<R extends { rating: number }>(
  reviews: readonly R[],
  settings: ReviewSettings = DEFAULT_REVIEW_SETTINGS,
): R[] {
  return reviews.filter((review) => review.rating >= settings.minimumRating).slice(0, Math.max(0, settings.quantity));
}

/** The fraction of the partial star must be above this to be drawn (spec §9 "partial fill above a 30% fraction"). */
const PARTIAL_STAR_THRESHOLD = 0.3;

/**
 * spec §9: "Star rating shows up to 4 whole stars plus partial, with partial fill above a
 * 30% fraction." The five stars' fills, 0 to 1, left to right.
 * Decided:
 * - the whole stars are the rating's whole part, at most 4; the next star is the partial
 *   one, filled by what is left (rating minus the whole stars) when that is above 0.3,
 *   else empty; the rest are empty;
 * - 5.0 is 4 whole stars and a partial star filled to 1, so it looks like five full stars
 *   (the 5th star is always the partial slot);
 * - the fraction is read to two decimals, so 4.3 (0.3, not above) draws no partial star
 *   whatever the floating point says, 4.31 does; a rating outside 0 to 5 is clamped.
 *   4.7 → [1, 1, 1, 1, 0.7]; 4.3 → [1, 1, 1, 1, 0]; 3.0 → [1, 1, 1, 0, 0].
 */
export function starFills(rating: number): number[] {
  const value = Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  const whole = Math.min(4, Math.floor(value));
  const fraction = Math.round((value - whole) * 100) / 100;
  const partial = fraction > PARTIAL_STAR_THRESHOLD ? fraction : 0;
  return [0, 1, 2, 3, 4].map((i) => (i < whole ? 1 : i === whole ? partial : 0));
}

/** The accessible name of a star rating, e.g. 'Rated 4.7 out of 5'. */
export function starRatingLabel(rating: number): string {
  return `Rated ${rating.toFixed(1)} out of 5`;
}
