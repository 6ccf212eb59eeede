import { describe, expect, it } from 'vitest';
import { modelLabel } from '../../../../src/domain/text/model-label.ts';

describe('model label (spec §4)', () => {
  it.each([
    ['coming_soon', { label: 'Upcoming', showOurStock: false }],
    ['available', { label: 'All-New', showOurStock: true }],
    ['discontinued', { label: 'All-New', showOurStock: true }],
    [null, { label: 'All-New', showOurStock: true }],
  ])('%s → %o', (status, expected) => expect(modelLabel(status)).toEqual(expected));
});
