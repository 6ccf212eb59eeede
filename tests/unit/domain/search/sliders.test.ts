import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RANGE_DEBOUNCE_MS,
  rangeSliderBounds,
  rangeSliderStep,
  rangeSliderValue,
  TEXT_DEBOUNCE_MS,
} from '../../../../src/domain/search/sliders.ts';

const PRICE = { min: 0, max: 100000 };

describe('price and km slider values (spec §5)', () => {
  it.each([
    [0, { value: 0 }],
    [499, { value: 0 }],
    [500, { value: 1000 }],
    [24_499, { value: 24000 }],
    [24_500, { value: 25000 }],
    [100000, { value: 100000 }],
    [-1, { rejected: 'below-minimum', input: -1 }],
    [100001, { rejected: 'above-maximum', input: 100001 }],
    [Number.NaN, { rejected: 'not-a-number', input: Number.NaN }],
    [Number.POSITIVE_INFINITY, { rejected: 'not-a-number', input: Number.POSITIVE_INFINITY }],
  ])('%d → %o', (input, expected) => expect(rangeSliderValue('price', input, PRICE)).toEqual(expected));

  it('clamps when rounding steps past a bound', () => {
    expect(rangeSliderValue('price', 99_700, { min: 1200, max: 99_800 })).toEqual({ value: 99_800 });
    expect(rangeSliderValue('price', 1300, { min: 1200, max: 99_800 })).toEqual({ value: 1200 });
  });

  it('rejects, never throws, and an accepted value is a multiple of 1000 or a bound', () => {
    const bounds = fc
      .tuple(fc.integer({ min: 0, max: 300000 }), fc.integer({ min: 0, max: 300000 }))
      .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) }));
    fc.assert(
      fc.property(bounds, fc.double({ min: -1e6, max: 1e6, noNaN: true }), (range, input) => {
        const result = rangeSliderValue('km', input, range);
        if ('rejected' in result) {
          expect(input < range.min || input > range.max).toBe(true);
        } else {
          expect(result.value).toBeGreaterThanOrEqual(range.min);
          expect(result.value).toBeLessThanOrEqual(range.max);
          const onStep = result.value % 1000 === 0;
          expect(onStep || result.value === range.min || result.value === range.max).toBe(true);
          expect(Math.abs(result.value - input)).toBeLessThanOrEqual(500);
        }
      }),
    );
  });
});

describe('range slider (spec §9)', () => {
  it('defaults its maximum to 100000', () => {
    expect(rangeSliderBounds(undefined)).toEqual({ min: 0, max: 100000 });
    expect(rangeSliderBounds({ min: 2000, max: null })).toEqual({ min: 2000, max: 100000 });
    expect(rangeSliderBounds({ min: 2000, max: 85000 })).toEqual({ min: 2000, max: 85000 });
  });

  it.each([
    [{ min: 0, max: 100000 }, 1000],
    [{ min: 5000, max: 250000 }, 2450],
    [{ min: 2010, max: 2026 }, 0.16],
    [{ min: 5000, max: 5000 }, 1],
  ])('%o steps by %d (range / 100)', (bounds, step) => expect(rangeSliderStep(bounds)).toBeCloseTo(step, 10));

  it('debounces range values 400 ms and text 300 ms', () => {
    expect(RANGE_DEBOUNCE_MS).toBe(400);
    expect(TEXT_DEBOUNCE_MS).toBe(300);
  });
});

describe('rangeSliderValue (the search page sliders, from a slider or a link)', () => {
  const price = { min: 5000, max: 250000 };
  const years = { min: 2010, max: 2026 };
  it('price and km round to the nearest 1000; years to whole years', () => {
    expect(rangeSliderValue('price', 12500, price)).toEqual({ value: 13000 });
    expect(rangeSliderValue('km', 12499, { min: 0, max: 300000 })).toEqual({ value: 12000 });
    expect(rangeSliderValue('year', 2019.6, years)).toEqual({ value: 2020 });
  });
  it('rejects a year outside the range, as a price', () => {
    expect(rangeSliderValue('year', 2009, years)).toEqual({ rejected: 'below-minimum', input: 2009 });
    expect(rangeSliderValue('price', 300000, price)).toEqual({ rejected: 'above-maximum', input: 300000 });
  });
});
