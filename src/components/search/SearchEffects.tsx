import { useEffect, useRef } from 'react';
import { useConfigure, useInstantSearch, useInstantSearchContext, useRefinementList } from 'react-instantsearch-core';
import { SEARCH_PAGE_SIZE } from '../../domain/search/paging.ts';
import { queryKey } from '../../domain/search/query-key.ts';
import { indexUiStateOf, searchStateOf } from '../../search/ui-state.ts';
import { searchPathOf, type SearchState } from '../../search/url-state.ts';
import { $searchState, recordSearch, saveSearches } from '../../stores/search.ts';
import type { SearchAppProps } from '../../views/search/search-app-props.ts';
import { whenIdle } from './when-idle.ts';
import { holdLoadingRender } from './hold-loading-render.ts';

/** The search history's write waits for the browser's idle time, a second at most. */
const IDLE_WRITE = { timeout: 1000, fallbackMs: 200 };
/** A search slower than this is drawn as loading; the embedded engine answers well before. */
const LOADING_RENDER_DELAY_MS = 100;

/** A facet the page can be refined by (a route's preset, a make's models) without a list of its own. */
function HiddenFacet({ attribute }: { attribute: string }) {
  useRefinementList({ attribute, operator: 'or', limit: 1 });
  return null;
}

/**
 * What the search does beside drawing: 21 results a page (spec §9), the hidden facets, and
 * the state shared with other
 * islands (spec §4): written to $searchState and the search history after each change, and
 * searched again when someone else sets $searchState.
 */
export function SearchEffects(props: SearchAppProps & { goLive(): SearchState }) {
  const { collection, hiddenFacets, route, goLive } = props;
  useConfigure({ hitsPerPage: SEARCH_PAGE_SIZE });
  const search = useInstantSearchContext();
  useEffect(() => holdLoadingRender(search, LOADING_RENDER_DELAY_MS), [search]);
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const lastKey = useRef<string | null>(null);

  // hydrated over the build's first page: now the URL's own refinements (a shared link) apply
  useEffect(() => {
    const fromUrl = goLive();
    if (queryKey(fromUrl) === queryKey(searchStateOf(indexUiState))) return;
    // after InstantSearch's own start, which skips searches while it takes the build's results
    const timer = window.setTimeout(() => setIndexUiState(indexUiStateOf(fromUrl, collection)), 0);
    return () => window.clearTimeout(timer);
    // once, on hydration
  }, []);

  useEffect(() => {
    const state = searchStateOf(indexUiState);
    const key = queryKey(state);
    if (key === lastKey.current) return;
    const first = lastKey.current === null;
    lastKey.current = key;
    $searchState.set(state);
    // the address is written a little later (url-router.ts): the path comes from the state
    if (!first) recordSearch(searchPathOf(state, route), state, (write) => whenIdle(write, IDLE_WRITE));
  }, [indexUiState, route]);

  useEffect(() => {
    window.addEventListener('pagehide', saveSearches);
    return () => window.removeEventListener('pagehide', saveSearches);
  }, []);

  useEffect(
    () =>
      $searchState.listen((state) => {
        const key = queryKey(state);
        if (key === lastKey.current) return;
        lastKey.current = key;
        setIndexUiState(indexUiStateOf(state, collection));
      }),
    [collection, setIndexUiState],
  );

  return (
    <>
      {hiddenFacets.map((attribute) => (
        <HiddenFacet key={attribute} attribute={attribute} />
      ))}
    </>
  );
}
