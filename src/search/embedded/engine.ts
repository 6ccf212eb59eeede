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
import { scanDocuments } from './scan.ts';
import { DEFAULT_SORT } from '../sorts.ts';

/** What the index adds to a document, taken off again before it is answered. */
const INDEX_ONLY_KEYS = ['text'];

type Hit = [id: string, score: number, document: SearchDocument];

/**
 * The order of a sort other than the default: the field (cars without it last either way),
 * then rank, as every engine breaks ties (Typesense: `price:asc,custom_rank:desc`). The
 * default order needs no sorting: documents are indexed in rank order and answered in
 * that order.
 */
function documentOrder(field: string, direction: 'asc' | 'desc'): (a: SearchDocument, b: SearchDocument) => number {
  const sign = direction === 'asc' ? 1 : -1;
  return (a, b) => {
    const x = a[field as keyof SearchDocument];
    const y = b[field as keyof SearchDocument];
    const xMissing = typeof x !== 'number';
    const yMissing = typeof y !== 'number';
    if (xMissing || yMissing) return Number(xMissing) - Number(yMissing) || b.custom_rank - a.custom_rank;
    return sign * ((x as number) - (y as number)) || b.custom_rank - a.custom_rank;
  };
}

/** The same order over Orama's hits. */
function comparator(field: string, direction: 'asc' | 'desc'): (a: Hit, b: Hit) => number {
  const order = documentOrder(field, direction);
  return (a, b) => order(a[2], b[2]);
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

/** Orama's index, for queries with words. */
interface WordIndex {
  readonly db: AnyOrama;
  /** Every word of the text field, for the words a query word with typos stands for. */
  readonly vocabulary: readonly string[];
}

export interface EmbeddedIndex {
  /** The documents the base stock filter lets through, in rank order. */
  readonly listed: readonly IndexedDocument[];
  /** Orama's index of them: built once, when first asked for (a query with words). */
  readonly words: () => Promise<WordIndex>;
}

/** Documents inserted between two pauses of the word index's build. */
const INSERT_SLICE = 100;

async function buildWordIndex(listed: readonly IndexedDocument[], pause: () => Promise<void>): Promise<WordIndex> {
  // Orama's own sort index is not used (see comparator): building it would double the time
  const db = create({ schema: SCHEMA, sort: { enabled: false }, components: { tokenizer: { stemming: false } } });
  // in rank order: Orama answers in the order documents went in
  for (let start = 0; start < listed.length; start += INSERT_SLICE) {
    await insertMultiple(db, listed.slice(start, start + INSERT_SLICE) as never[], INSERT_SLICE);
    await pause();
  }
  const vocabulary = new Set(listed.flatMap((document) => document.text.split(' ')));
  return { db, vocabulary: [...vocabulary] };
}

/**
 * Lists a tenant's documents, keeping only those the base stock filter lets through: it is
 * the same for every query of a page view, so it costs nothing per query. A query without
 * words is one pass over them; Orama's index, which takes a second or so of a phone's
 * time to build, waits for the first query with words or for `words()`. `pause` runs
 * between slices of that build, so a worker can answer queries in between.
 */
export function buildEmbeddedIndex(
  documents: readonly SearchDocument[],
  baseFilter: FilterTree,
  pause: () => Promise<void> = () => Promise.resolve(),
): EmbeddedIndex {
  const listed = documents
    .filter((document) => matchesFilter(baseFilter, document))
    .map((document): IndexedDocument => ({
      ...document,
      // Orama counts a list facet only on documents that hold a list
      ...Object.fromEntries(LIST_FACETS.map((field) => [field, document[field] ?? []])),
      text: searchWords(TEXT_FIELDS.map((f) => document[f] ?? '').join(' ')),
    }));
  let words: Promise<WordIndex> | null = null;
  return { listed, words: () => (words ??= buildWordIndex(listed, pause)) };
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

function searchOnce(index: WordIndex, query: SearchQuery, text: TextPart): Promise<Results<AnyDocument>> {
  const filter = toOramaWhere(query.filter);
  const clauses = [...(filter ? [filter] : []), ...refinementsWhere(query), ...text.where];
  const facets = facetsParam(query);
  const params = {
    ...text.fullText,
    limit: query.hitsPerPage,
    offset: query.page * query.hitsPerPage,
    // Orama would order by relevance: the chosen order applies as in Typesense
    sortBy: comparator(query.sort.field, query.sort.direction),
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
function textPart(index: WordIndex, words: readonly string[], allowance: number): TextPart | null {
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

/** A facet's counts as answered: values no document holds left out, the most held first. */
function topValues(values: Record<string, number>, max: number): Record<string, number> {
  // Orama counts documents without the field under ''
  const counts = Object.entries(values).filter(([value, count]) => count > 0 && value !== '' && value !== 'undefined');
  return Object.fromEntries(counts.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, max));
}

/** An indexed document as answered: without what only the index needs. */
function answeredDocument(indexed: IndexedDocument): SearchDocument {
  const document: Record<string, unknown> = { ...indexed };
  for (const key of INDEX_ONLY_KEYS) delete document[key];
  for (const key of LIST_FACETS) if ((document[key] as unknown[]).length === 0) delete document[key];
  return document as SearchDocument;
}

type Found = Pick<SearchAnswer, 'count'> & { hits: IndexedDocument[]; facets: Record<string, Record<string, number>> };

/** A query without words: one pass over the listed documents (scan.ts), then its order and page. */
function scanned(index: EmbeddedIndex, query: SearchQuery): Found {
  const { matching, counts } = scanDocuments(index.listed, query);
  if (!isDefaultOrder(query)) matching.sort(documentOrder(query.sort.field, query.sort.direction));
  const start = query.page * query.hitsPerPage;
  return { hits: matching.slice(start, start + query.hitsPerPage), count: matching.length, facets: counts };
}

/** A query with words on Orama's index: exact words first, then with typos. */
async function searchedForWords(index: EmbeddedIndex, query: SearchQuery, words: readonly string[]): Promise<Found> {
  const wordIndex = await index.words();
  const [exact, ...withTypos] = typoAllowances(words);
  let result = await searchOnce(wordIndex, query, textPart(wordIndex, words, exact ?? 0) ?? { where: [] });
  for (const allowance of withTypos) {
    if (result.count > 0) break;
    const text = textPart(wordIndex, words, allowance);
    if (text) result = await searchOnce(wordIndex, query, text);
  }
  return {
    hits: result.hits.map((hit) => hit.document as unknown as IndexedDocument),
    count: result.count,
    facets: Object.fromEntries(Object.entries(result.facets ?? {}).map(([field, facet]) => [field, facet.values])),
  };
}

/** Runs one query of the query model over the index. */
export async function runEmbeddedQuery(index: EmbeddedIndex, query: SearchQuery): Promise<SearchAnswer> {
  const started = performance.now();
  const words = searchWords(query.text).split(' ').filter(Boolean);
  const found = words.length === 0 ? scanned(index, query) : await searchedForWords(index, query, words);
  return {
    hits: found.hits.map(answeredDocument),
    count: found.count,
    facets: Object.fromEntries(
      Object.entries(found.facets).map(([field, values]) => [field, topValues(values, query.maxValuesPerFacet)]),
    ),
    ms: performance.now() - started,
    page: query.page,
    pages: Math.ceil(found.count / query.hitsPerPage),
  };
}
