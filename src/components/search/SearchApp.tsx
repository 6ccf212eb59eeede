import { useEffect, useMemo, useRef, useState } from 'react';
import { InstantSearch, InstantSearchSSRProvider, type InstantSearchServerState } from 'react-instantsearch-core';
import type { QueryRunner } from '../../search/embedded/search-client.ts';
import { indexUiStateOf, searchStateOf, type IndexUiState } from '../../search/ui-state.ts';
import type { SearchState } from '../../search/url-state.ts';
import { AddHeldWidgets, HoldWidgets } from './discovery-batch.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { FilterDrawer } from './FilterDrawer.tsx';
import { replayInputBeforeHydration } from '../islands/early-input.ts';
import { Results } from './Results.tsx';
import { SearchEffects } from './SearchEffects.tsx';
import { islandSearchClient } from './search-client.ts';
import { loadIndexOn } from './index-loading.ts';
import type { SearchAppProps } from '../../views/search/search-app-props.ts';
import { searchRouter } from './url-router.ts';

type Props = SearchAppProps & {
  /** Only when the page renders its first results at build time. */
  buildRunner?: QueryRunner;
  /** A render only to collect the widgets (getServerState's first pass): they are added at once. */
  discovery?: boolean;
};

/**
 * The stock search island (spec §2 Search page): react-instantsearch over the site's engine,
 * with the URL as the state. The build renders the first page of results into the HTML; the
 * island hydrates over it without searching again, and loads the engine's index when
 * `indexLoading` says.
 */
export function SearchApp(props: Props) {
  const { collection, route, facets, hiddenFacets, serverUrl } = props;
  const search = useMemo(() => islandSearchClient(props, props.buildRunner), [props]);
  const router = useMemo(
    () => searchRouter(route, [...facets.map((facet) => facet.attribute), ...hiddenFacets], serverUrl, props.bounds),
    [route, facets, hiddenFacets, serverUrl, props.bounds],
  );
  const routing = useMemo(() => {
    return {
      router,
      stateMapping: {
        $$type: 'dealer-search',
        stateToRoute: (ui: Record<string, IndexUiState>): SearchState => searchStateOf(ui[collection]),
        routeToState: (state: SearchState): Record<string, IndexUiState> => ({
          [collection]: indexUiStateOf(state, collection),
        }),
      },
    };
  }, [collection, router]);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // set once hydrated: tests and styles can tell the static first page from the live search
  const [ready, setReady] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setReady(true);
    // what the shopper tapped and typed while the island's code was on its way happens now
    return root.current ? replayInputBeforeHydration(root.current) : undefined;
  }, []);
  useEffect(() => {
    if (!root.current) return;
    return loadIndexOn(props.indexLoading, root.current, search.warm);
  }, [props.indexLoading, search]);

  const app = (
    <InstantSearch
      searchClient={search.client as never}
      indexName={collection}
      routing={routing as never}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      {props.discovery && <HoldWidgets />}
      <SearchEffects {...props} goLive={router.goLive} />
      <div ref={root} className="stock-search" data-ready={ready ? 'true' : undefined}>
        <aside className="stock-search__sidebar" aria-labelledby="sidebar-filters-heading">
          {/* the sections' headings are h3: this keeps the outline whole (h1 page, h2 filters) */}
          <h2 id="sidebar-filters-heading" className="visually-hidden">
            Filters
          </h2>
          <FilterPanel {...props} idPrefix="sidebar" />
        </aside>
        <div className="stock-search__results">
          <Results {...props} onOpenFilters={() => setDrawerOpen(true)} currentSearch={router.current} />
        </div>
      </div>
      {drawerOpen && <FilterDrawer {...props} onClose={() => setDrawerOpen(false)} />}
      {props.discovery && <AddHeldWidgets />}
    </InstantSearch>
  );
  const serverState = props.serverState as InstantSearchServerState | undefined;
  return serverState ? <InstantSearchSSRProvider {...serverState}>{app}</InstantSearchSSRProvider> : app;
}
