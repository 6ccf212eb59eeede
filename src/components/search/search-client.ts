import { embeddedSearchClient, type QueryRunner } from '../../search/embedded/search-client.ts';
import { searchResultCache } from '../../stores/search.ts';
import { indexRunnerOf } from './index-runner.ts';
import type { SearchAppProps } from '../../views/search/search-app-props.ts';

/** What InstantSearch is given: a client of either engine. */
interface AnySearchClient {
  search(requests: never): Promise<unknown>;
}

export interface IslandSearchClient {
  client: AnySearchClient;
  /** Gets the engine ready before the first refinement (the embedded index builds in a worker). */
  warm(): void;
}

/**
 * The search client of the island. At build time the page hands in a runner over the
 * build's documents; in the browser the embedded engine runs in a worker, or the Typesense
 * adapter is loaded on first use (so embedded sites never download it).
 */
export function islandSearchClient(props: SearchAppProps, buildRunner?: QueryRunner): IslandSearchClient {
  const allFacets = [...props.facets.map((facet) => facet.attribute), ...props.hiddenFacets];
  const options = {
    priceAscendingExcludesZero: props.priceAscendingExcludesZero,
    allFacets,
    cache: searchResultCache,
  };
  if (buildRunner) return { client: embeddedSearchClient(buildRunner, options), warm: () => undefined };
  const runner = indexRunnerOf(props);
  if (runner) return { client: embeddedSearchClient(runner.run, options), warm: runner.warm };
  let typesense: Promise<{ search(requests: unknown): Promise<unknown> }> | null = null;
  const load = () =>
    (typesense ??= import('./typesense-client.ts').then(
      (module) => module.typesenseIslandClient(props) as unknown as { search(requests: unknown): Promise<unknown> },
    ));
  const client = { search: (requests: unknown) => load().then((loaded) => loaded.search(requests)) };
  return { client, warm: () => void load() };
}
