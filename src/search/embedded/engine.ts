import {
  create,
  insertMultiple,
  search,
  type AnyDocument,
  type AnyOrama,
  type Results,
  type SearchParams,
} from '@orama/orama';
import { matchesFilter, type FilterTree } from '../../domain/search/filter-tree.ts';
import { typoAllowances, wordMatches } from '../../domain/search/typos.ts';
import {
  BOOLEAN_FACETS,
  LIST_FACETS,
  RANGE_FIELDS,
  searchWords,
  STRING_FACETS,
  TEXT_FIELDS,
  type SearchDocument,
} from '../document.ts';
import type { SearchAnswer, SearchQuery } from '../query.ts';
import { DEFAULT_SORT } from '../sorts.ts';

/** What the index adds to a document, taken off again before it is answered. */
const INDEX_ONLY_KEYS = ['text'];

type Hit = [id: string, score: number, document: SearchDocument];

/**
 * The order of a sort other than the default: the field (cars without it last either way),
 * then rank, as every engine breaks ties (Typesense: `price:asc,custom_rank:desc`). The
 * default order needs no sorting: documents are indexed in rank order and Orama answers in
 * that order.
 */
function comparator(field: string, direction: 'asc' | 'desc'): (a: Hit, b: Hit) => number {
  const sign = direction === 'asc' ? 1 : -1;
  return (a, b) => {
    const x = a[2][field as keyof SearchDocument];
    const y = b[2][field as keyof SearchDocument];
    const xMissing = typeof x !== 'number';
    const yMissing = typeof y !== 'number';
    if (xMissing || yMissing) return Number(xMissing) - Number(yMissing) || b[2].custom_rank - a[2].custom_rank;
    return sign * ((x as number) - (y as number)) || b[2].custom_rank - a[2].custom_rank;
  };
}

/**
 * Orama's schema: facets are enums (exact values, unlike a tokenised string), the text query
 * runs over one `text` field that joins the TEXT_FIELDS, and the ranges are numbers. Nothing
 * else is indexed (each indexed field costs build time in the browser): the base stock
 * filter is applied before indexing, so a query's filter may name only these fields.
 */
const SCHEMA = {
  id: 'string',
  text: 'string',
  ...Object.fromEntries(STRING_FACETS.map((field) => [field, 'enum'])),
  ...Object.fromEntries(LIST_FACETS.map((field) => [field, 'enum[]'])),
  ...Object.fromEntries(BOOLEAN_FACETS.map((field) => [field, 'boolean'])),
  ...Object.fromEntries(RANGE_FIELDS.map((field) => [field, 'number'])),
} as const;

const NUMBER_FIELDS = new Set<string>(RANGE_FIELDS);
const BOOLEAN_FIELDS = new Set<string>(BOOLEAN_FACETS);
const LIST_FIELDS = new Set<string>(LIST_FACETS);

type IndexedDocument = SearchDocument & { text: string } & Record<string, unknown>;
type Where = Record<string, unknown>;

export interface EmbeddedIndex {
  readonly db: AnyOrama;
  /** Every word of the text field, for the words a query word with typos stands for. */
  readonly vocabulary: readonly string[];
}

/**
 * Indexes a tenant's documents, keeping only those the base stock filter lets through: it
 * is the same for every query of a page view, so it costs nothing per query.
 */
export async function buildEmbeddedIndex(
  documents: readonly SearchDocument[],
  baseFilter: FilterTree,
): Promise<EmbeddedIndex> {
  // Orama's own sort index is not used (see comparator): building it would double the time
  const db = create({ schema: SCHEMA, sort: { enabled: false }, components: { tokenizer: { stemming: false } } });
  const listed = documents
    .filter((document) => matchesFilter(baseFilter, document))
    .map((document): IndexedDocument => ({
      ...document,
      // Orama counts a list facet only on documents that hold a list
      ...Object.fromEntries(LIST_FACETS.map((field) => [field, document[field] ?? []])),
      text: searchWords(TEXT_FIELDS.map((f) => document[f] ?? '').join(' ')),
    }));
  // in rank order: Orama answers in the order documents went in
  await insertMultiple(db, listed as never[], 1000);
  const vocabulary = new Set(listed.flatMap((document) => document.text.split(' ')));
  return { db, vocabulary: [...vocabulary] };
}

function value(field: string, raw: string | number | boolean): string | number | boolean {
  if (BOOLEAN_FIELDS.has(field)) return raw === true || raw === 'true';
  if (NUMBER_FIELDS.has(field)) return Number(raw);
  return String(raw);
}

/** A filter tree as an Orama `where` clause (null: no clause needed). */
function toOramaWhere(tree: FilterTree): Where | null {
  switch (tree.op) {
    case 'and': {
      const parts = tree.all.map(toOramaWhere).filter((part): part is Where => part !== null);
      if (parts.length === 0) return null;
      return parts.length === 1 ? (parts[0] as Where) : { and: parts };
    }
    case 'or':
      return { or: tree.any.map((child) => toOramaWhere(child) ?? {}) };
    case 'not':
      return { not: toOramaWhere(tree.tree) ?? {} };
    case 'eq':
      return BOOLEAN_FIELDS.has(tree.field)
        ? { [tree.field]: value(tree.field, tree.value) }
        : { [tree.field]: { eq: value(tree.field, tree.value) } };
    case 'in':
      return { [tree.field]: { in: tree.values.map((item) => value(tree.field, item)) } };
    case 'gte':
      return { [tree.field]: { gte: tree.value } };
    case 'range':
      return { [tree.field]: { between: [tree.min, tree.max] } };
  }
}

