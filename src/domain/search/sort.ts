import type { Site } from '../../tenant/schema/site.ts';
import { eq, type FilterTree, not } from './filter-tree.ts';

export interface SearchSort {
  field: string;
  direction: 'asc' | 'desc';
}

/**
 * spec §5: on sites that say so, sorting by price low to high leaves out cars priced 0 (no
 * advertised price), which would otherwise fill the first pages. The filter to add to the
 * query for this sort, or null.
 */
export function sortFilter(
  sort: SearchSort,
  search: Pick<Site['search'], 'priceAscendingExcludesZero'>,
): FilterTree | null {
  const priceAscending = sort.field === 'price' && sort.direction === 'asc';
  return priceAscending && search.priceAscendingExcludesZero ? not(eq('price', 0)) : null;
}
