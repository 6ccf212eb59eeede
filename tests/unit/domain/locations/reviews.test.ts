import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reviewsToShow, starFills, starRatingLabel } from '../../../../src/domain/locations/reviews.ts';

const ratings = [5, 4, 3.9, 3, 2, 4.5, 1, 3.5];
const reviews = ratings.map((rating, i) => ({ id: i, rating }));

describe('reviews shown (spec §9: minimum rating 4 by default, 3 for one dealer; quantity 12)', () => {
  it.each([
    [4, 12, [5, 4, 4.5]], // 4 is at the minimum and shows; 3.9 does not
    [3, 12, [5, 4, 3.9, 3, 4.5, 3.5]], // the one dealer's variant
    [3, 2, [5, 4]],
    [4, 0, []],
    [5, 12, [5]],
  ])('minimum %d, quantity %d → %o', (minimumRating, quantity, expected) => {
    expect(reviewsToShow(reviews, { minimumRating, quantity }).map((r) => r.rating)).toEqual(expected);
  });

  it('shows at most 12 by default, in the given order', () => {
    const many = Array.from({ length: 20 }, (_, id) => ({ id, rating: 5 }));
    expect(reviewsToShow(many).map((r) => r.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});

describe('star rating (spec §9: up to 4 whole stars plus a partial one, filled above 30%)', () => {
  it.each([
    [4.7, [1, 1, 1, 1, 0.7]],
    [4.31, [1, 1, 1, 1, 0.31]],
    [4.3, [1, 1, 1, 1, 0]], // exactly 30%: not above
    [4.29, [1, 1, 1, 1, 0]],
    [4.0, [1, 1, 1, 1, 0]],
    [5.0, [1, 1, 1, 1, 1]], // 4 whole stars and the partial star filled to 1
    [4.99, [1, 1, 1, 1, 0.99]],
    [3.0, [1, 1, 1, 0, 0]],
    [3.3, [1, 1, 1, 0, 0]],
    [3.35, [1, 1, 1, 0.35, 0]],
    [3.8, [1, 1, 1, 0.8, 0]],
    [2.5, [1, 1, 0.5, 0, 0]],
    [1, [1, 0, 0, 0, 0]],
    [0.31, [0.31, 0, 0, 0, 0]],
    [0.3, [0, 0, 0, 0, 0]],
    [0, [0, 0, 0, 0, 0]],
    [6, [1, 1, 1, 1, 1]], // clamped to 5
    [-1, [0, 0, 0, 0, 0]],
    [Number.NaN, [0, 0, 0, 0, 0]],
  ])('%d → %o', (rating, fills) => expect(starFills(rating)).toEqual(fills));

  it('always gives five fills, whole stars before the partial one, never more than the rating', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), (rating) => {
        const fills = starFills(rating);
        expect(fills).toHaveLength(5);
        expect(fills.slice(0, 4).filter((f) => f === 1).length).toBe(Math.min(4, Math.floor(rating)));
        expect(fills.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(Math.round(rating * 100) / 100 + 1e-9);
        for (const fill of fills) expect(fill === 0 || fill > 0.3).toBe(true);
      }),
    );
  });

  it.each([
    [4.7, 'Rated 4.7 out of 5'],
    [5, 'Rated 5.0 out of 5'],
  ])('%d is read as "%s"', (rating, label) => expect(starRatingLabel(rating)).toBe(label));
});
