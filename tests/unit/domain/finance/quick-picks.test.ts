import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../../src/domain/format.ts';
import { moneyQuickPicks } from '../../../../src/domain/finance/quick-picks.ts';

describe('money input quick picks (spec §5)', () => {
  it('offers $5,000 to $70,000', () => {
    expect(moneyQuickPicks('standard').map(formatPrice)).toEqual([
      '$5,000',
      '$10,000',
      '$15,000',
      '$20,000',
      '$25,000',
      '$30,000',
      '$40,000',
      '$50,000',
      '$70,000',
    ]);
  });

  it('offers $300,000 to $800,000 in $100,000 steps on the high variant', () => {
    expect(moneyQuickPicks('high').map(formatPrice)).toEqual([
      '$300,000',
      '$400,000',
      '$500,000',
      '$600,000',
      '$700,000',
      '$800,000',
    ]);
  });
});
