import { CARD_FIELDS } from './card-view.ts';
import type { SidebarFacet } from './sidebar.ts';

/**
 * InstantSearch's server state as far as it is trimmed here: per index, the search state
 * and the results (the main query's, then one per refined facet).
 */
interface ServerResult {
  hits?: Record<string, unknown>[];
  processingTimeMS?: number;
  facets?: Record<string, Record<string, number>>;
}
interface ServerIndex {
  state?: { disjunctiveFacetsRefinements?: Record<string, readonly string[]> };
  results?: ServerResult[];
}
export interface ServerState {
  initialResults: Record<string, ServerIndex>;
}

/** What decides which facet values the first render can show. */
export interface FirstPageFacets {
  facets: readonly SidebarFacet[];
  modelsByMake: Readonly<Record<string, readonly string[]>>;
}

const HIT_KEYS = new Set<string>(['objectID', ...CARD_FIELDS]);

/**
 * The values a list can show: its first `limit` by count, every value tied with the last of
 * them (the widget breaks ties itself, so none it might pick is dropped), and `keep`.
 */
function topValues(counts: Record<string, number>, limit: number, keep: ReadonlySet<string>): Record<string, number> {
  const sorted = Object.values(counts).sort((a, b) => b - a);
  const least = sorted.length <= limit ? -Infinity : limit === 0 ? Infinity : (sorted[limit - 1] ?? Infinity);
  return Object.fromEntries(Object.entries(counts).filter(([value, count]) => count >= least || keep.has(value)));
}

/** How many values of each facet the page can show before it searches again. */
function shownLimits(facets: readonly SidebarFacet[]): Map<string, number> {
  // the makes' list opens whole ('Show all makes') and the certified toggle reads both values
  return new Map(facets.map((facet) => [facet.attribute, facet.kind === 'checkbox' ? facet.limit : Infinity]));
}

/**
 * The server state a search page carries in its HTML, cut to its first render: each result
 * with the card's fields only, and each facet with the values its list shows (a refined
 * make's models; a facet without a list, its refined values). Any change of the search asks
 * the engine again, which answers in full.
 */
export function firstPageState(state: ServerState, page: FirstPageFacets): ServerState {
  const limits = shownLimits(page.facets);
  const initialResults = Object.fromEntries(
    Object.entries(state.initialResults).map(([name, index]) => {
      const refined = index.state?.disjunctiveFacetsRefinements ?? {};
      const keep = (attribute: string) => new Set(refined[attribute] ?? []);
      const models = new Set((refined.make ?? []).flatMap((make) => page.modelsByMake[make] ?? []));
      const facetsOf = (facets: Record<string, Record<string, number>>) =>
        Object.fromEntries(
          Object.entries(facets).map(([attribute, counts]) => {
            const kept = keep(attribute);
            if (attribute === 'model') for (const model of models) kept.add(model);
            return [attribute, topValues(counts, limits.get(attribute) ?? 0, kept)];
          }),
        );
      const results = index.results?.map((result) => ({
        ...result,
        // the build's own search time: a constant keeps the page the same when its stock is (publish sends only changed files)
        processingTimeMS: 0,
        ...(result.hits
          ? {
              hits: result.hits.map((hit) =>
                Object.fromEntries(Object.entries(hit).filter(([key]) => HIT_KEYS.has(key))),
              ),
            }
          : {}),
        ...(result.facets ? { facets: facetsOf(result.facets) } : {}),
      }));
      return [name, { ...index, ...(results ? { results } : {}) }];
    }),
  );
  return { ...state, initialResults };
}
