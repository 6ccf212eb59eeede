import { describe, expect, it } from 'vitest';
import { carOffer, isAvailable } from '../../../../src/domain/car/availability.ts';

describe('availability (spec §4)', () => {
  it.each([
    ['in_stock', true],
    ['coming_soon', true],
    ['sold', false],
  ] as const)('%s is available: %s', (status, available) => {
    expect(isAvailable({ status })).toBe(available);
  });

  it('an available car offers the sales buttons', () => {
    expect(carOffer({ status: 'in_stock' })).toEqual({ kind: 'sales-buttons' });
    expect(carOffer({ status: 'coming_soon' })).toEqual({ kind: 'sales-buttons' });
  });

  it('a sold car offers the SOLD message and Find Me Something Similar, prefilled with the spec’s texts', () => {
    expect(carOffer({ status: 'sold' })).toEqual({
      kind: 'sold',
      message: 'SOLD',
      findSimilar: {
        button: 'Find Me Something Similar',
        heading: 'Like this and want something similar?',
        message: 'Can you please find me something similar?',
        subcategory: 'Find me something similar',
      },
    });
  });
});
