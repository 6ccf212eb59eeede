import { useInstantSearch } from 'react-instantsearch-core';
import { displayedResultCount } from '../../domain/search/result-count.ts';

/**
 * The number of cars to show for the current search (spec §9): the engine's count, or above
 * 1999 the site's stock count for an unfiltered search, else the car type counts summed.
 */
export function useResultCount(stockCount: number): number {
  const { results, indexUiState } = useInstantSearch();
  const unfiltered = !indexUiState.refinementList && !indexUiState.query && !indexUiState.range && !indexUiState.toggle;
  const typeCounts = results?.getFacetValues?.('car_type', {});
  const facetCounts = Array.isArray(typeCounts) ? typeCounts.map((facet) => facet.count) : [];
  return displayedResultCount(results?.nbHits ?? 0, { stockCount: unfiltered ? stockCount : null, facetCounts });
}
