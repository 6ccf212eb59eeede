import type { SearchSort } from '../domain/search/sort.ts';

/** One order a shopper can pick (spec §2 sort options); `id` is the URL's sortBy value. */
export interface SortOption {
  id: string;
  label: string;
  sort: SearchSort;
}

/** spec §7: results are sorted by custom rank, descending, unless the shopper picks another order. */
export const DEFAULT_SORT: SortOption = {
  id: 'recommended',
  label: 'Recommended',
  sort: { field: 'custom_rank', direction: 'desc' },
};

export const SORT_OPTIONS: readonly SortOption[] = [
  DEFAULT_SORT,
  { id: 'price-asc', label: 'Price: low to high', sort: { field: 'price', direction: 'asc' } },
  { id: 'price-desc', label: 'Price: high to low', sort: { field: 'price', direction: 'desc' } },
  { id: 'km-asc', label: 'Kilometres: lowest first', sort: { field: 'km', direction: 'asc' } },
  { id: 'year-desc', label: 'Year: newest first', sort: { field: 'year', direction: 'desc' } },
  { id: 'newest', label: 'Recently listed', sort: { field: 'listed_at', direction: 'desc' } },
];

export function sortOption(id: string | null | undefined): SortOption {
  return SORT_OPTIONS.find((option) => option.id === id) ?? DEFAULT_SORT;
}

/**
 * InstantSearch names an order by its index. Both engines use the Typesense adapter's
 * convention: the collection for the default order, `{collection}/sort/{field}:{direction}`
 * for the others.
 */
export function sortIndexName(collection: string, option: SortOption): string {
  return option.id === DEFAULT_SORT.id
    ? collection
    : `${collection}/sort/${option.sort.field}:${option.sort.direction}`;
}

/** The order an index name stands for (the default for a bare or unknown name). */
export function sortOfIndexName(indexName: string): SortOption {
  const match = /\/sort\/([a-z_]+):(asc|desc)$/.exec(indexName);
  if (!match) return DEFAULT_SORT;
  return (
    SORT_OPTIONS.find((option) => option.sort.field === match[1] && option.sort.direction === match[2]) ?? DEFAULT_SORT
  );
}
