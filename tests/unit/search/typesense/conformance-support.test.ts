import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTypesenseForConformance } from '../../../support/search/typesense.ts';
import { type FakeTypesense, startFakeTypesense } from '../../../support/search/fake-typesense.ts';
import { carDocument } from '../../../support/search/typesense-fixtures.ts';

let fake: FakeTypesense;
beforeEach(async () => {
  fake = await startFakeTypesense();
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

describe('openTypesenseForConformance', () => {
  it('is null without TYPESENSE_URL or TYPESENSE_API_KEY', async () => {
    vi.stubEnv('TYPESENSE_URL', '');
    vi.stubEnv('TYPESENSE_API_KEY', fake.adminKey);
    expect(await openTypesenseForConformance([carDocument(1)], 'a')).toBeNull();
    vi.stubEnv('TYPESENSE_URL', fake.url);
    vi.stubEnv('TYPESENSE_API_KEY', '');
    expect(await openTypesenseForConformance([carDocument(1)], 'a')).toBeNull();
    expect(fake.requests).toHaveLength(0);
  });

  it('indexes into a throwaway collection, searches it, and drops it on close', async () => {
    vi.stubEnv('TYPESENSE_URL', fake.url);
    vi.stubEnv('TYPESENSE_API_KEY', fake.adminKey);
    const opened = await openTypesenseForConformance([carDocument(1), carDocument(2)], 'harbourside-toyota');
    if (!opened) throw new Error('expected a connection');

    expect(opened.collection).toMatch(/^conformance_[0-9a-f]{12}$/);
    expect(fake.documents(opened.collection)).toHaveLength(2);
    const answer = (await opened.searchClient.search([
      { indexName: opened.collection, params: {} },
    ] as never)) as unknown as {
      results: { hits: { objectID: string }[] }[];
    };
    expect(answer.results[0]?.hits.map((hit) => hit.objectID)).toEqual(['2', '1']);

    await opened.close();
    expect(fake.collections.has(opened.collection)).toBe(false);
  });
});

describe('openTypesenseForConformance with page options', () => {
  it('passes the fixed filter and the price-ascending rule to its search client', async () => {
    vi.stubEnv('TYPESENSE_URL', fake.url);
    vi.stubEnv('TYPESENSE_API_KEY', fake.adminKey);
    const documents = [carDocument(1, { price: 0 }), carDocument(2, { show_on_dealer_website: false }), carDocument(3)];
    const opened = await openTypesenseForConformance(documents, 'a', {
      filterBy: 'show_on_dealer_website:=true',
      priceAscendingExcludesZero: true,
    });
    if (!opened) throw new Error('expected a connection');
    const answer = (await opened.searchClient.search([
      { indexName: `${opened.collection}/sort/price:asc`, params: {} },
    ] as never)) as unknown as { results: { hits: { objectID: string }[] }[] };
    await opened.close();

    expect(answer.results[0]?.hits.map((hit) => hit.objectID)).toEqual(['3']);
  });
});
