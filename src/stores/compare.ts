import { persistentAtom } from '@nanostores/persistent';
import { readCompareList, toggleCompare, type CompareEntry } from '../domain/account/compare-list.ts';

function decode(text: string): CompareEntry[] {
  try {
    return readCompareList(JSON.parse(text));
  } catch {
    return [];
  }
}

/**
 * The cars this browser compares (sites with features.compare), in the order added: shared
 * by the header's count, the cards' and the vehicle page's Compare buttons and the compare
 * page, and kept in step across tabs.
 */
export const $compare = persistentAtom<CompareEntry[]>('compare', [], {
  encode: (value) => (value.length > 0 ? JSON.stringify(value) : undefined),
  decode,
});

/** Adds or removes the car; a fifth is refused. What happened, and the list's length after. */
export function toggleCompareCar(entry: CompareEntry): { outcome: 'added' | 'removed' | 'full'; count: number } {
  const { list, outcome } = toggleCompare($compare.get(), entry);
  $compare.set(list);
  return { outcome, count: list.length };
}
