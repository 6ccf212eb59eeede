import { describe, expect, it } from 'vitest';
import { indexUiStateOf, searchStateOf, withRange } from '../../../src/search/ui-state.ts';
import {
  EMPTY_SEARCH_STATE,
  parseSearchParams,
  rangesWithin,
  searchHref,
  type SearchState,
} from '../../../src/search/url-state.ts';

const FACETS = ['car_type', 'make', 'model', 'body', 'certified'];
const parse = (query: string, presets = {}) => parseSearchParams(new URLSearchParams(query), FACETS, presets);
const state = (patch: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH_STATE, ...patch });

describe('search state in the URL (spec §2: query, page, sortBy, one parameter per facet)', () => {
  it('reads every part of the query string', () => {
    expect(parse('query=hybrid&page=3&sortBy=price-asc&make=Toyota&make=Mazda&price=5000-20000&km=-50000')).toEqual({
      query: 'hybrid',
      page: 3,
      sortBy: 'price-asc',
      refinements: { make: ['Toyota', 'Mazda'] },
      ranges: { price: { min: 5000, max: 20000 }, km: { max: 50000 } },
    });
  });

  it('ignores what it cannot use: unknown parameters, bad pages, unknown sorts, malformed ranges', () => {
    expect(parse('colourful=yes&page=-2&sortBy=cheapest&price=abc&year=2020')).toEqual(EMPTY_SEARCH_STATE);
    expect(parse('page=1.5').page).toBe(1);
  });

  it("starts from the route's presets; a facet in the URL replaces its preset, an empty value clears it", () => {
    const presets = { car_type: ['used'] };
    expect(parse('', presets).refinements).toEqual({ car_type: ['used'] });
    expect(parse('make=Kia', presets).refinements).toEqual({ car_type: ['used'], make: ['Kia'] });
    expect(parse('car_type=new', presets).refinements).toEqual({ car_type: ['new'] });
    expect(parse('car_type=', presets).refinements).toEqual({});
  });

  it('writes a state on its route: only what differs from the presets, page 1 and the default order left out', () => {
    const route = { path: '/search/toyota', presets: { make: ['Toyota'] } };
    expect(searchHref(state({ refinements: { make: ['Toyota'] } }), route)).toBe('/search/toyota');
    expect(
      searchHref(state({ refinements: { make: ['Toyota'], body: ['SUV'] }, page: 2, sortBy: 'price-desc' }), route),
    ).toBe('/search/toyota?body=SUV&sortBy=price-desc&page=2');
    expect(searchHref(state({ refinements: { make: ['Toyota'] }, ranges: { price: { min: 5000 } } }), route)).toBe(
      '/search/toyota?price=5000-',
    );
  });

  it('a state that drops a preset moves to the general /search with everything in the query string', () => {
    const route = { path: '/search/toyota', presets: { make: ['Toyota'] } };
    expect(searchHref(state({ refinements: { body: ['SUV'] } }), route)).toBe('/search?body=SUV');
    expect(searchHref(state({ refinements: { make: ['Toyota', 'Kia'] } }), route)).toBe('/search?make=Toyota&make=Kia');
  });

  it('reads back what it writes', () => {
    const route = { path: '/search/used-cars', presets: { car_type: ['used'] } };
    const written = state({
      query: 'ranger wildtrak',
      page: 4,
      sortBy: 'km-asc',
      refinements: { car_type: ['used'], make: ['Ford'], certified: ['true'] },
      ranges: { year: { min: 2019, max: 2024 } },
    });
    const href = new URL(searchHref(written, route), 'https://dealer.example');
    expect(parseSearchParams(href.searchParams, FACETS, route.presets)).toEqual(written);
  });
});

describe("InstantSearch's UI state and the URL state", () => {
  it('map onto each other: lists, the certified toggle, ranges and the sort index', () => {
    const written = state({
      query: 'ev',
      page: 2,
      sortBy: 'price-asc',
      refinements: { make: ['Kia'], certified: ['true'] },
      ranges: { price: { min: 10000 }, km: { max: 60000 } },
    });
    const ui = indexUiStateOf(written, 'cars');
    expect(ui).toEqual({
      query: 'ev',
      page: 2,
      sortBy: 'cars/sort/price:asc',
      refinementList: { make: ['Kia'] },
      toggle: { certified: true },
      range: { price: '10000:', km: ':60000' },
    });
    expect(searchStateOf(ui)).toEqual(written);
  });

  it('an empty UI state is the empty search', () => {
    expect(searchStateOf(undefined)).toEqual(EMPTY_SEARCH_STATE);
    expect(indexUiStateOf(EMPTY_SEARCH_STATE, 'cars')).toEqual({});
  });
});

describe('a slider refining the state (spec §2: a refinement drops the page)', () => {
  const ui = { query: 'kia', page: 3, range: { km: ':90000' }, refinementList: { make: ['Kia'] } };

  it('sets its own range, keeps the others and drops the page', () => {
    expect(withRange(ui, 'price', { min: 12000 })).toEqual({
      query: 'kia',
      range: { km: ':90000', price: '12000:' },
      refinementList: { make: ['Kia'] },
    });
    expect(searchStateOf(withRange(ui, 'km', { min: 1000, max: 50000 })).ranges).toEqual({
      km: { min: 1000, max: 50000 },
    });
  });

  it('an open range removes its refinement', () => {
    expect(withRange(ui, 'km', {})).toEqual({ query: 'kia', range: {}, refinementList: { make: ['Kia'] } });
    expect(ui.range).toEqual({ km: ':90000' });
  });
});

describe('ranges from a URL (spec §5: rounded to 1000 and clamped; out of range ignored, logged)', () => {
  const bounds = { price: { min: 5000, max: 250000 }, km: { min: 0, max: 300000 }, year: { min: 2010, max: 2026 } };

  it('rounds price and km to the nearest 1000 and keeps whole years', () => {
    const log: string[] = [];
    const read = rangesWithin(
      state({ ranges: { price: { min: 12345, max: 40600 }, km: { max: 49499 }, year: { min: 2019 } } }),
      bounds,
      (message) => log.push(message),
    );
    expect(read.ranges).toEqual({ price: { min: 12000, max: 41000 }, km: { max: 49000 }, year: { min: 2019 } });
    expect(log).toEqual([]);
  });

  it('ignores a bound below the minimum or above the maximum, and logs it', () => {
    const log: string[] = [];
    const read = rangesWithin(
      state({ ranges: { price: { min: 1, max: 999999999 }, km: { min: 1000, max: 400000 } } }),
      bounds,
      (message) => log.push(message),
    );
    expect(read.ranges).toEqual({ km: { min: 1000 } });
    expect(log).toEqual([
      'The price range ignored its min 1: below-minimum',
      'The price range ignored its max 999999999: above-maximum',
      'The km range ignored its max 400000: above-maximum',
    ]);
  });
});