function refinementsWhere(query: SearchQuery): Where[] {
  const clauses: Where[] = [];
  for (const [field, values] of Object.entries(query.refinements)) {
    if (values.length === 0) continue;
    if (BOOLEAN_FIELDS.has(field)) {
      // a boolean refined to both values is no refinement
      const wanted = new Set(values.map((item) => item === 'true'));
      if (wanted.size === 1) clauses.push({ [field]: [...wanted][0] });
    } else if (LIST_FIELDS.has(field)) {
      clauses.push({ [field]: { containsAny: [...values] } });
    } else {
      clauses.push({ [field]: { in: values.map((item) => value(field, item)) } });
    }
  }
  for (const [field, bounds] of Object.entries(query.ranges)) {
    if (bounds?.min !== undefined) clauses.push({ [field]: { gte: bounds.min } });
    if (bounds?.max !== undefined) clauses.push({ [field]: { lte: bounds.max } });
  }
  return clauses;
}

function facetsParam(query: SearchQuery): Record<string, unknown> {
  const facets: Record<string, unknown> = {};
  for (const field of query.facets) {
    if (BOOLEAN_FIELDS.has(field)) facets[field] = { true: true, false: true };
    else if (!NUMBER_FIELDS.has(field)) facets[field] = { limit: query.maxValuesPerFacet, order: 'DESC' };
  }
  return facets;
}

const isDefaultOrder = (query: SearchQuery) =>
  query.sort.field === DEFAULT_SORT.sort.field && query.sort.direction === DEFAULT_SORT.sort.direction;

/** What the words of a query add to a search: Orama's full-text pass, or exact word lookups. */
interface TextPart {
  fullText?: Record<string, unknown>;
  where: Where[];
}

function searchOnce(index: EmbeddedIndex, query: SearchQuery, text: TextPart): Promise<Results<AnyDocument>> {
  const filter = toOramaWhere(query.filter);
  const clauses = [...(filter ? [filter] : []), ...refinementsWhere(query), ...text.where];
  const facets = facetsParam(query);
  const hasWords = query.text.trim() !== '';
  const params = {
    // without words, no full-text pass at all (Orama would score every document)
    ...text.fullText,
    limit: query.hitsPerPage,
    offset: query.page * query.hitsPerPage,
    // with words, Orama would order by relevance: the chosen order applies as in Typesense
    ...(isDefaultOrder(query) && !hasWords ? {} : { sortBy: comparator(query.sort.field, query.sort.direction) }),
    ...(clauses.length > 0 ? { where: clauses.length === 1 ? clauses[0] : { and: clauses } } : {}),
    ...(Object.keys(facets).length > 0 ? { facets } : {}),
  } as unknown as SearchParams<AnyOrama>;
  return search(index.db, params) as Promise<Results<AnyDocument>>;
}

/**
 * The text part of a search with up to `allowance` typos per word (src/domain/search/typos.ts).
 * Orama's own tolerance is one Levenshtein distance for every word, where a swap costs two,
 * so a word with typos is replaced by the words of the index it stands for, looked up
 * exactly: null when one of the words stands for none.
 */
function textPart(index: EmbeddedIndex, words: readonly string[], allowance: number): TextPart | null {
  if (words.length === 0) return { where: [] };
  // every word must match, exactly or as a prefix, as Typesense does (threshold 0)
  if (allowance === 0) return { fullText: { term: words.join(' '), properties: ['text'], threshold: 0 }, where: [] };
  const where: Where[] = [];
  for (const word of words) {
    const found = index.vocabulary.filter((candidate) => wordMatches(word, candidate, allowance));
    if (found.length === 0) return null;
    where.push({ text: found });
  }
  return { where };
}

/** Runs one query of the query model over the index: exact words first, then with typos. */
export async function runEmbeddedQuery(index: EmbeddedIndex, query: SearchQuery): Promise<SearchAnswer> {
  const started = performance.now();
  const words = searchWords(query.text).split(' ').filter(Boolean);
  const [exact, ...withTypos] = typoAllowances(words);
  let result = await searchOnce(index, query, textPart(index, words, exact ?? 0) ?? { where: [] });
  for (const allowance of withTypos) {
    if (result.count > 0) break;
    const text = textPart(index, words, allowance);
    if (text) result = await searchOnce(index, query, text);
  }
  const answerFacets: Record<string, Record<string, number>> = {};
  for (const [field, facet] of Object.entries(result.facets ?? {})) {
    // Orama counts documents without the field under ''
    const counts = Object.entries(facet.values).filter(
      ([value, count]) => count > 0 && value !== '' && value !== 'undefined',
    );
    const top = counts.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, query.maxValuesPerFacet);
    answerFacets[field] = Object.fromEntries(top);
  }
  const hits = result.hits.map((hit) => {
    const document: Record<string, unknown> = { ...(hit.document as unknown as IndexedDocument) };
    for (const key of INDEX_ONLY_KEYS) delete document[key];
    for (const key of LIST_FACETS) if ((document[key] as unknown[]).length === 0) delete document[key];
    return document as SearchDocument;
  });
  return {
    hits,
    count: result.count,
    facets: answerFacets,
    ms: performance.now() - started,
    page: query.page,
    pages: Math.ceil(result.count / query.hitsPerPage),
  };
}
