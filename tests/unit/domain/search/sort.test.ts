import { describe, expect, it } from 'vitest';
import { matchesFilter } from '../../../../src/domain/search/filter-tree.ts';
import { sortFilter } from '../../../../src/domain/search/sort.ts';
import { toTypesenseFilter } from '../../../../src/domain/search/typesense-filter.ts';

describe('price low to high leaves out price 0 where the site says so (spec §5)', () => {
  const excludes = { priceAscendingExcludesZero: true };
  const keeps = { priceAscendingExcludesZero: false };

  it('adds price != 0 to a price-ascending search', () => {
    const filter = sortFilter({ field: 'price', direction: 'asc' }, excludes);
    expect(filter).not.toBeNull();
    if (filter === null) return;
    expect(toTypesenseFilter(filter)).toBe('price:!=0');
    expect(matchesFilter(filter, { price: 0 })).toBe(false);
    expect(matchesFilter(filter, { price: 1 })).toBe(true);
  });

  it.each([
    [{ field: 'price', direction: 'asc' } as const, keeps],
    [{ field: 'price', direction: 'desc' } as const, excludes],
    [{ field: 'year', direction: 'asc' } as const, excludes],
  ])('adds nothing for %o on %o', (sort, search) => expect(sortFilter(sort, search)).toBeNull());
});
