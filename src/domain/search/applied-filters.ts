import { formatKilometres, formatPrice } from '../format.ts';
import { facetValueLabel } from './facets.ts';
import type { RangeSliderField } from './sliders.ts';

/** The search page's range sliders by the titles shoppers read (spec §2). */
export const RANGE_TITLES: Readonly<Record<RangeSliderField, string>> = {
  price: 'Price',
  km: 'Kilometres',
  year: 'Year',
};

const RANGE_ORDER: readonly RangeSliderField[] = ['price', 'km', 'year'];

/** A slider's value as shoppers read it: $30,000, 12,345 km, 2021 (spec §9 formats). */
export function formatRangeValue(field: RangeSliderField, value: number): string {
  if (field === 'price') return formatPrice(value);
  if (field === 'km') return formatKilometres(value);
  return String(value);
}

interface RangeBounds {
  min?: number;
  max?: number;
}

/** What a search is filtered by, as its URL says (src/search/url-state.ts's SearchState fits). */
interface FilterState {
  query: string;
  refinements: Readonly<Record<string, readonly string[]>>;
  ranges: Readonly<Partial<Record<RangeSliderField, RangeBounds>>>;
}

/**
 * One refinement a shopper can remove on its own: the keyword, one value of a facet, or one
 * range. `key` names it and its value, so a range moved elsewhere is another filter.
 */
export type AppliedFilter =
  | { kind: 'query'; key: string; label: string }
  | { kind: 'value'; key: string; label: string; facet: string; value: string }
  | { kind: 'range'; key: string; label: string; field: RangeSliderField };

function rangeLabel(field: RangeSliderField, bounds: RangeBounds): string {
  const title = RANGE_TITLES[field];
  const { min, max } = bounds;
  if (min !== undefined && max !== undefined)
    return `${title}: ${formatRangeValue(field, min)} – ${formatRangeValue(field, max)}`;
  if (min !== undefined) return `${title}: from ${formatRangeValue(field, min)}`;
  return `${title}: up to ${formatRangeValue(field, max ?? 0)}`;
}

function valueLabel(title: string, facet: string, value: string): string {
  // a switch such as the certified toggle reads as its own title
  if (value === 'true') return title;
  return `${title}: ${facetValueLabel(facet, value)}`;
}

/**
 * The filters applied to a search, one per refinement, labelled for shoppers ('Make: Toyota',
 * 'Price: $5,000 – $30,000', 'Keyword: ev'), in the order the site writes a search URL:
 * keyword, facets by name, then price, km and year. `facetTitles` names each facet as the
 * sidebar does; a facet without a title shows its attribute name.
 */
export function appliedFilters(state: FilterState, facetTitles: Readonly<Record<string, string>>): AppliedFilter[] {
  const filters: AppliedFilter[] = [];
  if (state.query) filters.push({ kind: 'query', key: 'query', label: `Keyword: ${state.query}` });
  const facets = Object.keys(state.refinements).sort((a, b) => a.localeCompare(b));
  for (const facet of facets) {
    const title = facetTitles[facet] ?? facet;
    for (const value of state.refinements[facet] ?? [])
      filters.push({ kind: 'value', key: `${facet}=${value}`, label: valueLabel(title, facet, value), facet, value });
  }
  for (const field of RANGE_ORDER) {
    const bounds = state.ranges[field];
    if (!bounds || (bounds.min === undefined && bounds.max === undefined)) continue;
    const key = `${field}=${bounds.min ?? ''}-${bounds.max ?? ''}`;
    filters.push({ kind: 'range', key, label: rangeLabel(field, bounds), field });
  }
  return filters;
}

/** The state without one filter; everything else as it was. */
export function withoutFilter<S extends FilterState>(state: S, filter: AppliedFilter): S {
  if (filter.kind === 'query') return { ...state, query: '' };
  if (filter.kind === 'range') {
    const ranges: Partial<Record<RangeSliderField, RangeBounds>> = { ...state.ranges };
    delete ranges[filter.field];
    return { ...state, ranges };
  }
  const refinements: Record<string, readonly string[]> = { ...state.refinements };
  const left = (refinements[filter.facet] ?? []).filter((value) => value !== filter.value);
  if (left.length > 0) refinements[filter.facet] = left;
  else delete refinements[filter.facet];
  return { ...state, refinements };
}

/** The state with no filter at all (the order and anything else kept). */
export function withoutFilters<S extends FilterState>(state: S): S {
  return { ...state, query: '', refinements: {}, ranges: {} };
}

/**
 * The filters' keys in the order they were applied, kept across changes: keys still applied
 * keep their place, new ones go last (in the order given). So the last key is the filter
 * applied most recently; for a page opened from a URL, where nothing was applied yet, the
 * order given (the URL's) stands.
 */
export function appliedOrder(previous: readonly string[], current: readonly string[]): string[] {
  const now = new Set(current);
  const kept = previous.filter((key) => now.has(key));
  const seen = new Set(kept);
  return [...kept, ...current.filter((key) => !seen.has(key))];
}
