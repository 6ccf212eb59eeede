import { RANGE_FIELDS, type RangeField } from './document.ts';
import type { RangeBounds } from './query.ts';
import { DEFAULT_SORT, sortIndexName, sortOfIndexName, sortOption } from './sorts.ts';
import type { SearchState } from './url-state.ts';

/** The part of InstantSearch's UI state these pages use (one index). */
export interface IndexUiState {
  query?: string;
  /** 1-based. */
  page?: number;
  sortBy?: string;
  refinementList?: Record<string, string[]>;
  toggle?: Record<string, boolean>;
  range?: Record<string, string>;
}

/** Attributes refined by InstantSearch's toggle widget rather than a list. */
const TOGGLE_ATTRIBUTES: ReadonlySet<string> = new Set(['certified']);

function rangeOf(text: string | undefined): RangeBounds | null {
  if (!text) return null;
  const [min, max] = text.split(':');
  const bounds: RangeBounds = {};
  if (min) bounds.min = Number(min);
  if (max) bounds.max = Number(max);
  return bounds.min === undefined && bounds.max === undefined ? null : bounds;
}

/** A range as InstantSearch's range widget keeps it in its state: 'min:max', either side may be empty. */
function rangeText(bounds: RangeBounds): string {
  return `${bounds.min ?? ''}:${bounds.max ?? ''}`;
}

/**
 * The index's state with `field` refined to `bounds` (an open range removes it) and the page
 * dropped, as any refinement drops it (spec §2).
 */
export function withRange(ui: IndexUiState, field: RangeField, bounds: RangeBounds): IndexUiState {
  const next: IndexUiState = { ...ui, range: { ...ui.range } };
  delete next.page;
  if (bounds.min === undefined && bounds.max === undefined) delete next.range![field];
  else next.range![field] = rangeText(bounds);
  return next;
}

/** InstantSearch's state of the index as the URL's state. */
export function searchStateOf(ui: IndexUiState | undefined): SearchState {
  const refinements: Record<string, string[]> = {};
  for (const [facet, values] of Object.entries(ui?.refinementList ?? {}))
    if (values.length) refinements[facet] = values;
  for (const [facet, on] of Object.entries(ui?.toggle ?? {})) if (on) refinements[facet] = ['true'];
  const ranges: Partial<Record<RangeField, RangeBounds>> = {};
  for (const field of RANGE_FIELDS) {
    const bounds = rangeOf(ui?.range?.[field]);
    if (bounds) ranges[field] = bounds;
  }
  return {
    query: ui?.query ?? '',
    page: ui?.page && ui.page > 1 ? ui.page : 1,
    sortBy: ui?.sortBy ? sortOfIndexName(ui.sortBy).id : DEFAULT_SORT.id,
    refinements,
    ranges,
  };
}

/** The URL's state as InstantSearch's state of the index `collection`. */
export function indexUiStateOf(state: SearchState, collection: string): IndexUiState {
  const ui: IndexUiState = {};
  if (state.query) ui.query = state.query;
  if (state.page > 1) ui.page = state.page;
  if (state.sortBy !== DEFAULT_SORT.id) ui.sortBy = sortIndexName(collection, sortOption(state.sortBy));
  for (const [facet, values] of Object.entries(state.refinements)) {
    if (TOGGLE_ATTRIBUTES.has(facet)) {
      if (values.includes('true')) (ui.toggle ??= {})[facet] = true;
    } else if (values.length > 0) {
      (ui.refinementList ??= {})[facet] = [...values];
    }
  }
  for (const field of RANGE_FIELDS) {
    const bounds = state.ranges[field];
    if (bounds) (ui.range ??= {})[field] = rangeText(bounds);
  }
  return ui;
}
