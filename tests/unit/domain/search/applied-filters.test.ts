import { describe, expect, it } from 'vitest';
import {
  appliedFilters,
  appliedOrder,
  formatRangeValue,
  withoutFilter,
  withoutFilters,
} from '../../../../src/domain/search/applied-filters.ts';

const TITLES = {
  car_type: 'Condition',
  make: 'Make',
  model: 'Model',
  body: 'Body type',
  certified: 'Only show Toyota Certified Vehicles',
};
const EMPTY = { query: '', refinements: {}, ranges: {} };
const labels = (state: Parameters<typeof appliedFilters>[0]) => appliedFilters(state, TITLES).map((f) => f.label);

describe('applied filter labels (spec §2 search page, §9 formats)', () => {
  it('has none for an unfiltered search', () => expect(appliedFilters(EMPTY, TITLES)).toEqual([]));

  it.each([
    [{ refinements: { make: ['Toyota'] } }, ['Make: Toyota']],
    [{ refinements: { make: ['Toyota'], model: ['Corolla'] } }, ['Make: Toyota', 'Model: Corolla']],
    [{ refinements: { car_type: ['used', 'demo'] } }, ['Condition: Used', 'Condition: Demo']],
    [{ refinements: { body: ['SUV', 'Ute'] } }, ['Body type: SUV', 'Body type: Ute']],
    [{ refinements: { certified: ['true'] } }, ['Only show Toyota Certified Vehicles']],
    [{ refinements: { seats: ['7'] } }, ['seats: 7']],
    [{ refinements: { price_range: ['20000-30000'] } }, ['price_range: $20,000 to $30,000']],
    [{ query: 'ev' }, ['Keyword: ev']],
    [{ ranges: { price: { min: 5000, max: 30000 } } }, ['Price: $5,000 – $30,000']],
    [{ ranges: { price: { min: 5000 } } }, ['Price: from $5,000']],
    [{ ranges: { km: { max: 100000 } } }, ['Kilometres: up to 100,000 km']],
    [{ ranges: { year: { min: 2018, max: 2022 } } }, ['Year: 2018 – 2022']],
    [{ ranges: { year: {} } }, []],
  ])('%j reads %j', (partial, expected) => expect(labels({ ...EMPTY, ...partial })).toEqual(expected));

  it('lists them as a search URL does: keyword, facets by name, then price, km, year', () => {
    const state = {
      query: 'hybrid',
      refinements: { model: ['RAV4'], body: ['SUV'], make: ['Toyota'] },
      ranges: { year: { min: 2020 }, price: { max: 40000 }, km: { max: 50000 } },
    };
    expect(labels(state)).toEqual([
      'Keyword: hybrid',
      'Body type: SUV',
      'Make: Toyota',
      'Model: RAV4',
      'Price: up to $40,000',
      'Kilometres: up to 50,000 km',
      'Year: from 2020',
    ]);
  });

  it('names a moved range anew, so it counts as applied again', () => {
    const [before] = appliedFilters({ ...EMPTY, ranges: { price: { min: 5000 } } }, TITLES);
    const [after] = appliedFilters({ ...EMPTY, ranges: { price: { min: 6000 } } }, TITLES);
    expect(before?.key).not.toBe(after?.key);
  });

  it('formats slider values as the sliders do', () => {
    expect(formatRangeValue('price', 250000)).toBe('$250,000');
    expect(formatRangeValue('km', 12345)).toBe('12,345 km');
    expect(formatRangeValue('year', 2021)).toBe('2021');
  });
});

describe('removing filters', () => {
  const state = {
    query: 'hybrid',
    page: 3,
    refinements: { make: ['Toyota', 'Mazda'], body: ['SUV'] },
    ranges: { price: { min: 5000, max: 30000 }, km: { max: 50000 } },
  };
  const filter = (label: string) => appliedFilters(state, TITLES).find((f) => f.label === label)!;

  it('removes one value and keeps the facet’s others', () =>
    expect(withoutFilter(state, filter('Make: Toyota')).refinements).toEqual({ make: ['Mazda'], body: ['SUV'] }));

  it('removes a facet whose last value goes', () =>
    expect(withoutFilter(state, filter('Body type: SUV')).refinements).toEqual({ make: ['Toyota', 'Mazda'] }));

  it('removes a range, keeping the other ranges', () =>
    expect(withoutFilter(state, filter('Price: $5,000 – $30,000')).ranges).toEqual({ km: { max: 50000 } }));

  it('removes the keyword and nothing else', () => {
    const next = withoutFilter(state, filter('Keyword: hybrid'));
    expect(next).toEqual({ ...state, query: '' });
  });

  it('clears every filter and keeps the rest of the state', () =>
    expect(withoutFilters(state)).toEqual({ query: '', page: 3, refinements: {}, ranges: {} }));
});

describe('the order filters were applied in', () => {
  it('starts in the order given (a page opened from a URL)', () =>
    expect(appliedOrder([], ['query', 'make=Toyota', 'price=5000-'])).toEqual(['query', 'make=Toyota', 'price=5000-']));

  it('puts a new filter last even where a URL would put it first', () =>
    expect(appliedOrder(['car_type=used'], ['query', 'car_type=used'])).toEqual(['car_type=used', 'query']));

  it('drops removed filters and keeps the others in place', () =>
    expect(appliedOrder(['a', 'b', 'c'], ['c', 'a'])).toEqual(['a', 'c']));

  it('moves a range that changed to the end', () =>
    expect(appliedOrder(['price=5000-', 'make=Kia'], ['make=Kia', 'price=6000-'])).toEqual([
      'make=Kia',
      'price=6000-',
    ]));
});
