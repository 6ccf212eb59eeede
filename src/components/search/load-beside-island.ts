import { ISLAND_INTENT_EVENT } from '../../build/client/intent-event.ts';
import type { SearchAppProps } from '../../views/search/search-app-props.ts';
import { indexRunnerOf } from './index-runner.ts';
import { loadSearchPageData } from './page-data-file.ts';

/** What the page tells its script about the search: its data file, and its engine. */
export type SearchBesideIsland = Pick<SearchAppProps, 'engine' | 'baseStock'> & { dataHref: string };

/**
 * At the shopper's first move on the search, its data file and the engine's index start
 * loading beside the island's code: the index builds in its worker while React and the island
 * are evaluated, so a first click waits for the slower of the two rather than for both in turn.
 * The page names them in `data-search-beside` (JSON).
 */
export function loadSearchBesideIsland(page: Document, island: string): void {
  const source = page.querySelector<HTMLElement>('[data-search-beside]')?.dataset.searchBeside;
  const host = page.querySelector(island)?.closest('astro-island');
  if (!source || !host) return;
  const search = JSON.parse(source) as SearchBesideIsland;
  host.addEventListener(
    ISLAND_INTENT_EVENT,
    () => {
      indexRunnerOf(search)?.warm();
      void loadSearchPageData(search.dataHref);
    },
    { once: true },
  );
}
