import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  keyedSliderInput,
  moveRangeThumb,
  RANGE_DEBOUNCE_MS,
  rangeSliderRefinement,
  rangeSliderBounds,
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
  ])('%o steps by %d (range / 100)', (bounds, step) =>
    expect(keyedSliderInput('ArrowRight', bounds.min, bounds)).toBeCloseTo(bounds.min + step, 10),
  );

  it('an empty range keeps its one value', () =>
    expect(keyedSliderInput('ArrowRight', 5000, { min: 5000, max: 5000 })).toBe(5000));

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

describe('moving a thumb of a search page slider (spec §5, §9)', () => {
  const price = { min: 0, max: 154_990 };
  it.each([
    ['a dragged minimum, rounded', [0, 154_990], 'min', 38_747.5, [39_000, 154_990]],
    ['a keyed maximum, rounded', [0, 154_990], 'max', 153_440.1, [0, 153_000]],
    ['a maximum keyed to its end: the bound', [0, 120_000], 'max', 154_990, [0, 154_990]],
    ['a minimum past the maximum stops at it', [0, 40_000], 'min', 60_000, [40_000, 40_000]],
    ['a maximum below the minimum stops at it', [50_000, 154_990], 'max', 20_000, [50_000, 50_000]],
  ] as const)('%s', (_name, values, thumb, input, expected) =>
    expect(moveRangeThumb('price', values, thumb, input, price)).toEqual({ values: expected }),
  );

  it('a step under half the rounding still moves a thumb to the next thousand either way', () => {
    // a range of 30000 steps by 300: 6000 + 300 rounds back to 6000
    const km = { min: 5000, max: 35_000 };
    expect(moveRangeThumb('km', [6000, 35_000], 'min', 6300, km)).toEqual({ values: [7000, 35_000] });
    expect(moveRangeThumb('km', [5000, 35_000], 'max', 34_700, km)).toEqual({ values: [5000, 34_000] });
    expect(moveRangeThumb('km', [6000, 35_000], 'min', 5700, km)).toEqual({ values: [5000, 35_000] });
    expect(moveRangeThumb('km', [6000, 35_000], 'min', 6000, km)).toEqual({ values: [6000, 35_000] });
  });

  it('years move by whole years', () => {
    expect(moveRangeThumb('year', [2008, 2026], 'max', 2025, { min: 2008, max: 2026 })).toEqual({
      values: [2008, 2025],
    });
  });

  it('a value outside the range is rejected, the thumbs unmoved', () => {
    expect(moveRangeThumb('price', [0, 100], 'min', -5, { min: 0, max: 100 })).toEqual({
      rejected: 'below-minimum',
      input: -5,
    });
  });

  it('keeps the thumbs in order and within the bounds, and always moves a free thumb its way', () => {
    const settled = (b: { min: number; max: number }) =>
      fc.integer({ min: b.min, max: b.max }).map((v) => {
        const result = rangeSliderValue('price', v, b);
        return 'value' in result ? result.value : b.min;
      });
    const case_ = fc
      .tuple(fc.integer({ min: 0, max: 300_000 }), fc.integer({ min: 1, max: 300_000 }))
      .map(([min, span]) => ({ min, max: min + span }))
      .chain((b) =>
        fc.record({
          bounds: fc.constant(b),
          a: settled(b),
          c: settled(b),
          input: fc.integer({ min: b.min, max: b.max }),
          thumb: fc.constantFrom('min' as const, 'max' as const),
        }),
      );
    fc.assert(
      fc.property(case_, ({ bounds: b, a, c, input, thumb }) => {
        const values = [Math.min(a, c), Math.max(a, c)] as const;
        const moved = moveRangeThumb('price', values, thumb, input, b);
        if (!('values' in moved)) throw new Error('rejected a value within the range');
        const [low, high] = moved.values;
        expect(low).toBeLessThanOrEqual(high);
        expect(low).toBeGreaterThanOrEqual(b.min);
        expect(high).toBeLessThanOrEqual(b.max);
        const before = thumb === 'min' ? values[0] : values[1];
        const after = thumb === 'min' ? low : high;
        const direction = Math.sign(input - before);
        expect(Math.sign(after - before) * direction).toBeGreaterThanOrEqual(0);
        // free: not pushing against the other thumb
        const free = thumb === 'min' ? direction < 0 || before < values[1] : direction > 0 || before > values[0];
        if (direction !== 0 && free) expect(after).not.toBe(before);
      }),
    );
  });
});

describe('what a slider refines (an end at its bound is open)', () => {
  const bounds = { min: 0, max: 154_990 };
  it.each([
    [[0, 154_990], {}],
    [[12_000, 154_990], { min: 12_000 }],
    [[0, 90_000], { max: 90_000 }],
    [[12_000, 90_000], { min: 12_000, max: 90_000 }],
  ] as const)('%o → %o', (values, expected) => expect(rangeSliderRefinement(values, bounds)).toEqual(expected));
});

describe('a thumb moved by a key (spec §9 step = range / 100)', () => {
  const price = { min: 0, max: 154_990 };
  it.each([
    ['ArrowRight', 40_000, 41_549.9],
    ['ArrowUp', 40_000, 41_549.9],
    ['ArrowLeft', 40_000, 38_450.1],
    ['ArrowDown', 40_000, 38_450.1],
    ['PageUp', 40_000, 55_499],
    ['PageDown', 40_000, 24_501],
    ['Home', 40_000, 0],
    ['End', 40_000, 154_990],
    ['ArrowLeft', 1000, 0],
    ['PageUp', 150_000, 154_990],
  ] as const)('%s from %d goes to %d', (key, from, to) =>
    expect(keyedSliderInput(key, from, price)).toBeCloseTo(to, 6),
  );

  it("other keys are not the slider's", () => {
    expect(keyedSliderInput('Enter', 40_000, price)).toBeNull();
    expect(keyedSliderInput('a', 40_000, price)).toBeNull();
  });

  it('keyed and rounded, a price thumb lands on a thousand a step away: never where it was', () => {
    const keyed = keyedSliderInput('ArrowRight', 40_000, price)!;
    expect(moveRangeThumb('price', [40_000, 154_990], 'min', keyed, price)).toEqual({ values: [42_000, 154_990] });
    const back = keyedSliderInput('ArrowLeft', 42_000, price)!;
    expect(moveRangeThumb('price', [42_000, 154_990], 'min', back, price)).toEqual({ values: [40_000, 154_990] });
  });

  it('years move a whole year a key', () => {
    const years = { min: 2008, max: 2026 };
    const keyed = keyedSliderInput('ArrowLeft', 2026, years)!;
    expect(moveRangeThumb('year', [2008, 2026], 'max', keyed, years)).toEqual({ values: [2008, 2025] });
  });
});
