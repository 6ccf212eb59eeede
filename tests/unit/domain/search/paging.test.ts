import { describe, expect, it } from 'vitest';
import { SEARCH_PAGE_SIZE } from '../../../../src/domain/search/paging.ts';

describe('paging (spec §7, §9: 21 per page)', () => {
  it('has 21 results per page', () => expect(SEARCH_PAGE_SIZE).toBe(21));
});
