import { and, type FilterTree } from '../../domain/search/filter-tree.ts';
import { SEARCH_PAGE_SIZE } from '../../domain/search/paging.ts';
import { queryKey } from '../../domain/search/query-key.ts';
import { sortFilter } from '../../domain/search/sort.ts';
import { RANGE_FIELDS, type RangeField } from '../document.ts';
import type { RangeBounds, SearchAnswer, SearchQuery } from '../query.ts';
import { sortOfIndexName } from '../sorts.ts';

/**
 * The InstantSearch side of the embedded engine: react-instantsearch talks to a search
 * client in Algolia's request format (facetFilters, numericFilters, index names for sorts);
 * this one turns each request into the query model and runs it on the embedded engine.
 */

type FilterList = string | readonly (string | readonly string[])[];

interface InstantSearchParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facets?: string | readonly string[];
  facetFilters?: FilterList;
  numericFilters?: FilterList;
  maxValuesPerFacet?: number;
}

export interface InstantSearchRequest {
  indexName: string;
  params?: InstantSearchParams;
}

export interface InstantSearchResult {
  index: string;
  hits: (Record<string, unknown> & { objectID: string })[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount: true;
  query: string;
  params: string;
  facets: Record<string, Record<string, number>>;
}

/** Runs queries of the query model: in this thread, or in a Web Worker. */
export type QueryRunner = (query: SearchQuery) => Promise<SearchAnswer>;

export interface EmbeddedClientOptions {
  /** spec §5: price low to high leaves out cars priced 0 on sites that say so. */
  priceAscendingExcludesZero: boolean;
  /** The facets counted when a request asks for every facet ('*'). */
  allFacets: readonly string[];
  /** Remembers answers by query (spec §9: about 10); absent: no cache. */
  cache?: {
    read(key: string): SearchAnswer | undefined;
    store(key: string, answer: SearchAnswer): void;
  };
}

const DEFAULT_MAX_VALUES_PER_FACET = 100;

function flatten(list: FilterList | undefined): (string | readonly string[])[] {
  if (list === undefined) return [];
  return typeof list === 'string' ? [list] : [...list];
}

/** facetFilters: values of one inner array are OR-ed; this model ORs values of one facet. */
function refinementsOf(list: FilterList | undefined): Record<string, string[]> {
  const refinements: Record<string, string[]> = {};
  for (const group of flatten(list)) {
    for (const filter of typeof group === 'string' ? [group] : group) {
      const colon = filter.indexOf(':');
      if (colon <= 0 || filter.startsWith('-')) continue;
      const field = filter.slice(0, colon);
      (refinements[field] ??= []).push(filter.slice(colon + 1));
    }
  }
  return refinements;
}

const NUMERIC_FILTER = /^([a-z_]+)\s*(>=|<=|=|>|<)\s*(-?\d+(?:\.\d+)?)$/;

function rangesOf(list: FilterList | undefined): Partial<Record<RangeField, RangeBounds>> {
  const ranges: Partial<Record<RangeField, RangeBounds>> = {};
  for (const group of flatten(list)) {
    for (const filter of typeof group === 'string' ? [group] : group) {
      const match = NUMERIC_FILTER.exec(filter.trim());
      if (!match) continue;
      const [, field, operator, raw] = match as unknown as [string, RangeField, string, string];
      if (!RANGE_FIELDS.includes(field)) continue;
      const number = Number(raw);
      const bounds = (ranges[field] ??= {});
      if (operator === '>=' || operator === '=') bounds.min = Math.max(bounds.min ?? -Infinity, number);
      if (operator === '>') bounds.min = Math.max(bounds.min ?? -Infinity, number + 1);
      if (operator === '<=' || operator === '=') bounds.max = Math.min(bounds.max ?? Infinity, number);
      if (operator === '<') bounds.max = Math.min(bounds.max ?? Infinity, number - 1);
    }
  }
  return ranges;
}

/** One InstantSearch request as a query of the model. */
function queryOfRequest(request: InstantSearchRequest, options: EmbeddedClientOptions): SearchQuery {
  const params = request.params ?? {};
  const sort = sortOfIndexName(request.indexName).sort;
  const facets = params.facets === undefined ? [] : typeof params.facets === 'string' ? [params.facets] : params.facets;
  const extra: FilterTree | null = sortFilter(sort, options);
  return {
    filter: extra ?? and(),
    refinements: refinementsOf(params.facetFilters),
    ranges: rangesOf(params.numericFilters),
    text: params.query ?? '',
    sort,
    page: Math.max(0, Math.floor(params.page ?? 0)),
    hitsPerPage: Math.max(0, Math.floor(params.hitsPerPage ?? SEARCH_PAGE_SIZE)),
    facets: facets.includes('*') ? options.allFacets : [...facets],
    maxValuesPerFacet: params.maxValuesPerFacet ?? DEFAULT_MAX_VALUES_PER_FACET,
  };
}

function resultOfAnswer(request: InstantSearchRequest, query: SearchQuery, answer: SearchAnswer): InstantSearchResult {
  return {
    index: request.indexName,
    hits: answer.hits.map((hit) => ({ ...hit, objectID: hit.id })),
    nbHits: answer.count,
    page: answer.page,
    nbPages: answer.pages,
    hitsPerPage: query.hitsPerPage,
    processingTimeMS: Math.round(answer.ms),
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    query: query.text,
    params: '',
    facets: answer.facets,
  };
}

/** An InstantSearch search client over the embedded engine. */
export function embeddedSearchClient(run: QueryRunner, options: EmbeddedClientOptions) {
  const answer = async (query: SearchQuery): Promise<SearchAnswer> => {
    const key = queryKey(query);
    const cached = options.cache?.read(key);
    if (cached) return cached;
    const fresh = await run(query);
    options.cache?.store(key, fresh);
    return fresh;
  };
  return {
    async search(requests: readonly InstantSearchRequest[]): Promise<{ results: InstantSearchResult[] }> {
      const results = await Promise.all(
        requests.map(async (request) => {
          const query = queryOfRequest(request, options);
          return resultOfAnswer(request, query, await answer(query));
        }),
      );
      return { results };
    },
    // InstantSearch asks for this only from a facet's own search box, which these pages do not have
    searchForFacetValues(): Promise<never> {
      return Promise.reject(new Error('Facet value search is not offered'));
    },
  };
}
