import type { FilterTree } from '../domain/search/filter-tree.ts';
import type { SearchSort } from '../domain/search/sort.ts';
import type { RangeField, SearchDocument } from './document.ts';

/** An inclusive range; a missing bound is open. */
export interface RangeBounds {
  min?: number | undefined;
  max?: number | undefined;
}

/**
 * The one query model of every engine (spec §7): the base stock filter, the shopper's
 * refinements (values of one facet are OR-ed, facets AND-ed), ranges, a text query, a sort
 * and a page of 21.
 */
export interface SearchQuery {
  /** The base stock filter and anything else the page fixes (src/domain/search/base-stock.ts). */
  filter: FilterTree;
  refinements: Readonly<Record<string, readonly string[]>>;
  ranges: Readonly<Partial<Record<RangeField, RangeBounds>>>;
  text: string;
  sort: SearchSort;
  /** 0-based, as InstantSearch counts. */
  page: number;
  hitsPerPage: number;
  /** The facets to count, with at most this many values each. */
  facets: readonly string[];
  maxValuesPerFacet: number;
}

export interface SearchAnswer {
  hits: SearchDocument[];
  /** Cars matching the query (all pages). */
  count: number;
  /** Counts per value of each asked facet, most frequent first. */
  facets: Record<string, Record<string, number>>;
  /** Time the engine took, ms. */
  ms: number;
  page: number;
  pages: number;
}
