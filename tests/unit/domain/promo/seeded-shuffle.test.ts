import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededShuffle } from '../../../../src/domain/promo/seeded-shuffle.ts';

describe('seeded shuffle (spec §4: the rest optionally shuffled, testable)', () => {
  const letters = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

  it('gives the same order for the same seed, and leaves its input alone', () => {
    const copy = [...letters];
    expect(seededShuffle(letters, 42)).toEqual(seededShuffle(letters, 42));
    expect(letters).toEqual(copy);
  });

  it('pins the order of one seed, so a change of algorithm is noticed', () => {
    expect(seededShuffle(letters, 1).join('')).toBe('cbghedaf');
  });

  it('gives different orders for different seeds', () => {
    const orders = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => seededShuffle(letters, seed).join('')));
    expect(orders.size).toBeGreaterThan(4);
  });

  it('handles empty and single lists', () => {
    expect(seededShuffle([], 7)).toEqual([]);
    expect(seededShuffle(['only'], 7)).toEqual(['only']);
  });

  it('is always a permutation of its input', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        const shuffled = seededShuffle(items, seed);
        expect([...shuffled].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });
});
