import { describe, expect, it } from 'vitest';
import toyota from '../../../../src/catalog/data/models/toyota.json' with { type: 'json' };
import { sortByPriority } from '../../../../src/domain/text/models-menu.ts';

const names = (list: { name: string }[]) => list.map((m) => m.name);

describe('Toyota models by a fixed priority list (spec §2)', () => {
  const priority = ['RAV4', 'HiLux', 'LandCruiser 300', 'Corolla Cross'];

  it.each([
    [
      ['Yaris', 'HiLux', 'RAV4'],
      ['RAV4', 'HiLux', 'Yaris'],
    ],
    [
      ['Corolla Cross', 'Camry', 'LandCruiser 300', 'Aurion'],
      ['LandCruiser 300', 'Corolla Cross', 'Aurion', 'Camry'],
    ],
    [
      ['Zeta', 'Alpha', 'RAV4'],
      ['RAV4', 'Alpha', 'Zeta'],
    ], // unlisted names follow by name
    [
      ['hilux ', 'RAV4'],
      ['RAV4', 'hilux '],
    ], // case and spaces ignored
    [[], []],
  ])('%o → %o', (input, expected) => {
    expect(
      names(
        sortByPriority(
          input.map((name) => ({ name })),
          priority,
        ),
      ),
    ).toEqual(expected);
  });

  it('counts a name listed twice at its first place', () => {
    expect(names(sortByPriority([{ name: 'B' }, { name: 'A' }], ['A', 'B', 'A']))).toEqual(['A', 'B']);
  });

  it('orders the Toyota range as its data file lists it', () => {
    const reversed = [...toyota.models].reverse();
    expect(names(sortByPriority(reversed, toyota.priority)).slice(0, toyota.priority.length)).toEqual(
      toyota.priority.filter((name) => toyota.models.some((m) => m.name === name)),
    );
  });
});
