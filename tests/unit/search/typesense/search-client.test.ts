import instantsearch from 'instantsearch.js';
import {
  connectConfigure,
  connectHits,
  connectRange,
  connectRefinementList,
  connectSortBy,
  connectToggleRefinement,
} from 'instantsearch.js/es/connectors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEXT_FIELDS } from '../../../../src/search/document.ts';
import { indexTenant } from '../../../../src/search/typesense/indexer.ts';
import { typesenseSearchClient, type TypesenseSearchOptions } from '../../../../src/search/typesense/search-client.ts';
import { type FakeTypesense, startFakeTypesense } from '../../../support/search/fake-typesense.ts';
import { adminClient, carDocument } from '../../../support/search/typesense-fixtures.ts';

const BASE = 'show_on_dealer_website:=true';

let fake: FakeTypesense;
beforeEach(async () => {
  fake = await startFakeTypesense();
  await indexTenant({
    client: adminClient(fake),
    collection: 'cars',
    tenant: 'harbourside-toyota',
    documents: [
      carDocument(1, { make: 'Toyota', price: 15_000, certified: true }),
      carDocument(2, { make: 'Mazda', make_model: 'Mazda CX-5', model: 'CX-5', price: 0 }),
      carDocument(3, { make: 'Kia', make_model: 'Kia Sportage', model: 'Sportage', price: 15_000 }),
      carDocument(4, { make: 'Toyota', price: 40_000, show_on_dealer_website: false }),
      carDocument(5, { make: 'Mazda', make_model: 'Mazda CX-5', model: 'CX-5', price: 9_000, certified: true }),
    ],
  });
  fake.requests.length = 0;
});
afterEach(() => fake.close());

const client = (options: Partial<TypesenseSearchOptions> = {}) =>
  typesenseSearchClient({ nodes: [fake.url], apiKey: fake.adminKey, collection: 'cars', filterBy: BASE, ...options });

interface Answer {
  results: {
    hits: { objectID: string }[];
    nbHits: number;
    facets: Record<string, Record<string, number>>;
    facets_stats: Record<string, { min: number; max: number }>;
  }[];
}

async function search(
  searchClient: ReturnType<typeof client>,
  requests: { indexName: string; params: Record<string, unknown> }[],
) {
  return (await searchClient.search(requests as never)) as unknown as Answer;
}

function sentSearches(): Record<string, unknown>[] {
  const requests = fake.requests.filter((r) => r.path === '/multi_search');
  return requests.flatMap((r) => (JSON.parse(r.body) as { searches: Record<string, unknown>[] }).searches);
}

