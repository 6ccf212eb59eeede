import { rangeSliderValue, type SliderBounds } from '../domain/search/sliders.ts';
import { RANGE_FIELDS, type RangeField } from './document.ts';
import type { RangeBounds } from './query.ts';
import { DEFAULT_SORT, sortOption } from './sorts.ts';
import { SEARCH_PATH } from '../site-urls.ts';

/**
 * What a search URL says (spec §2 "Filters live in the query string: query, page, sortBy,
 * and one parameter per facet"): each facet's values as a repeated parameter
 * (make=Toyota&make=Mazda), each range as min-max (price=5000-250000, either side may be
 * empty), page counted from 1.
 */
export interface SearchState {
  query: string;
  /** 1-based. */
  page: number;
  /** A sort option id; the default order is left out of URLs. */
  sortBy: string;
  refinements: Readonly<Record<string, readonly string[]>>;
  ranges: Readonly<Partial<Record<RangeField, RangeBounds>>>;
}

export const EMPTY_SEARCH_STATE: SearchState = {
  query: '',
  page: 1,
  sortBy: DEFAULT_SORT.id,
  refinements: {},
  ranges: {},
};

const RESERVED = new Set(['query', 'page', 'sortBy']);

function parseRange(raw: string): RangeBounds | null {
  const match = /^(\d*)-(\d*)$/.exec(raw.trim());
  if (!match) return null;
  const [, min, max] = match as unknown as [string, string, string];
  const bounds: RangeBounds = {};
  if (min !== '') bounds.min = Number(min);
  if (max !== '') bounds.max = Number(max);
  return bounds.min === undefined && bounds.max === undefined ? null : bounds;
}

function formatRange(bounds: RangeBounds): string {
  return `${bounds.min ?? ''}-${bounds.max ?? ''}`;
}

/** The query parameters a search URL may carry (`facets`: the parameter names that are facets). */
export function searchParamNames(facets: readonly string[]): string[] {
  return [...RESERVED, ...RANGE_FIELDS, ...facets.filter((facet) => !RESERVED.has(facet))];
}

/** Reads the query string over a route's presets; `facets` are the parameter names that are facets. */
export function parseSearchParams(
  params: URLSearchParams,
  facets: readonly string[],
  presets: Readonly<Record<string, readonly string[]>> = {},
): SearchState {
  const refinements: Record<string, string[]> = Object.fromEntries(
    Object.entries(presets).map(([facet, values]) => [facet, [...values]]),
  );
  for (const facet of facets) {
    if (RESERVED.has(facet) || !params.has(facet)) continue;
    // a facet named in the URL replaces its preset; an empty value clears it
    refinements[facet] = [...new Set(params.getAll(facet).filter((value) => value !== ''))];
  }
  const ranges: Partial<Record<RangeField, RangeBounds>> = {};
  for (const field of RANGE_FIELDS) {
    const bounds = parseRange(params.get(field) ?? '');
    if (bounds) ranges[field] = bounds;
  }
  const page = Number(params.get('page'));
  return {
    query: params.get('query')?.trim() ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sortBy: sortOption(params.get('sortBy')).id,
    refinements: Object.fromEntries(Object.entries(refinements).filter(([, values]) => values.length > 0)),
    ranges,
  };
}

const sameValues = (a: readonly string[] = [], b: readonly string[] = []) =>
  a.length === b.length && a.every((value) => b.includes(value));

/** Whether the state still holds every preset of a route (extra refinements allowed). */
function keepsPresets(state: SearchState, presets: Readonly<Record<string, readonly string[]>>): boolean {
  return Object.entries(presets).every(([facet, values]) => sameValues(state.refinements[facet], values));
}

/** The path a search is at: the route's own while it keeps the route's presets, else /search. */
export function searchPathOf(
  state: SearchState,
  route: { path: string; presets: Readonly<Record<string, readonly string[]>> },
): string {
  return keepsPresets(state, route.presets) ? route.path : SEARCH_PATH;
}

/**
 * The URL of a state, seen from a route: the route's own path while the state keeps its
 * presets (only what differs goes in the query string), else the general search route
 * with everything in the query string. So /search/toyota?body=SUV, and unticking Toyota there
 * leads to /search?body=SUV.
 */
export function searchHref(
  state: SearchState,
  route: { path: string; presets: Readonly<Record<string, readonly string[]>> },
): string {
  const onRoute = keepsPresets(state, route.presets);
  const path = searchPathOf(state, route);
  const params = new URLSearchParams();
  if (state.query) params.set('query', state.query);
  for (const [facet, values] of Object.entries(state.refinements).sort(([a], [b]) => a.localeCompare(b))) {
    if (onRoute && route.presets[facet]) continue;
    for (const value of values) params.append(facet, value);
  }
  for (const field of RANGE_FIELDS) {
    const bounds = state.ranges[field];
    if (bounds && (bounds.min !== undefined || bounds.max !== undefined)) params.set(field, formatRange(bounds));
  }
  if (state.sortBy !== DEFAULT_SORT.id) params.set('sortBy', state.sortBy);
  if (state.page > 1) params.set('page', String(state.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * spec §5 for ranges read from a URL as for a slider: price and km rounded to the nearest
 * 1000 and clamped, years whole; a bound outside the site's range is ignored and reported
 * through `log` (spec §8: logged only), never shown to the shopper as an error.
 */
export function rangesWithin(
  state: SearchState,
  bounds: Readonly<Record<RangeField, SliderBounds>>,
  log: (message: string) => void,
): SearchState {
  const ranges: Partial<Record<RangeField, RangeBounds>> = {};
  for (const field of RANGE_FIELDS) {
    const wanted = state.ranges[field];
    if (!wanted) continue;
    const kept: RangeBounds = {};
    for (const end of ['min', 'max'] as const) {
      const value = wanted[end];
      if (value === undefined) continue;
      const settled = rangeSliderValue(field, value, bounds[field]);
      if ('value' in settled) kept[end] = settled.value;
      else log(`The ${field} range ignored its ${end} ${value}: ${settled.rejected}`);
    }
    if (kept.min !== undefined || kept.max !== undefined) ranges[field] = kept;
  }
  return { ...state, ranges };
}
