import { describe, expect, it } from 'vitest';
import { displayedResultCount } from '../../../../src/domain/search/result-count.ts';

describe('result counts over 1999 (spec §9)', () => {
  it.each([
    [1999, { stockCount: 2500 }, 1999],
    [2000, { stockCount: 2500 }, 2500],
    [2000, { facetCounts: [1200, 300, 1100] }, 2600],
    [2000, { stockCount: 2500, facetCounts: [1200, 300, 1100] }, 2500],
    [2000, { stockCount: null, facetCounts: [1200, 300, 1100] }, 2600],
    [2000, { facetCounts: [] }, 2000],
    [2000, {}, 2000],
    [0, { stockCount: 2500 }, 0],
  ])('%d with %o → %d', (count, fallback, shown) => expect(displayedResultCount(count, fallback)).toBe(shown));
});
