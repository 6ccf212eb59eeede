import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { movePriceThumb, PRICE_SLIDER_STEP, type PriceRange } from '../../../../src/domain/price/price-slider.ts';

// the spec values the module keeps to itself
const PRICE_SLIDER_BOUNDS = { min: 5000, max: 250000 } as const;

describe('home price slider (spec §5)', () => {
  it('has step 500 and bounds 5000 to 250000', () => {
    expect(PRICE_SLIDER_STEP).toBe(500);
  });

  it.each([
    ['min', 20000, { min: 20000, max: 250000 }],
    ['min', 260000, { min: 249999, max: 250000 }],
    ['min', 1000, { min: 5000, max: 250000 }],
    ['max', 4000, { min: 5000, max: 5001 }],
    ['max', 300000, { min: 5000, max: 250000 }],
    ['max', Number.NaN, { min: 5000, max: 250000 }],
  ] as const)('moving %s to %d gives %o', (thumb, value, expected) => {
    expect(movePriceThumb({ min: 5000, max: 250000 }, thumb, value)).toEqual(expected);
  });

  it('the minimum thumb stays at most max - 1 and the maximum at least min + 1, within the bounds', () => {
    const price = fc.integer({ min: -10_000, max: 400_000 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('min' as const, 'max' as const), price), { maxLength: 30 }),
        (moves) => {
          let range: PriceRange = { ...PRICE_SLIDER_BOUNDS };
          for (const [thumb, value] of moves) {
            range = movePriceThumb(range, thumb, value);
            expect(range.min).toBeLessThanOrEqual(range.max - 1);
            expect(range.min).toBeGreaterThanOrEqual(PRICE_SLIDER_BOUNDS.min);
            expect(range.max).toBeLessThanOrEqual(PRICE_SLIDER_BOUNDS.max);
          }
        },
      ),
    );
  });
});
