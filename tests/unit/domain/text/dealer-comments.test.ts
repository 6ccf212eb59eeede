import { describe, expect, it } from 'vitest';
import { dealerComments } from '../../../../src/domain/text/dealer-comments.ts';
import { truncateText } from '../../../../src/domain/text/truncate.ts';

const chars = (n: number) => 'a'.repeat(n);

describe('dealer comments (spec §9: truncated at 400 with show more/less; §8: pending text)', () => {
  it.each([
    [1, null],
    [399, null],
    [400, null], // exactly 400 shows in full, no toggle
    [401, `${chars(400)}…`],
    [2000, `${chars(400)}…`],
  ])('%i characters → truncated %s', (length, truncated) => {
    const view = dealerComments(chars(length));
    expect(view).toMatchObject({ full: chars(length), truncated, pending: false });
  });

  it.each([[''], ['   \n '], [null], [undefined]])('no comments (%o) read the pending text', (comments) => {
    expect(dealerComments(comments)).toEqual({
      full: 'Dealer comments are pending. Please check back here later.',
      truncated: null,
      pending: true,
      more: 'Show more',
      less: 'Show less',
    });
  });

  it('has a Show more / Show less toggle', () => {
    expect(dealerComments(chars(500))).toMatchObject({ more: 'Show more', less: 'Show less' });
  });
});

describe('truncation of any text', () => {
  it.each([
    ['abcdef', 5, 5, 'abcde…'],
    ['abcde', 5, 5, null],
    ['abcdef', 5, 3, 'abc…'],
    ['ab cdef', 5, 3, 'ab…'], // the space at the cut goes
    ['  abcde  ', 5, 5, null], // surrounding whitespace does not count
    [`${'🚗'.repeat(6)}`, 5, 5, `${'🚗'.repeat(5)}…`], // code points, not UTF-16 units
  ])('%s longer than %i keeps %i → %s', (text, longerThan, keep, expected) => {
    expect(truncateText(text, longerThan, keep)).toBe(expected);
  });
});
