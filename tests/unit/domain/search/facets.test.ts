import { describe, expect, it } from 'vitest';
import {
  CAR_TYPE_ORDER,
  carTypeLabel,
  CITY_FACET_LIMIT,
  compareCarTypes,
  DEALERSHIP_FACET_LIMIT,
  DEFAULT_VISIBLE_MAKES,
  MODELS_LIST_LIMIT,
  sortByCarType,
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
    expect(sortByCarType(values).map((item) => item.value)).toEqual(['new', 'demo', 'used', 'another', 'other']);
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
