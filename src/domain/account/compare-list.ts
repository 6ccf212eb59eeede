// The compare list this browser keeps: apart from compare.ts (the page's texts and table),
// since the list's store is on every page that has a Compare button.

/** Up to 4 cars side by side. */
export const COMPARE_MAX = 4;

/** A car on the compare list: enough to name it and fetch its facts. */
export interface CompareEntry {
  id: number;
  slug: string;
  name: string;
}

/** A car slug as the site builds them: lower-case letters, digits and dashes. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isCarSlug = (slug: string): boolean => slug.length <= 200 && SLUG.test(slug);

function compareEntry(input: unknown): CompareEntry | null {
  if (typeof input !== 'object' || input === null) return null;
  const { id, slug, name } = input as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return null;
  if (typeof slug !== 'string' || !isCarSlug(slug)) return null;
  if (typeof name !== 'string' || name.length === 0 || name.length > 200) return null;
  return { id, slug, name };
}

/** The stored list, entry by entry (a damaged entry is dropped, not the list), once per car, 4 at most. */
export function readCompareList(input: unknown): CompareEntry[] {
  if (!Array.isArray(input)) return [];
  const seen = new Set<number>();
  const list: CompareEntry[] = [];
  for (const entry of input.map(compareEntry)) {
    if (!entry || seen.has(entry.id) || list.length === COMPARE_MAX) continue;
    seen.add(entry.id);
    list.push(entry);
  }
  return list;
}

export const isCompared = (list: readonly CompareEntry[], id: number): boolean => list.some((entry) => entry.id === id);

/** Adds the car at the end, or takes it off; a fifth car is refused and the list kept. */
export function toggleCompare(
  list: readonly CompareEntry[],
  entry: CompareEntry,
): { list: CompareEntry[]; outcome: 'added' | 'removed' | 'full' } {
  if (isCompared(list, entry.id)) return { list: list.filter((e) => e.id !== entry.id), outcome: 'removed' };
  if (list.length >= COMPARE_MAX) return { list: [...list], outcome: 'full' };
  return { list: [...list, entry], outcome: 'added' };
}
