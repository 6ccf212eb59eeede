import { describe, expect, it } from 'vitest';
import { randomIndices, randomUnit } from '../../../../src/server/spin-to-win/randomness.ts';

describe('the draw’s randomness', () => {
  it('values in [0, 1), spread over the whole range', () => {
    const values = Array.from({ length: 20_000 }, randomUnit);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    // a tenth of the range each: about 2,000 values, far from 1,500 or 2,500 unless something is wrong
    for (let tenth = 0; tenth < 10; tenth++) {
      const n = values.filter((v) => Math.floor(v * 10) === tenth).length;
      expect(n, `tenth ${tenth}`).toBeGreaterThan(1500);
      expect(n, `tenth ${tenth}`).toBeLessThan(2500);
    }
  });

  it('indices below a power of two, every one of them drawn', () => {
    const indices = randomIndices(4000, 32);
    expect(indices).toHaveLength(4000);
    expect(new Set(indices)).toEqual(new Set(Array.from({ length: 32 }, (_, i) => i)));
    expect(() => randomIndices(8, 31)).toThrow(RangeError);
  });
});
