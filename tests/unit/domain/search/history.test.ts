import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rememberSearch, type SearchHistoryEntry, searchHistoryEntry } from '../../../../src/domain/search/history.ts';

// the spec values the module keeps to itself
const SEARCH_HISTORY_LIMIT = 5;

const entry = (path: string, filters: SearchHistoryEntry['filters'] = {}): SearchHistoryEntry => ({ path, filters });

describe('search history entries (spec §3: path plus non-empty filters)', () => {
  it('keeps only the filters that hold a value', () => {
    expect(
      searchHistoryEntry('/search/used-cars', {
        make: ['Toyota', ''],
        model: [],
        query: '  ',
        sortBy: '',
        page: 2,
        certified: false,
        colour: null,
        body: undefined,
        price: '5000:30000',
      }),
    ).toEqual(entry('/search/used-cars', { make: ['Toyota'], page: 2, certified: false, price: '5000:30000' }));
  });
});

describe('rememberSearch (spec §9: 5 entries, newest first)', () => {
  it('adds to the front', () => {
    const history = rememberSearch([entry('/a')], entry('/b'));
    expect(history.map((item) => item.path)).toEqual(['/b', '/a']);
  });

  it('keeps the last 5', () => {
    const history = ['/1', '/2', '/3', '/4', '/5', '/6'].reduce<SearchHistoryEntry[]>(
      (list, path) => rememberSearch(list, entry(path)),
      [],
    );
    expect(history.map((item) => item.path)).toEqual(['/6', '/5', '/4', '/3', '/2']);
  });

  it('moves a repeated search to the front, whatever the order of its filters', () => {
    const first = entry('/search', { make: ['Toyota', 'Kia'], body: 'SUV' });
    const repeat = entry('/search', { body: 'SUV', make: ['Kia', 'Toyota'] });
    const history = rememberSearch([entry('/other'), first, entry('/third')], repeat);
    expect(history).toEqual([repeat, entry('/other'), entry('/third')]);
  });

  it('keeps searches on the same path with other filters apart', () => {
    const history = rememberSearch([entry('/search', { make: 'Toyota' })], entry('/search', { make: 'Kia' }));
    expect(history).toHaveLength(2);
  });

  it('never holds more than 5 entries or a duplicate', () => {
    const search = fc.record({
      path: fc.constantFrom('/search', '/search/used-cars', '/search/suv-cars'),
      filters: fc.dictionary(fc.constantFrom('make', 'body', 'page'), fc.constantFrom('Toyota', 'SUV', '2')),
    });
    fc.assert(
      fc.property(fc.array(search, { maxLength: 20 }), (searches) => {
        const history = searches.reduce<SearchHistoryEntry[]>((list, item) => rememberSearch(list, item), []);
        expect(history.length).toBeLessThanOrEqual(SEARCH_HISTORY_LIMIT);
        const keys = history.map((item) => JSON.stringify([item.path, Object.entries(item.filters).sort()]));
        expect(new Set(keys).size).toBe(keys.length);
        const last = searches.at(-1);
        if (last !== undefined) expect(history[0]).toBe(last);
      }),
    );
  });
});
