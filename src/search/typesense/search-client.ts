import type { SearchClient } from 'instantsearch.js';
import TypesenseInstantSearchAdapter from 'typesense-instantsearch-adapter';
import { sortFilter } from '../../domain/search/sort.ts';
import { toTypesenseFilter } from '../../domain/search/typesense-filter.ts';
import { BOOLEAN_FACETS, LIST_FACETS, RANGE_FIELDS, STRING_FACETS, TEXT_FIELDS } from '../document.ts';
import { DEFAULT_SORT, sortOfIndexName } from '../sorts.ts';
import { typesenseNodes } from './nodes.ts';

export interface TypesenseSearchOptions {
  /** Node URLs (site.json `search.engine.nodes`). */
  nodes: readonly string[];
  /** The tenant's scoped search key in pages (scoped-key.ts); tests may pass the admin key. */
  apiKey: string;
  collection: string;
  /**
   * The filter_by every query carries, e.g. the base stock filter at the shopper's moment
   * (toTypesenseFilter(baseStockFilter(...))); the scoped key holds only its clock-free part.
   * '' or absent: none.
   */
  filterBy?: string;
  /** site.search.priceAscendingExcludesZero: price low to high leaves out cars priced 0 (spec §5). */
  priceAscendingExcludesZero?: boolean;
  /** How long identical queries are answered from memory; the adapter repeats them on a click. */
  cacheSeconds?: number;
}

/** One InstantSearch query as the adapter reads it. */
interface InstantSearchRequest {
  indexName: string;
  params?: Record<string, unknown> & { filters?: string };
}

/**
 * What the adapter's client does at run time. Its typings describe Algolia's client, whose
 * request and answer types do not fit a wrapper, so the wrapper is typed by this.
 */
interface AdapterClient {
  search(requests: readonly InstantSearchRequest[]): Promise<unknown>;
  searchForFacetValues(requests: readonly InstantSearchRequest[]): Promise<unknown>;
  clearCache(): unknown;
}

const DEFAULT_SORT_BY = `${DEFAULT_SORT.sort.field}:${DEFAULT_SORT.sort.direction}`;

const collectionOf = (indexName: string): string => indexName.split('/sort/')[0] ?? indexName;

/**
 * Cars that tie on the chosen order keep the default order, as in the embedded engine;
 * Typesense would otherwise break ties by insertion order.
 */
function withTieBreak(indexName: string): string {
  const [collection, sortBy] = indexName.split('/sort/');
  if (sortBy === undefined || sortBy.includes(DEFAULT_SORT.sort.field)) return indexName;
  // cars without the field (a caravan's kilometres) go last either way, as in the embedded engine
  const [field, direction] = sortBy.split(':');
  return `${collection}/sort/${field}(missing_values: last):${direction},${DEFAULT_SORT_BY}`;
}

/**
 * An InstantSearch search client over a Typesense collection, for react-instantsearch's
 * <InstantSearch searchClient>. Index names follow the adapter: `{collection}` sorts by
 * custom rank descending, `{collection}/sort/{field}:{direction}` by that field (sorts.ts).
 * The adapter puts refinements in filter_by and drops its own filter_by when there are any,
 * so the fixed filters ride in each query's `filters`, which it ANDs with the refinements.
 */
export function typesenseSearchClient(options: TypesenseSearchOptions): SearchClient {
  const { collection, filterBy = '', priceAscendingExcludesZero = false, cacheSeconds = 120 } = options;
  const adapter = new TypesenseInstantSearchAdapter({
    server: {
      nodes: typesenseNodes(options.nodes),
      apiKey: options.apiKey,
      cacheSearchResultsForSeconds: cacheSeconds,
    },
    additionalSearchParameters: {
      query_by: TEXT_FIELDS.join(','),
      sort_by: DEFAULT_SORT_BY,
      // every word must match, as in the embedded engine (src/domain/search/typos.ts): exactly
      // or as a prefix, and only when that finds nothing, with typos (none under 4 letters,
      // one from 4, two from 7; Typesense counts a swap of neighbours as one); never by
      // dropping words
      num_typos: 2,
      min_len_1typo: 4,
      min_len_2typo: 7,
      typo_tokens_threshold: 1,
      drop_tokens_threshold: 0,
    },
    // named fields are split from their value at the first colon, so a value may hold one
    facetableFieldsWithSpecialCharacters: [...STRING_FACETS, ...LIST_FACETS, ...BOOLEAN_FACETS, ...RANGE_FIELDS],
  });
  const inner = adapter.searchClient as unknown as AdapterClient;

  const adapt = (request: InstantSearchRequest): InstantSearchRequest => {
    if (collectionOf(request.indexName) !== collection)
      throw new Error(`Typesense search: index "${request.indexName}" is not in collection "${collection}"`);
    const sortOnly = sortFilter(sortOfIndexName(request.indexName).sort, { priceAscendingExcludesZero });
    const filters = [filterBy, sortOnly ? toTypesenseFilter(sortOnly) : '', request.params?.filters ?? '']
      .filter((filter): filter is string => Boolean(filter))
      .map((filter) => `(${filter})`)
      .join(' && ');
    return {
      indexName: withTieBreak(request.indexName),
      params: { ...request.params, ...(filters ? { filters } : {}) },
    };
  };

  const client: AdapterClient = {
    search: (requests) => inner.search(requests.map(adapt)),
    searchForFacetValues: (requests) => inner.searchForFacetValues(requests.map(adapt)),
    clearCache: () => inner.clearCache(),
  };
  return client as unknown as SearchClient;
}
