// The search conformance suite (DESIGN.md "Search"): one set of InstantSearch requests —
// text, each facet, ranges, sorts, pages, the base stock filter, the sold window and the
// tenants' extras — answered by the embedded engine and, when TYPESENSE_URL and
// TYPESENSE_API_KEY name a server, by Typesense over the same documents. Both must return
// what the reference search (every document checked the slow way) returns: the same ids in
// the same order, the same counts and the same facet counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from '../../../src/domain/search/filter-tree.ts';
import { baseStockFilter } from '../../../src/domain/search/base-stock.ts';
import { toTypesenseFilter } from '../../../src/domain/search/typesense-filter.ts';
import type { SearchDocument } from '../../../src/search/document.ts';
import { buildEmbeddedIndex, runEmbeddedQuery } from '../../../src/search/embedded/engine.ts';
import {
  embeddedSearchClient,
  type InstantSearchRequest,
  type InstantSearchResult,
} from '../../../src/search/embedded/search-client.ts';
import { sidebarFacets } from '../../../src/views/search/sidebar.ts';
import { SORT_OPTIONS, sortIndexName } from '../../../src/search/sorts.ts';
import type { Site } from '../../../src/tenant/schema/site.ts';
import { demoDocuments, NOW } from '../../support/search/demo-documents.ts';
import { referenceSearch } from '../../support/search/reference-search.ts';
import { openTypesenseForConformance, type TypesenseForConformance } from '../../support/search/typesense.ts';

const DAY = 86_400;
const COLLECTION = 'cars';

interface Case {
  name: string;
  request: (index: string) => InstantSearchRequest;
}

function topValue(documents: readonly SearchDocument[], field: keyof SearchDocument, rank = 0): string {
  const counts = new Map<string, number>();
  for (const document of documents) {
    const value = document[field];
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      counts.set(String(item), (counts.get(String(item)) ?? 0) + 1);
  }
  const sorted = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return sorted[Math.min(rank, sorted.length - 1)]?.[0] ?? '';
}

/** A word with two neighbouring letters swapped, from the second on ('hilux' → 'hluix' at 1). */
const swapped = (word: string, at: number) => word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);

