import { describe, expect, it } from 'vitest';
import {
  CAR_TYPE_ORDER,
  carTypeLabel,
  CITY_FACET_LIMIT,
  compareCarTypes,
  DEALERSHIP_FACET_LIMIT,
  DEFAULT_VISIBLE_MAKES,
  facetValueLabel,
  MODELS_LIST_LIMIT,
  sortFacetValues,
  splitPopularMakes,
  visibleMakes,
} from '../../../../src/domain/search/facets.ts';

describe('facet constants (spec §2, §9)', () => {
  it('has the spec’s limits', () => {
    expect(DEFAULT_VISIBLE_MAKES).toBe(7);
    expect(MODELS_LIST_LIMIT).toBe(30);
    expect(CITY_FACET_LIMIT).toBe(20);
    expect(DEALERSHIP_FACET_LIMIT).toBe(40);
  });
});

describe('car type order: new, demo, used (spec §9)', () => {
  it('lists new, demo, used', () => expect(CAR_TYPE_ORDER).toEqual(['new', 'demo', 'used']));

  it('sorts facet values in that order, unknown values last', () => {
    const values = ['used', 'other', 'new', 'demo', 'another'].map((value) => ({ value, count: 1 }));
    expect(sortFacetValues('car_type', values).map((item) => item.value)).toEqual([
      'new',
      'demo',
      'used',
      'another',
      'other',
    ]);
    expect(['used', 'demo', 'new'].sort(compareCarTypes)).toEqual(['new', 'demo', 'used']);
  });
});

describe('make lists (spec §2, §9)', () => {
  const makes = Array.from({ length: 25 }, (_, i) => `Make ${i + 1}`);

  it.each([
    [false, 7],
    [true, 25],
  ])('show all %s → %d makes', (showAll, count) => expect(visibleMakes(makes, showAll)).toHaveLength(count));

  it('splits popular makes at 20', () => {
    const { popular, others } = splitPopularMakes(makes);
    expect(popular).toHaveLength(20);
    expect(others).toEqual(['Make 21', 'Make 22', 'Make 23', 'Make 24', 'Make 25']);
    expect(splitPopularMakes(makes.slice(0, 5))).toEqual({ popular: makes.slice(0, 5), others: [] });
  });
});

describe('car type labels', () => {
  it('names new, demo and used; leaves anything else as it is', () => {
    expect(['new', 'demo', 'used', 'classic'].map(carTypeLabel)).toEqual(['New', 'Demo', 'Used', 'classic']);
  });
});

describe('facet value labels and order', () => {
  it('names car types and price ranges, leaves other values as they are', () => {
    expect(facetValueLabel('car_type', 'used')).toBe('Used');
    expect(facetValueLabel('price_range', '20000-30000')).toBe('$20,000 to $30,000');
    expect(facetValueLabel('price_range', '100000-')).toBe('$100,000 and over');
    expect(facetValueLabel('subscription_price_range', '0-200')).toBe('Under $200/wk');
    expect(facetValueLabel('filtered_features', 'Sunroof')).toBe('Sunroof');
    expect(facetValueLabel('make', 'Toyota')).toBe('Toyota');
  });

  it('lists price ranges cheapest first, whatever their counts', () => {
    const items = ['100000-', '0-10000', '20000-30000'].map((value) => ({ value }));
    expect(sortFacetValues('price_range', items).map((item) => item.value)).toEqual([
      '0-10000',
      '20000-30000',
      '100000-',
    ]);
    expect(sortFacetValues('car_type', [{ value: 'used' }, { value: 'new' }]).map((i) => i.value)).toEqual([
      'new',
      'used',
    ]);
    expect(sortFacetValues('make', [{ value: 'Mazda' }, { value: 'Audi' }]).map((i) => i.value)).toEqual([
      'Mazda',
      'Audi',
    ]);
  });
});
