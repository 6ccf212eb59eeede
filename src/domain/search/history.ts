import { queryKey } from './query-key.ts';

/** spec §3, §9: search history holds the last 5 searches. */
const SEARCH_HISTORY_LIMIT = 5;

type FilterInput = string | number | boolean | readonly (string | number)[] | null | undefined;
type SearchHistoryFilters = Readonly<Record<string, string | number | boolean | readonly (string | number)[]>>;

export interface SearchHistoryEntry {
  path: string;
  filters: SearchHistoryFilters;
}

type FilterValue = SearchHistoryFilters[string];

const isEmpty = (value: string | number | boolean) => typeof value === 'string' && value.trim() === '';
const isList = (value: FilterValue): value is readonly (string | number)[] => Array.isArray(value);

/** spec §3: a history entry is the path plus the filters that hold a value. */
export function searchHistoryEntry(path: string, filters: Readonly<Record<string, FilterInput>>): SearchHistoryEntry {
  const kept: Record<string, FilterValue> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (value === null || value === undefined) continue;
    if (isList(value)) {
      const values = value.filter((item) => !isEmpty(item));
      if (values.length > 0) kept[name] = values;
    } else if (!isEmpty(value)) {
      kept[name] = value;
    }
  }
  return { path, filters: kept };
}

// The same search whatever the order of its filters or of a facet's values.
function entryKey(entry: SearchHistoryEntry): string {
  const filters = Object.fromEntries(
    Object.entries(entry.filters).map(([name, value]) => [name, isList(value) ? value.map(String).sort() : value]),
  );
  return queryKey({ path: entry.path, filters });
}

/**
 * Adds a search to the front of the history (newest first). Repeating a search moves it
 * to the front instead of listing it twice; the history keeps the last 5.
 */
export function rememberSearch(
  history: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry,
): SearchHistoryEntry[] {
  const key = entryKey(entry);
  return [entry, ...history.filter((earlier) => entryKey(earlier) !== key)].slice(0, SEARCH_HISTORY_LIMIT);
}