/** The longest word of a text field, lower case. */
function longestWord(documents: readonly SearchDocument[], field: 'model' | 'make'): string {
  const words = documents.flatMap((d) => d[field].toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return words.reduce((longest, word) => (word.length > longest.length ? word : longest), '');
}

/** The suite for one tenant's documents: values are picked from its own stock. */
function cases(site: Site, documents: readonly SearchDocument[]): Case[] {
  const facets = sidebarFacets(site).map((facet) => facet.attribute);
  const request = (index: string, params: InstantSearchRequest['params'] = {}): InstantSearchRequest => ({
    indexName: index,
    params: { hitsPerPage: 21, page: 0, facets, maxValuesPerFacet: 100, ...params },
  });
  const make = topValue(documents, 'make');
  const otherMake = topValue(documents, 'make', 1);
  const model = topValue(
    documents.filter((d) => d.make === make),
    'model',
  );
  const list: Case[] = [
    { name: 'everything, first page', request: (i) => request(i) },
    { name: 'everything, page 3', request: (i) => request(i, { page: 2 }) },
    { name: `text: ${make.toLowerCase()}`, request: (i) => request(i, { query: make.toLowerCase() }) },
    { name: `text: ${make} ${model}`, request: (i) => request(i, { query: `${make} ${model}` }) },
    { name: 'text: a prefix (auto)', request: (i) => request(i, { query: 'auto' }) },
    { name: 'text matching nothing', request: (i) => request(i, { query: 'zzzqqq' }) },
    // the typo rule (src/domain/search/typos.ts): one swap in a word from 4 letters, two from 7
    { name: 'text with a swap: hilxu', request: (i) => request(i, { query: 'hilxu' }) },
    {
      name: `text with a swap: ${swapped(make.toLowerCase(), 1)}`,
      request: (i) => request(i, { query: swapped(make.toLowerCase(), 1) }),
    },
    {
      name: `text with two swaps: ${swapped(swapped(longestWord(documents, 'model'), 1), 4)}`,
      request: (i) => request(i, { query: swapped(swapped(longestWord(documents, 'model'), 1), 4) }),
    },
    {
      name: `text with a swap, and a facet: ${swapped(make.toLowerCase(), 1)} ${model}`,
      request: (i) =>
        request(i, { query: `${swapped(make.toLowerCase(), 1)} ${model}`, facetFilters: [['car_type:used']] }),
    },
    { name: 'a word under 4 letters takes no typo: rav', request: (i) => request(i, { query: 'rav' }) },
    {
      name: `two makes: ${make} or ${otherMake}`,
      request: (i) => request(i, { facetFilters: [[`make:${make}`, `make:${otherMake}`]] }),
    },
    {
      name: `make and model: ${make} ${model}`,
      request: (i) => request(i, { facetFilters: [[`make:${make}`], [`model:${model}`]] }),
    },
    {
      name: 'price 10,000 to 40,000',
      request: (i) => request(i, { numericFilters: ['price>=10000', 'price<=40000'] }),
    },
    { name: 'km up to 50,000', request: (i) => request(i, { numericFilters: ['km<=50000'] }) },
    {
      name: 'year 2020 on, text and a facet',
      request: (i) => request(i, { query: 'auto', numericFilters: ['year>=2020'], facetFilters: [[`make:${make}`]] }),
    },
  ];
  for (const facet of facets) {
    if (facet === 'certified') {
      list.push({ name: 'certified only', request: (i) => request(i, { facetFilters: [['certified:true']] }) });
      continue;
    }
    const value = topValue(documents, facet as keyof SearchDocument);
    if (value)
      list.push({
        name: `facet ${facet}: ${value}`,
        request: (i) => request(i, { facetFilters: [[`${facet}:${value}`]] }),
      });
  }
  for (const option of SORT_OPTIONS) {
    list.push({ name: `sort ${option.id}, page 1`, request: (i) => request(sortIndexName(i, option)) });
    list.push({ name: `sort ${option.id}, page 2`, request: (i) => request(sortIndexName(i, option), { page: 1 }) });
  }
  return list;
}

const ids = (result: InstantSearchResult) => result.hits.map((hit) => hit.objectID);

/** Facet counts without their order, as every engine lists ties its own way. */
function sortedFacets(facets: Record<string, Record<string, number>>) {
  return Object.fromEntries(
    Object.entries(facets).map(([facet, counts]) => [facet, Object.fromEntries(Object.entries(counts).sort())]),
  );
}

// Three tenants cover the rules: the 2,000-car group (every facet), the used-only retailer
// with its excluded stock numbers and makes and a 7-day sold window, the caravan dealer
// (vehicles without kilometres, a 14-day window).
for (const slug of ['southern-cross-motors', 'drivewise-online', 'outback-rv']) {
  describe(`search conformance: ${slug}`, () => {
    let site: Site;
    let documents: SearchDocument[];
    let embedded: ReturnType<typeof embeddedSearchClient>;
    /** The same InstantSearch client over the reference search instead of the engine. */
    let reference: ReturnType<typeof embeddedSearchClient>;
    let typesense: TypesenseForConformance | null = null;
    const baseFilter = () => baseStockFilter(site.search.baseStock, NOW);
    const options = () => ({
      priceAscendingExcludesZero: site.search.priceAscendingExcludesZero,
      allFacets: sidebarFacets(site).map((facet) => facet.attribute),
    });

    beforeAll(async () => {
      ({ site, documents } = await demoDocuments(slug));
      const index = buildEmbeddedIndex(documents, baseFilter());
      embedded = embeddedSearchClient((query) => runEmbeddedQuery(index, query), options());
      reference = embeddedSearchClient(
        async (query) => ({ ...referenceSearch(documents, baseFilter(), query), ms: 0 }),
        options(),
      );
      typesense = await openTypesenseForConformance(documents, slug, {
        filterBy: toTypesenseFilter(baseFilter()) ?? '',
        priceAscendingExcludesZero: site.search.priceAscendingExcludesZero,
      });
    }, 120_000);
    afterAll(async () => {
      await typesense?.close();
    });

    it('the base stock filter leaves out hidden cars, sold cars past the window and the site’s exclusions', async () => {
      const listed = new Set(
        ids((await embedded.search([{ indexName: COLLECTION, params: { hitsPerPage: 5000 } }])).results[0]!),
      );
      const days = site.search.baseStock.soldWithinDays;
      const nowSeconds = NOW.getTime() / 1000;
      for (const document of documents) {
        const soldLongAgo = document.status === 'sold' && (document.sold_date_timestamp ?? 0) < nowSeconds - days * DAY;
        const excluded =
          !document.show_on_dealer_website ||
          soldLongAgo ||
          (site.search.baseStock.usedOnly && document.car_type !== 'used') ||
          site.search.baseStock.excludedStockNumbers.includes(document.stocknum) ||
          site.search.baseStock.excludedMakes.includes(document.make);
        expect(listed.has(document.id), `${document.id} (${document.status}, ${document.car_type})`).toBe(!excluded);
      }
      // the demo stock holds cars on both sides of every rule, so each one is exercised
      expect(documents.some((d) => d.status === 'sold' && listed.has(d.id))).toBe(true);
      expect(documents.some((d) => d.status === 'sold' && !listed.has(d.id))).toBe(true);
    });

    it('the sold window: sold a day ago is listed, sold a day past the window is not', async () => {
      const [template] = documents.filter((d) => d.status === 'in_stock' && d.show_on_dealer_website);
      const days = site.search.baseStock.soldWithinDays;
      const sold = (id: string, ageDays: number): SearchDocument => ({
        ...template!,
        id,
        status: 'sold',
        sold_date_timestamp: Math.floor(NOW.getTime() / 1000) - ageDays * DAY,
      });
      const index = buildEmbeddedIndex([sold('recent', 1), sold('old', days + 1)], baseFilter());
      const answer = await runEmbeddedQuery(index, {
        filter: and(),
        refinements: {},
        ranges: {},
        text: '',
        sort: { field: 'custom_rank', direction: 'desc' },
        page: 0,
        hitsPerPage: 21,
        facets: [],
        maxValuesPerFacet: 10,
      });
      expect(answer.hits.map((hit) => hit.id)).toEqual(['recent']);
    });

    it('each query answers as the reference search does (embedded engine)', async () => {
      for (const { name, request } of cases(site, documents)) {
        const req = request(COLLECTION);
        const [result] = (await embedded.search([req])).results;
        const [expected] = (await reference.search([req])).results;
        expect(ids(result!), name).toEqual(ids(expected!));
        expect(result!.nbHits, name).toBe(expected!.nbHits);
        expect(sortedFacets(result!.facets), name).toEqual(sortedFacets(expected!.facets));
      }
    });

    it('price low to high leaves out cars priced 0 where the site says so (spec §5)', async () => {
      const option = SORT_OPTIONS.find((o) => o.id === 'price-asc')!;
      const [result] = (
        await embedded.search([{ indexName: sortIndexName(COLLECTION, option), params: { hitsPerPage: 5000 } }])
      ).results;
      const prices = result!.hits.map((hit) => hit.price as number);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(prices.includes(0)).toBe(
        !site.search.priceAscendingExcludesZero && documents.some((d) => d.price === 0 && d.show_on_dealer_website),
      );
    });

    it('Typesense answers each query as the embedded engine does', async (context) => {
      if (!typesense) {
        console.log(
          `search conformance (${slug}): Typesense half skipped: TYPESENSE_URL and TYPESENSE_API_KEY are not set`,
        );
        context.skip();
        return;
      }
      for (const { name, request } of cases(site, documents)) {
        const [mine] = (await embedded.search([request(COLLECTION)])).results;
        const [theirs] = (await typesense.searchClient.search([request(typesense.collection)] as never))
          .results as InstantSearchResult[];
        expect(ids(theirs!), name).toEqual(ids(mine!));
        expect(theirs!.nbHits, name).toBe(mine!.nbHits);
        expect(sortedFacets(theirs!.facets ?? {}), name).toEqual(sortedFacets(mine!.facets));
      }
    });
  });
}

describe('a filter of the query model', () => {
  it('is applied on top of the base stock filter', async () => {
    const { documents } = await demoDocuments('harbourside-toyota');
    const index = buildEmbeddedIndex(documents, and());
    const answer = await runEmbeddedQuery(index, {
      filter: eq('car_type', 'demo'),
      refinements: {},
      ranges: {},
      text: '',
      sort: { field: 'custom_rank', direction: 'desc' },
      page: 0,
      hitsPerPage: 5000,
      facets: [],
      maxValuesPerFacet: 10,
    });
    expect(answer.count).toBe(documents.filter((d) => d.car_type === 'demo').length);
    expect(answer.hits.every((hit) => hit.car_type === 'demo')).toBe(true);
  });
});

// The example on a Toyota dealer's stock: two letters swapped still find the Hilux
// cars, exactly those the right spelling finds, on every engine.
describe('the typo rule on harbourside-toyota', () => {
  let documents: SearchDocument[];
  let embedded: ReturnType<typeof embeddedSearchClient>;
  let typesense: TypesenseForConformance | null = null;

  beforeAll(async () => {
    let site: Site;
    ({ site, documents } = await demoDocuments('harbourside-toyota'));
    const baseFilter = baseStockFilter(site.search.baseStock, NOW);
    const index = buildEmbeddedIndex(documents, baseFilter);
    const options = { priceAscendingExcludesZero: site.search.priceAscendingExcludesZero, allFacets: [] };
    embedded = embeddedSearchClient((query) => runEmbeddedQuery(index, query), options);
    typesense = await openTypesenseForConformance(documents, 'harbourside-toyota', {
      filterBy: toTypesenseFilter(baseFilter) ?? '',
      priceAscendingExcludesZero: site.search.priceAscendingExcludesZero,
    });
  }, 120_000);
  afterAll(async () => {
    await typesense?.close();
  });

  const hitsOf = async (client: { search(requests: never): Promise<unknown> }, index: string, query: string) => {
    const answer = (await client.search([{ indexName: index, params: { query, hitsPerPage: 1000 } }] as never)) as {
      results: InstantSearchResult[];
    };
    return answer.results[0]!.hits;
  };

  it('hilxu finds the Hilux cars (embedded engine)', async () => {
    const right = await hitsOf(embedded, COLLECTION, 'hilux');
    const swappedHits = await hitsOf(embedded, COLLECTION, 'hilxu');
    expect(right.length).toBeGreaterThan(0);
    expect(right.every((hit) => hit.model === 'HiLux' || hit.model === 'Hilux')).toBe(true);
    expect(swappedHits.map((hit) => hit.objectID)).toEqual(right.map((hit) => hit.objectID));
  });

  it('hilxu finds the Hilux cars (Typesense)', async (context) => {
    if (!typesense) {
      console.log('typo rule: Typesense half skipped: TYPESENSE_URL and TYPESENSE_API_KEY are not set');
      context.skip();
      return;
    }
    const right = await hitsOf(embedded, COLLECTION, 'hilux');
    const theirs = await hitsOf(typesense.searchClient as never, typesense.collection, 'hilxu');
    expect(theirs.map((hit) => hit.objectID)).toEqual(right.map((hit) => hit.objectID));
  });
});
