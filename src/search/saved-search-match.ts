import { matchesKeyword, type SavedSearchCriteria } from '../domain/account/saved-searches.ts';
import type { FilterTree } from '../domain/search/filter-tree.ts';
import { searchWords, TEXT_FIELDS, type SearchDocument } from './document.ts';
import { refinedIn } from './embedded/scan.ts';
import type { RangeBounds } from './query.ts';

/** The words of a document the keyword of a saved search is matched against. */
function documentWords(document: SearchDocument): string {
  return searchWords(TEXT_FIELDS.map((field) => document[field] ?? '').join(' '));
}

/**
 * Whether a listed car matches a saved search, by the search page's own rules: the page's
 * base filter, the facets (values of one facet OR-ed, facets AND-ed), the ranges, and the
 * keyword by its alert rule (matchesKeyword).
 */
export function savedSearchMatcher(
  criteria: SavedSearchCriteria,
  baseFilter: FilterTree,
): (document: SearchDocument) => boolean {
  const query = {
    filter: baseFilter,
    refinements: criteria.refinements,
    ranges: criteria.ranges as Readonly<Record<string, RangeBounds>>,
  };
  const words = searchWords(criteria.query);
  return (document) => refinedIn(document, query) && matchesKeyword(words, documentWords(document));
}
