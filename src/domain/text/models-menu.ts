/**
 * spec §2: "Models are sorted by a fixed priority list of names." Models named in the list
 * come first, in the list's order; the others follow by name. Decided: names match
 * ignoring case and surrounding spaces ('Hilux' finds 'HiLux'); a name listed twice counts
 * at its first place; models of equal rank keep a stable name order.
 */
export function sortByPriority<M extends { name: string }>(
  models: readonly M[],
  priorityNames: readonly string[],
): M[] {
  const key = (name: string) => name.trim().toLowerCase();
  const rank = new Map<string, number>();
  priorityNames.forEach((name, index) => {
    if (!rank.has(key(name))) rank.set(key(name), index);
  });
  const rankOf = (model: M) => rank.get(key(model.name)) ?? Number.MAX_SAFE_INTEGER;
  return [...models].sort((a, b) => rankOf(a) - rankOf(b) || a.name.localeCompare(b.name, 'en-AU'));
}
