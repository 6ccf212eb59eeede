import { describe, expect, it } from 'vitest';
import { typoAllowances, wordMatches } from '../../../../src/domain/search/typos.ts';

describe('typo budget per word length: none under 4 letters, one from 4, two from 7', () => {
  // each typed word is one swap from the car's word; a q for its last letter makes two typos
  it.each([
    ['rav', 'raw', 0],
    ['gti', 'gt1', 0],
    ['ford', 'frod', 1],
    ['hilux', 'hilxu', 1],
    ['ranger', 'rnager', 1],
    ['corolla', 'croolla', 2],
    ['landcruiser', 'lnadcruiser', 2],
  ])('%s (typed %s) takes %d', (carWord, queryWord, budget) => {
    expect(wordMatches(queryWord, carWord, 2)).toBe(budget >= 1);
    const twoTypos = `${queryWord.slice(0, -1)}q`;
    expect(wordMatches(twoTypos, carWord, 2)).toBe(budget >= 2);
  });
});

describe('a swap of two neighbouring letters is one typo', () => {
  it.each([
    ['hilxu', 'hilux', true],
    ['hlux', 'hilux', true],
    ['hiluxx', 'hilux', true],
    ['hulux', 'hilux', true],
    ['ihlxu', 'hilux', false],
    ['hxuil', 'hilux', false],
  ])('%s finds %s with one typo allowed: %s', (queryWord, carWord, found) =>
    expect(wordMatches(queryWord, carWord, 1)).toBe(found),
  );

  it('two swaps are two typos', () => {
    expect(wordMatches('corloal', 'corolla', 2)).toBe(true);
    expect(wordMatches('corloal', 'corolla', 1)).toBe(false);
  });
});

describe('a query word finds a word of a car', () => {
  it('hilxu (two letters swapped) finds Hilux', () => expect(wordMatches('hilxu', 'hilux', 1)).toBe(true));

  it('not without typos allowed', () => expect(wordMatches('hilxu', 'hilux', 0)).toBe(false));

  it('a word under 4 letters never matches with a typo: rav is not raw or ram', () => {
    expect(wordMatches('rav', 'raw', 2)).toBe(false);
    expect(wordMatches('rav', 'ram', 2)).toBe(false);
    expect(wordMatches('rav', 'rav4', 0)).toBe(true);
  });

  it('a 4-letter word takes one typo, not two', () => {
    expect(wordMatches('frod', 'ford', 2)).toBe(true);
    expect(wordMatches('fdro', 'ford', 2)).toBe(false);
  });

  it('a 7-letter word takes two typos, not three', () => {
    expect(wordMatches('corloal', 'corolla', 2)).toBe(true);
    expect(wordMatches('cxrloal', 'corolla', 2)).toBe(false);
  });

  it('a 6-letter word with two typos does not match', () => expect(wordMatches('rnagre', 'ranger', 2)).toBe(false));

  it('a word as typed matches the words it starts, whatever the allowance', () => {
    expect(wordMatches('auto', 'automatic', 0)).toBe(true);
    expect(wordMatches('au', 'automatic', 2)).toBe(true);
  });

  it('a typo is counted on the whole word, not a beginning', () =>
    expect(wordMatches('autm', 'automatic', 1)).toBe(false));
});

describe('the allowances a search tries: exact first, then one typo, then two', () => {
  it.each([
    [[], [0]],
    [['rav'], [0]],
    [
      ['rav', 'hilxu'],
      [0, 1],
    ],
    [['corloal'], [0, 1, 2]],
  ])('%j → %j', (words, allowances) => expect(typoAllowances(words)).toEqual(allowances));
});
