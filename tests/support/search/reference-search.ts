import { matchesFilter, type FilterTree } from '../../../src/domain/search/filter-tree.ts';
import { typoAllowances, wordMatches } from '../../../src/domain/search/typos.ts';
import { facetValues, searchWords, TEXT_FIELDS, type SearchDocument } from '../../../src/search/document.ts';
import type { SearchAnswer, SearchQuery } from '../../../src/search/query.ts';

const words = (text: string) => searchWords(text).split(' ').filter(Boolean);

/** Every word of the query starts a word of the document's text fields, or is one with its allowed typos. */
function matchesText(document: SearchDocument, text: string, allowance: number): boolean {
  const wanted = words(text);
  if (wanted.length === 0) return true;
  const tokens = words(TEXT_FIELDS.map((field) => document[field] ?? '').join(' '));
  return wanted.every((word) => tokens.some((token) => wordMatches(word, token, allowance)));
}

function matchesRefinements(document: SearchDocument, query: SearchQuery): boolean {
  if (!matchesFilter(query.filter, document)) return false;
  for (const [field, values] of Object.entries(query.refinements)) {
    if (values.length === 0) continue;
    if (!facetValues(document, field).some((value) => values.includes(value))) return false;
  }
  for (const [field, bounds] of Object.entries(query.ranges)) {
    const value = document[field as keyof SearchDocument];
    if (typeof value !== 'number') return false;
    if (bounds?.min !== undefined && value < bounds.min) return false;
    if (bounds?.max !== undefined && value > bounds.max) return false;
  }
  return true;
}

/**
 * The query model answered the slow, obvious way: every document checked, sorted (ties keep
 * rank order), facets counted. What every engine must agree with.
 */
export function referenceSearch(
  documents: readonly SearchDocument[],
  baseFilter: FilterTree,
  query: SearchQuery,
): Omit<SearchAnswer, 'ms'> {
  const listed = documents.filter((document) => matchesFilter(baseFilter, document));
  const refined = listed.filter((document) => matchesRefinements(document, query));
  // exact words first; typos only when fewer typos found nothing
  let matching: SearchDocument[] = [];
  for (const allowance of typoAllowances(words(query.text))) {
    matching = refined.filter((document) => matchesText(document, query.text, allowance));
    if (matching.length > 0) break;
  }
  const { field, direction } = query.sort;
  const sign = direction === 'asc' ? 1 : -1;
  const value = (document: SearchDocument) => document[field as keyof SearchDocument] as number | undefined;
  // documents without the sort field go last; ties keep the rank order (custom_rank descending)
  const sorted = matching
    .map((document, order) => ({ document, order }))
    .sort((a, b) => {
      const x = value(a.document);
      const y = value(b.document);
      if (x === undefined || y === undefined)
        return (x === undefined ? 1 : 0) - (y === undefined ? 1 : 0) || a.order - b.order;
      return sign * (x - y) || a.order - b.order;
    })
    .map((entry) => entry.document);
  const facets: Record<string, Record<string, number>> = {};
  for (const facet of query.facets) {
    const counts: Record<string, number> = {};
    for (const document of matching)
      for (const value of facetValues(document, facet)) counts[value] = (counts[value] ?? 0) + 1;
    const top = Object.entries(counts)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, query.maxValuesPerFacet);
    facets[facet] = Object.fromEntries(top);
  }
  const start = query.page * query.hitsPerPage;
  return {
    hits: sorted.slice(start, start + query.hitsPerPage),
    count: matching.length,
    facets,
    page: query.page,
    pages: Math.ceil(matching.length / query.hitsPerPage),
  };
}
