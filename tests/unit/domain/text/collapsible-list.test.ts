import { describe, expect, it } from 'vitest';
import {
  FEATURES_SHOWN_INITIALLY,
  FEATURES_TOGGLE,
  KEY_INFO_SHOWN_INITIALLY,
  KEY_INFO_TOGGLE,
} from '../../../../src/domain/text/collapsible-list.ts';

describe('features 8 and key info 4 before Show All / Show More (spec §2, §9)', () => {
  it('has the spec counts and labels', () => {
    expect(FEATURES_SHOWN_INITIALLY).toBe(8);
    expect(KEY_INFO_SHOWN_INITIALLY).toBe(4);
    expect(FEATURES_TOGGLE).toEqual({ more: 'Show All', less: 'Hide' });
    expect(KEY_INFO_TOGGLE).toEqual({ more: 'Show More', less: 'Show Less' });
  });
});
