/** spec §9: the result cache keeps about 10 recent queries and drops the oldest. */
const RESULT_CACHE_SIZE = 10;

/** A small least-recently-used cache as a value: every change returns a new cache. */
export interface ResultCache<T> {
  readonly limit: number;
  /** Least recently used first. */
  readonly entries: readonly (readonly [key: string, value: T])[];
}

export function emptyResultCache<T>(limit: number = RESULT_CACHE_SIZE): ResultCache<T> {
  return { limit: Math.max(1, Math.floor(limit)), entries: [] };
}

/** Looks a query up; a hit becomes the most recently used entry. */
export function readResultCache<T>(
  cache: ResultCache<T>,
  key: string,
): { cache: ResultCache<T>; value: T | undefined } {
  const hit = cache.entries.find(([entryKey]) => entryKey === key);
  if (hit === undefined) return { cache, value: undefined };
  const entries = [...cache.entries.filter(([entryKey]) => entryKey !== key), hit];
  return { cache: { limit: cache.limit, entries }, value: hit[1] };
}

/** Stores a query's results as the most recently used entry, dropping the oldest beyond the limit. */
export function storeResult<T>(cache: ResultCache<T>, key: string, value: T): ResultCache<T> {
  const entries = [...cache.entries.filter(([entryKey]) => entryKey !== key), [key, value] as const];
  return { limit: cache.limit, entries: entries.slice(-cache.limit) };
}
