import { describe, expect, it } from 'vitest';
import {
  collapsibleList,
  FEATURES_SHOWN_INITIALLY,
  FEATURES_TOGGLE,
  KEY_INFO_SHOWN_INITIALLY,
  KEY_INFO_TOGGLE,
} from '../../../../src/domain/text/collapsible-list.ts';

const items = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('features 8 and key info 4 before Show All / Show More (spec §2, §9)', () => {
  it('has the spec counts and labels', () => {
    expect(FEATURES_SHOWN_INITIALLY).toBe(8);
    expect(KEY_INFO_SHOWN_INITIALLY).toBe(4);
    expect(FEATURES_TOGGLE).toEqual({ more: 'Show All', less: 'Hide' });
    expect(KEY_INFO_TOGGLE).toEqual({ more: 'Show More', less: 'Show Less' });
  });

  it.each([
    // items, initial, expanded, shown, hidden, toggle
    [0, 8, false, 0, 0, false],
    [7, 8, false, 7, 0, false],
    [8, 8, false, 8, 0, false],
    [9, 8, false, 8, 1, true],
    [9, 8, true, 9, 1, true],
    [30, 8, false, 8, 22, true],
    [3, 4, false, 3, 0, false],
    [4, 4, false, 4, 0, false],
    [5, 4, false, 4, 1, true],
    [5, 4, true, 5, 1, true],
  ])(
    '%i items, %i at first, expanded %s → %i shown, %i hidden, toggle %s',
    (n, initial, expanded, shown, hidden, toggle) => {
      const list = collapsibleList(items(n), initial, expanded);
      expect(list.shown).toEqual(items(shown));
      expect(list.hiddenCount).toBe(hidden);
      expect(list.hasToggle).toBe(toggle);
    },
  );
});
