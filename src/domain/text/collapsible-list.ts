/** spec §2 Vehicle page, §9: "Features list shows 8 initially; key info shows 4." */
export const FEATURES_SHOWN_INITIALLY = 8;
export const KEY_INFO_SHOWN_INITIALLY = 4;

/** The toggles' labels (spec §2: Features "Show All/Hide", Key information "Show More/Less"). */
export const FEATURES_TOGGLE = { more: 'Show All', less: 'Hide' } as const;
export const KEY_INFO_TOGGLE = { more: 'Show More', less: 'Show Less' } as const;

export interface CollapsibleList<T> {
  shown: T[];
  /** How many items the collapsed list hides (0 when everything fits). */
  hiddenCount: number;
  /** A toggle is offered only when there are more items than the list shows collapsed. */
  hasToggle: boolean;
}

/** A list that shows its first `initialCount` items until expanded. */
export function collapsibleList<T>(items: readonly T[], initialCount: number, expanded: boolean): CollapsibleList<T> {
  const hiddenCount = Math.max(0, items.length - initialCount);
  return { shown: expanded ? [...items] : items.slice(0, initialCount), hiddenCount, hasToggle: hiddenCount > 0 };
}