describe('typesenseSearchClient', () => {
  it('queries the text fields, by custom rank descending, with the fixed filter and 21 per page', async () => {
    const answer = await search(client(), [{ indexName: 'cars', params: { query: '', hitsPerPage: 21, page: 0 } }]);

    const [sent] = sentSearches();
    expect(sent).toMatchObject({
      collection: 'cars',
      q: '*',
      query_by: TEXT_FIELDS.join(','),
      sort_by: 'custom_rank:desc',
      filter_by: `(${BASE})`,
      per_page: 21,
      page: 1,
    });
    expect(answer.results[0]?.hits.map((h) => h.objectID)).toEqual(['5', '3', '2', '1']);
    expect(answer.results[0]?.nbHits).toBe(4);
  });

  it('sorts by the field a sort index names, ties kept in custom rank order', async () => {
    const answer = await search(client(), [{ indexName: 'cars/sort/price:asc', params: { hitsPerPage: 21 } }]);

    expect(sentSearches()[0]?.sort_by).toBe('price(missing_values: last):asc,custom_rank:desc');
    expect(answer.results[0]?.hits.map((h) => h.objectID)).toEqual(['2', '5', '3', '1']);
  });

  it('ANDs the fixed filter with refinements, the certified toggle and price range', async () => {
    const answer = await search(client(), [
      {
        indexName: 'cars',
        params: {
          hitsPerPage: 21,
          facets: ['make', 'price'],
          facetFilters: [['make:Toyota', 'make:Mazda'], ['certified:true']],
          numericFilters: ['price>=5000', 'price<=20000'],
          maxValuesPerFacet: 20,
        },
      },
    ]);

    expect(sentSearches()[0]).toMatchObject({
      filter_by: `(${BASE}) && make:=[\`Toyota\`,\`Mazda\`] && certified:=[true] && price:=[5000..20000]`,
      facet_by: 'make,price',
      max_facet_values: 20,
    });
    const result = answer.results[0];
    expect(result?.hits.map((h) => h.objectID)).toEqual(['5', '1']);
    expect(result?.facets.make).toEqual({ Mazda: 1, Toyota: 1 });
    expect(result?.facets_stats.price).toMatchObject({ min: 9_000, max: 15_000 });
  });

  it('keeps a Configure widget’s own filters', async () => {
    await search(client(), [{ indexName: 'cars', params: { filters: 'dealership_slug:=`harbourside-toyota`' } }]);
    expect(sentSearches()[0]?.filter_by).toBe(`(${BASE}) && (dealership_slug:=\`harbourside-toyota\`)`);
  });

  it('sends no filter when none is fixed and none is refined', async () => {
    await search(client({ filterBy: '' }), [{ indexName: 'cars', params: {} }]);
    expect(sentSearches()[0]).not.toHaveProperty('filter_by');
  });

  it('leaves out cars priced 0 from price low to high on sites that say so', async () => {
    const answer = await search(client({ priceAscendingExcludesZero: true }), [
      { indexName: 'cars/sort/price:asc', params: {} },
      { indexName: 'cars/sort/price:desc', params: {} },
    ]);
    const [ascending, descending] = sentSearches();
    expect(ascending?.filter_by).toBe(`(${BASE}) && (price:!=0)`);
    expect(descending?.filter_by).toBe(`(${BASE})`);
    expect(answer.results[0]?.hits.map((h) => h.objectID)).toEqual(['5', '3', '1']);
  });

  it('answers a repeated query from its cache', async () => {
    const searchClient = client();
    const request = [{ indexName: 'cars', params: { query: 'corolla', hitsPerPage: 21 } }];
    await search(searchClient, request);
    await search(searchClient, request);
    expect(fake.requests.filter((r) => r.path === '/multi_search')).toHaveLength(1);
  });

  it('sends the key as a query parameter, as browsers do to avoid a preflight', async () => {
    await search(client(), [{ indexName: 'cars', params: {} }]);
    expect(fake.requests[0]?.query['x-typesense-api-key']).toBe(fake.adminKey);
  });

  it('searches facet values within the fixed filter', async () => {
    const searchClient = client() as unknown as {
      searchForFacetValues: (r: unknown) => Promise<{ facetHits: { value: string }[] }[]>;
    };
    await searchClient.searchForFacetValues([
      { indexName: 'cars', params: { facetName: 'make', facetQuery: 'Ma', facets: ['make'], maxFacetHits: 10 } },
    ]);
    expect(sentSearches()[0]).toMatchObject({ filter_by: `(${BASE})`, facet_query: 'make:Ma', per_page: 0 });
  });

  it('refuses an index outside its collection', async () => {
    await expect(search(client(), [{ indexName: 'trucks', params: {} }])).rejects.toThrow(
      'Typesense search: index "trucks" is not in collection "cars"',
    );
  });
});

describe('typesenseSearchClient under InstantSearch', () => {
  it('serves a refinement list, the certified toggle, a price range and a sort index', async () => {
    const search = instantsearch({
      searchClient: client(),
      indexName: 'cars',
      initialUiState: {
        cars: {
          refinementList: { make: ['Toyota', 'Mazda'] },
          toggle: { certified: true },
          range: { price: '5000:20000' },
          sortBy: 'cars/sort/price:asc',
        },
      },
    });
    const noRender = () => {};
    search.addWidgets([
      connectConfigure(noRender)({ searchParameters: { hitsPerPage: 21 } }),
      connectRefinementList(noRender)({ attribute: 'make', operator: 'or' }),
      connectToggleRefinement(noRender)({ attribute: 'certified' }),
      connectRange(noRender)({ attribute: 'price' }),
      connectSortBy(noRender)({
        items: [
          { value: 'cars', label: 'Recommended' },
          { value: 'cars/sort/price:asc', label: 'Price' },
        ],
      }),
      connectHits(noRender)({}),
    ]);
    const rendered = new Promise<void>((resolve, reject) => {
      search.on('render', () => search.status === 'idle' && resolve());
      search.on('error', reject);
    });
    search.start();
    await rendered;

    const results = search.mainIndex.getResults();
    search.dispose();
    expect(results?.hits.map((hit) => hit.objectID)).toEqual(['5', '1']);
    const main = sentSearches()[0];
    expect(main).toMatchObject({ sort_by: 'price(missing_values: last):asc,custom_rank:desc', per_page: 21 });
    expect(main?.filter_by).toBe(
      `(${BASE}) && certified:=[true] && make:=[\`Mazda\`,\`Toyota\`] && price:=[5000..20000]`,
    );
    // the disjunctive facet query counts makes without the make refinement, inside the fixed filter
    expect(sentSearches().every((one) => String(one.filter_by).startsWith(`(${BASE})`))).toBe(true);
    expect(fake.requests.filter((r) => r.path === '/multi_search')).toHaveLength(1);
  });
});
