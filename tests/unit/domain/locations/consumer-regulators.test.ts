import { describe, expect, it } from 'vitest';
import { regulatorsForStates } from '../../../../src/domain/locations/consumer-regulators.ts';

describe('complaints page regulators (spec §2)', () => {
  it('lists the regulator of each state the dealer has locations in, once, in a fixed order', () => {
    expect(regulatorsForStates(['TAS', 'VIC', 'VIC']).map((r) => r.name)).toEqual([
      'Consumer Affairs Victoria',
      'Consumer, Building and Occupational Services Tasmania',
    ]);
  });

  it('gives every state and territory a name and an https website', () => {
    const all = regulatorsForStates(['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT']);
    expect(all).toHaveLength(8);
    for (const regulator of all) expect(regulator.website).toMatch(/^https:\/\/[a-z.]+\.gov\.au(\/|$)/);
  });

  it('lists nothing without locations', () => {
    expect(regulatorsForStates([])).toEqual([]);
  });
});
