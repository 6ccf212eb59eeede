import { savedSearchLabel, type SavedSearchCriteria } from '../../domain/account/saved-searches.ts';
import type { StockNoun } from '../../domain/text/stock-count.ts';
import { searchHref, type SearchState } from '../../search/url-state.ts';
import type { RouteOfPage } from './search-app-props.ts';

/** What 'Save this search' posts (POST /api/saved-searches/save): the criteria, a label and the page that shows it. */
export interface SavedSearchRequest extends SavedSearchCriteria {
  label: string;
  /** The search page and its query string on this site, from the first page of results. */
  path: string;
}

/** The search a page shows: its state, its route, its applied filters' labels and the site's noun for its stock. */
export interface SearchShown {
  state: SearchState;
  route: RouteOfPage;
  filterLabels: readonly string[];
  noun: StockNoun;
}

/**
 * The search a shopper is looking at, as a saved search: the URL's criteria (a landing
 * route's presets among the refinements, so /search/toyota keeps 'Make: Toyota'), labelled
 * by the applied filters' own labels, or 'All cars' (the site's noun) when none apply.
 * The page number is left out: a saved search opens at its first page.
 */
export function savedSearchRequest({ state, route, filterLabels, noun }: SearchShown): SavedSearchRequest {
  const ranges: Record<string, { min?: number; max?: number }> = {};
  for (const [field, bounds] of Object.entries(state.ranges)) {
    if (!bounds || (bounds.min === undefined && bounds.max === undefined)) continue;
    ranges[field] = {
      ...(bounds.min === undefined ? {} : { min: bounds.min }),
      ...(bounds.max === undefined ? {} : { max: bounds.max }),
    };
  }
  const refinements = Object.fromEntries(
    Object.entries(state.refinements)
      .filter(([, values]) => values.length > 0)
      .map(([facet, values]) => [facet, [...values]]),
  );
  return {
    label: savedSearchLabel(filterLabels, `All ${noun.plural}`),
    path: searchHref({ ...state, page: 1 }, route),
    query: state.query,
    refinements,
    ranges,
  };
}
