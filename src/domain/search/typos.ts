/**
 * The typo rule every search engine follows (Typesense's defaults, which the embedded engine
 * copies): a query word under 4 letters must match exactly, one typo is allowed from 4
 * letters and two from 7, and a swap of two neighbouring letters counts as one typo.
 */
const ONE_TYPO_FROM = 4;
const TWO_TYPOS_FROM = 7;

/**
 * The allowances a search tries in turn, stopping at the first that finds a car: exact words
 * first, so a correctly spelt word never brings in look-alikes ('golf' does not add 'gold'
 * cars), and typos only when the fewer-typo search found nothing (Typesense's
 * typo_tokens_threshold of 1).
 */
const TYPO_ALLOWANCES = [0, 1, 2] as const;

/** The most typos a query word may carry: 0 under 4 letters, 1 from 4, 2 from 7. */
function typoBudget(word: string): number {
  const length = [...word].length;
  if (length >= TWO_TYPOS_FROM) return 2;
  return length >= ONE_TYPO_FROM ? 1 : 0;
}

/**
 * Typos between two words: letters inserted, deleted, replaced, or two neighbours swapped,
 * each one typo (the optimal string alignment distance, as Typesense counts).
 */
function typoDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  // three rows of the table: two back (for a swap), the previous one and the current one
  let before = new Array<number>(y.length + 1).fill(0);
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const replace = previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1);
      let cost = Math.min(previous[j]! + 1, current[j - 1]! + 1, replace);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) cost = Math.min(cost, before[j - 2]! + 1);
      current.push(cost);
    }
    before = previous;
    previous = current;
  }
  return previous[y.length]!;
}

/**
 * Whether a query word finds a word of a car's text, allowing up to `allowance` typos within
 * the word's own budget: the word as typed starts it ('hilu', 'hilux'), or the whole word is
 * within the typos ('hilxu' is Hilux, one swap).
 */
export function wordMatches(queryWord: string, carWord: string, allowance: number): boolean {
  if (carWord.startsWith(queryWord)) return true;
  const typos = Math.min(allowance, typoBudget(queryWord));
  if (typos === 0 || Math.abs([...queryWord].length - [...carWord].length) > typos) return false;
  return typoDistance(queryWord, carWord) <= typos;
}

/** The allowances worth trying for these words: beyond every word's budget a search finds nothing new. */
export function typoAllowances(queryWords: readonly string[]): readonly number[] {
  const most = Math.max(0, ...queryWords.map(typoBudget));
  return TYPO_ALLOWANCES.filter((allowance) => allowance <= most);
}
