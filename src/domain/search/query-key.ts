/**
 * A stable text key for a search query or filter set: JSON with object keys sorted, so
 * { make, page } and { page, make } are the same query. Array order is kept.
 */
export function queryKey(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return item;
    const record = item as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, record[key]]),
    );
  });
}
