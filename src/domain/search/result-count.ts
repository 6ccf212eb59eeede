/** spec §9: a search engine's counts stop being exact above this. */
const RESULT_COUNT_EXACT_MAX = 1999;

/**
 * spec §9 "Result counts over 1999 are replaced by a stock count or summed facet counts":
 * the count to show. The stock count is preferred; the facet counts (e.g. one per car
 * type) are summed otherwise; with neither, the engine's count stays.
 */
export function displayedResultCount(
  count: number,
  fallback: { stockCount?: number | null; facetCounts?: readonly number[] | null },
): number {
  if (count <= RESULT_COUNT_EXACT_MAX) return count;
  if (fallback.stockCount !== undefined && fallback.stockCount !== null) return fallback.stockCount;
  if (fallback.facetCounts !== undefined && fallback.facetCounts !== null && fallback.facetCounts.length > 0) {
    return fallback.facetCounts.reduce((sum, facetCount) => sum + facetCount, 0);
  }
  return count;
}
