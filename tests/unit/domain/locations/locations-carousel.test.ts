import { describe, expect, it } from 'vitest';
import { locationGridColumns, sortLocationsByName } from '../../../../src/domain/locations/locations-carousel.ts';

describe('locations carousel (spec §2: sorted by name, columns by count)', () => {
  it('sorts by name, ignoring case, in natural number order, keeping the input', () => {
    const locations = [
      { name: 'harbourside Toyota Parts' },
      { name: 'Harbourside Toyota 10' },
      { name: 'Bayview Motors' },
      { name: 'Harbourside Toyota 2' },
      { name: 'Éclat Cars' },
      { name: 'Ascot Motors' },
    ];
    const before = locations.map((l) => l.name);
    expect(sortLocationsByName(locations).map((l) => l.name)).toEqual([
      'Ascot Motors',
      'Bayview Motors',
      'Éclat Cars',
      'Harbourside Toyota 2',
      'Harbourside Toyota 10',
      'harbourside Toyota Parts',
    ]);
    expect(locations.map((l) => l.name)).toEqual(before);
  });

  it('keeps the given order of equal names', () => {
    const sorted = sortLocationsByName([
      { name: 'Main', id: 2 },
      { name: 'main', id: 1 },
    ]);
    expect(sorted.map((l) => l.id)).toEqual([2, 1]);
  });

  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 3], // neither over nor under 3: one column each
    [4, 4], // over 3
    [5, 4],
    [6, 3], // exactly 6: two rows of three
    [7, 4],
    [12, 4],
  ])('%i locations → %i columns', (count, columns) => expect(locationGridColumns(count)).toBe(columns));
});
