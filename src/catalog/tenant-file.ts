import { existsSync, readFileSync } from 'node:fs';
import type { ConfigProblem } from '../tenant/issues.ts';

export type JsonFileResult = { ok: true; value: unknown } | { ok: false; problems: ConfigProblem[] };

/** Reads optional per-tenant content (offers.json, blog.json): a missing file reads as []. */
export function readTenantJson(file: string): JsonFileResult {
  if (!existsSync(file)) return { ok: true, value: [] };
  try {
    return { ok: true, value: JSON.parse(readFileSync(file, 'utf8')) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [{ file, path: '$', expected: 'a readable JSON file', received: reason }] };
  }
}

/** Problems for entries whose key repeats an earlier entry's. */
export function duplicateProblems<T>(
  file: string,
  items: readonly T[],
  key: (item: T) => unknown,
  field: string,
  words: string,
): ConfigProblem[] {
  const seen = new Set<unknown>();
  return items.flatMap((item, i) => {
    const value = key(item);
    if (!seen.has(value)) return (seen.add(value), []);
    return [{ file, path: `$[${i}].${field}`, expected: words, received: JSON.stringify(value) }];
  });
}
