import { matchesFilter } from '../../domain/search/filter-tree.ts';
import { BOOLEAN_FACETS, facetValues, LIST_FACETS, STRING_FACETS, type SearchDocument } from '../document.ts';
import type { SearchQuery } from '../query.ts';

const BOOLEAN_FIELDS = new Set<string>(BOOLEAN_FACETS);
// the facets a query can count; the ranges (price, km, year) are sliders, not counted values
const COUNTED_FIELDS = new Set<string>([...STRING_FACETS, ...LIST_FACETS, ...BOOLEAN_FACETS]);

/** Whether a document passes the query's filter, its refinements and its ranges. */
export function refinedIn(
  document: SearchDocument,
  query: Pick<SearchQuery, 'filter' | 'refinements' | 'ranges'>,
): boolean {
  if (!matchesFilter(query.filter, document)) return false;
  for (const [field, wanted] of Object.entries(query.refinements)) {
    if (wanted.length === 0) continue;
    if (BOOLEAN_FIELDS.has(field)) {
      // a boolean refined to both values is no refinement
      const values = new Set(wanted.map((item) => item === 'true'));
      if (values.size === 1 && document[field as keyof SearchDocument] !== [...values][0]) return false;
    } else if (!facetValues(document, field).some((value) => wanted.includes(value))) return false;
  }
  return Object.entries(query.ranges).every(([field, bounds]) => {
    const value = document[field as keyof SearchDocument];
    // a car without the value is outside every range
    return typeof value === 'number' && value >= (bounds?.min ?? -Infinity) && value <= (bounds?.max ?? Infinity);
  });
}

/**
 * A query without words over the listed documents (rank order), one pass: the documents
 * it keeps and every value count of the facets it asks for. Ranges are not facets.
 */
export function scanDocuments<T extends SearchDocument>(
  listed: readonly T[],
  query: SearchQuery,
): { matching: T[]; counts: Record<string, Record<string, number>> } {
  const fields = query.facets.filter((field) => COUNTED_FIELDS.has(field));
  const counts: Record<string, Record<string, number>> = Object.fromEntries(fields.map((field) => [field, {}]));
  const matching: T[] = [];
  for (const document of listed) {
    if (!refinedIn(document, query)) continue;
    matching.push(document);
    for (const field of fields) {
      const facet = counts[field]!;
      for (const value of facetValues(document, field)) facet[value] = (facet[value] ?? 0) + 1;
    }
  }
  return { matching, counts };
}
