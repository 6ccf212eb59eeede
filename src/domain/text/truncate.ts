const ELLIPSIS = '…';

/**
 * The shortened form of a text for a show more/less toggle: the first `keep` characters
 * and an ellipsis when the text has more than `longerThan` characters, else null (the
 * text shows in full and needs no toggle). Surrounding whitespace is ignored and a space
 * left at the cut is dropped. Characters are code points, so an emoji or accented letter
 * is never cut in half. Offer text (offer-text.ts) and dealer comments use it.
 */
export function truncateText(text: string, longerThan: number, keep: number = longerThan): string | null {
  const chars = Array.from(text.trim());
  return chars.length > longerThan ? chars.slice(0, keep).join('').trimEnd() + ELLIPSIS : null;
}
