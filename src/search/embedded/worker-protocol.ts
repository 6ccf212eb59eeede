import type { FilterTree } from '../../domain/search/filter-tree.ts';
import type { SearchAnswer, SearchQuery } from '../query.ts';

/** Messages between the search island and the Web Worker that holds the index. */
export type ToWorker =
  { type: 'load'; documentsUrl: string; baseFilter: FilterTree } | { type: 'query'; id: number; query: SearchQuery };

export type FromWorker =
  { type: 'answer'; id: number; answer: SearchAnswer } | { type: 'failed'; id: number | null; message: string };
