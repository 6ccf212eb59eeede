import { describe, expect, it } from 'vitest';
import { pageOffset, SEARCH_PAGE_SIZE } from '../../../../src/domain/search/paging.ts';

describe('paging (spec §7, §9: 21 per page)', () => {
  it('has 21 results per page', () => expect(SEARCH_PAGE_SIZE).toBe(21));

  it.each([
    [1, 0],
    [2, 21],
    [3, 42],
    [0, 0],
    [-4, 0],
    [1.5, 0],
    [Number.NaN, 0],
  ])('page %d starts at %d', (page, offset) => expect(pageOffset(page)).toBe(offset));
});
