import { useCallback, useMemo } from 'react';
import { useInstantSearch } from 'react-instantsearch-core';
import {
  appliedFilters,
  withoutFilter,
  withoutFilters,
  type AppliedFilter,
} from '../../domain/search/applied-filters.ts';
import { indexUiStateOf, searchStateOf } from '../../search/ui-state.ts';
import type { SearchState } from '../../search/url-state.ts';
import type { SearchAppProps } from '../../views/search/search-app-props.ts';
import { facetTitles } from '../../views/search/sidebar.ts';

/**
 * The search's applied filters, read from the index's state (the URL's, so a page opened with
 * filters shows them from its first render), and ways to remove one or all. A removal starts
 * again from the first page, as any refinement does (spec §2).
 */
export function useAppliedFilters(props: Pick<SearchAppProps, 'collection' | 'facets'>) {
  const { collection, facets } = props;
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const titles = useMemo(() => facetTitles(facets), [facets]);
  const filters = appliedFilters(searchStateOf(indexUiState), titles);
  const change = useCallback(
    (edit: (state: SearchState) => SearchState) =>
      setIndexUiState((ui) => indexUiStateOf({ ...edit(searchStateOf(ui)), page: 1 }, collection)),
    [collection, setIndexUiState],
  );
  const remove = useCallback((filter: AppliedFilter) => change((state) => withoutFilter(state, filter)), [change]);
  const clearAll = useCallback(() => change(withoutFilters), [change]);
  return { filters, titles, remove, clearAll };
}
