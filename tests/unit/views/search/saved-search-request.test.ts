import { describe, expect, it } from 'vitest';
import { appliedFilters } from '../../../../src/domain/search/applied-filters.ts';
import { EMPTY_SEARCH_STATE, parseSearchParams, type SearchState } from '../../../../src/search/url-state.ts';
import { savedSearchRequest } from '../../../../src/views/search/saved-search-request.ts';

const CARS = { singular: 'car', plural: 'cars' };
const TITLES = { make: 'Make', body: 'Body type', model: 'Model' };
const SEARCH = { path: '/search', presets: {} };
const TOYOTA = { path: '/search/toyota', presets: { make: ['Toyota'] } };

const labels = (state: SearchState) => appliedFilters(state, TITLES).map((filter) => filter.label);

describe('the search a shopper saves', () => {
  it('is every car, labelled with the site’s noun, when no filter applies', () => {
    expect(savedSearchRequest({ state: EMPTY_SEARCH_STATE, route: SEARCH, filterLabels: [], noun: CARS })).toEqual({
      label: 'All cars',
      path: '/search',
      query: '',
      refinements: {},
      ranges: {},
    });
    expect(
      savedSearchRequest({
        state: EMPTY_SEARCH_STATE,
        route: SEARCH,
        filterLabels: [],
        noun: { singular: 'vehicle', plural: 'vehicles' },
      }).label,
    ).toBe('All vehicles');
  });

  it('keeps the URL’s criteria and reads as the applied filters, from the first page, in the order chosen', () => {
    const state = parseSearchParams(
      new URLSearchParams('query=hybrid&body=SUV&body=Ute&price=5000-30000&page=3&sortBy=price-asc'),
      ['make', 'body'],
    );
    const request = savedSearchRequest({ state, route: SEARCH, filterLabels: labels(state), noun: CARS });
    expect(request).toMatchObject({
      query: 'hybrid',
      refinements: { body: ['SUV', 'Ute'] },
      ranges: { price: { min: 5000, max: 30000 } },
      label: 'Keyword: hybrid · Body type: SUV · Body type: Ute · Price: $5,000 – $30,000',
    });
    expect(request.path).not.toContain('page=');
    expect(new URLSearchParams(request.path.split('?')[1]).getAll('body')).toEqual(['SUV', 'Ute']);
  });

  it('keeps a landing route’s presets among the criteria, and its own path', () => {
    const state = parseSearchParams(new URLSearchParams('body=SUV'), ['make', 'body'], TOYOTA.presets);
    const request = savedSearchRequest({ state, route: TOYOTA, filterLabels: labels(state), noun: CARS });
    expect(request.refinements).toEqual({ make: ['Toyota'], body: ['SUV'] });
    expect(request.path).toBe('/search/toyota?body=SUV');
    expect(request.label).toBe('Body type: SUV · Make: Toyota');
  });

  it('leaves out a range with no bound and a facet with no value', () => {
    const state: SearchState = {
      ...EMPTY_SEARCH_STATE,
      refinements: { make: [] },
      ranges: { km: {}, year: { min: 2020 } },
    };
    const request = savedSearchRequest({ state, route: SEARCH, filterLabels: labels(state), noun: CARS });
    expect(request.refinements).toEqual({});
    expect(request.ranges).toEqual({ year: { min: 2020 } });
  });
});
