import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';
import { rememberSearch, searchHistoryEntry, type SearchHistoryEntry } from '../domain/search/history.ts';
import { emptyResultCache, readResultCache, storeResult, type ResultCache } from '../domain/search/result-cache.ts';
import type { SearchAnswer } from '../search/query.ts';
import { EMPTY_SEARCH_STATE, type SearchState } from '../search/url-state.ts';

/**
 * spec §4 "Search state: facets, query and page are held in the URL and in memory, and the
 * search re-runs on change": the search island writes the state here after every search and
 * runs a new search when another island (or script) sets it.
 */
export const $searchState = atom<SearchState>(EMPTY_SEARCH_STATE);

/** spec §4 "Recent result sets are cached" (spec §9: about 10). */
const $searchResults = atom<ResultCache<SearchAnswer>>(emptyResultCache());

export const searchResultCache = {
  read(key: string): SearchAnswer | undefined {
    const { cache, value } = readResultCache($searchResults.get(), key);
    if (value) $searchResults.set(cache);
    return value;
  },
  store(key: string, answer: SearchAnswer): void {
    $searchResults.set(storeResult($searchResults.get(), key, answer));
  },
};

const SEARCH_HISTORY_KEY = 'search-history';

function decodeHistory(text: string): SearchHistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is SearchHistoryEntry =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as SearchHistoryEntry).path === 'string' &&
        typeof (entry as SearchHistoryEntry).filters === 'object',
    );
  } catch {
    return [];
  }
}

/** spec §3, §9: the last 5 searches (path plus non-empty filters), kept across visits. */
const $searchHistory = persistentAtom<SearchHistoryEntry[]>(SEARCH_HISTORY_KEY, [], {
  encode: JSON.stringify,
  decode: decodeHistory,
});

const unsaved: SearchHistoryEntry[] = [];

/**
 * Adds the search a shopper just ran to the history. The write waits for `schedule` (the
 * search island passes the browser's idle time: a localStorage write held up the frame
 * with the results); `saveSearches` writes what waits at once, as the page is left.
 */
export function recordSearch(path: string, state: SearchState, schedule: (write: () => void) => void): void {
  const filters: Record<string, string | number | readonly string[]> = { ...state.refinements };
  if (state.query) filters.query = state.query;
  for (const [field, bounds] of Object.entries(state.ranges))
    if (bounds) filters[field] = `${bounds.min ?? ''}-${bounds.max ?? ''}`;
  unsaved.push(searchHistoryEntry(path, filters));
  if (unsaved.length === 1) schedule(saveSearches);
}

export function saveSearches(): void {
  if (unsaved.length === 0) return;
  $searchHistory.set(unsaved.splice(0).reduce(rememberSearch, $searchHistory.get()));
}
