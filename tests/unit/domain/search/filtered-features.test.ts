import { describe, expect, it } from 'vitest';
import { filteredFeatures } from '../../../../src/domain/search/filtered-features.ts';

describe('filtered features (spec §3 filtered_features)', () => {
  it('keeps the features shoppers filter by, in the list’s order, once each', () =>
    expect(
      filteredFeatures(['Bluetooth', 'Sunroof', 'Apple CarPlay', 'Cruise Control', 'Sunroof', 'Android Auto']),
    ).toEqual(['Apple CarPlay', 'Android Auto', 'Sunroof']));

  it('reads a feed’s own spelling', () =>
    expect(filteredFeatures(['Tow Bar', 'apple carplay', 'REVERSING CAMERA'])).toEqual([
      'Apple CarPlay',
      'Reversing Camera',
      'Towbar',
    ]));

  it('a car without equipment has none', () => expect(filteredFeatures([])).toEqual([]));
});
