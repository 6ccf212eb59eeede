import { describe, expect, it } from 'vitest';
import { and, eq } from '../../../src/domain/search/filter-tree.ts';
import type { SearchDocument } from '../../../src/search/document.ts';
import { savedSearchMatcher } from '../../../src/search/saved-search-match.ts';

const doc = (fields: Partial<SearchDocument>): SearchDocument =>
  ({
    id: '1',
    slug: 'a',
    name: '2024 Kia Sorento GT-Line',
    make: 'Kia',
    model: 'Sorento',
    body: 'SUV',
    price: 59_990,
    km: 12_000,
    year: 2024,
    status: 'in_stock',
    certified: false,
    filtered_features: ['Sunroof', 'Heated seats'],
    ...fields,
  }) as SearchDocument;

describe('a saved search matched on the server', () => {
  it('ORs the values of a facet, ANDs facets, and keeps the ranges inclusive', () => {
    const matches = savedSearchMatcher(
      {
        query: '',
        refinements: { make: ['Kia', 'MG'], body: ['SUV'] },
        ranges: { price: { min: 20_000, max: 59_990 } },
      },
      and(),
    );
    expect(matches(doc({}))).toBe(true);
    expect(matches(doc({ make: 'MG' }))).toBe(true);
    expect(matches(doc({ make: 'Mazda' }))).toBe(false);
    expect(matches(doc({ body: 'Ute' }))).toBe(false);
    expect(matches(doc({ price: 60_000 }))).toBe(false);
  });

  it('treats a list facet, a switch and a car without a ranged value as the search page does', () => {
    expect(
      savedSearchMatcher({ query: '', refinements: { filtered_features: ['Sunroof'] }, ranges: {} }, and())(doc({})),
    ).toBe(true);
    const certified = savedSearchMatcher({ query: '', refinements: { certified: ['true'] }, ranges: {} }, and());
    expect(certified(doc({}))).toBe(false);
    expect(certified(doc({ certified: true }))).toBe(true);
    const km = savedSearchMatcher({ query: '', refinements: {}, ranges: { km: { max: 50_000 } } }, and());
    expect(km(doc({ km: undefined }))).toBe(false);
  });

  it('matches the keyword by word starts over the car’s text, and applies the page’s own filter', () => {
    expect(savedSearchMatcher({ query: 'sor gt', refinements: {}, ranges: {} }, and())(doc({}))).toBe(true);
    expect(savedSearchMatcher({ query: 'rento', refinements: {}, ranges: {} }, and())(doc({}))).toBe(false);
    expect(savedSearchMatcher({ query: '', refinements: {}, ranges: {} }, eq('status', 'sold'))(doc({}))).toBe(false);
  });
});
