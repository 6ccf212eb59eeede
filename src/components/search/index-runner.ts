import { baseStockFilter } from '../../domain/search/base-stock.ts';
import { workerQueryRunner, type WorkerRunner } from '../../search/embedded/worker-runner.ts';
import type { SearchAppProps } from '../../views/search/search-app-props.ts';

/** One engine worker per page and index, whoever asks first: the page's script or the island. */
const runners = new Map<string, WorkerRunner>();

/**
 * The embedded engine's runner for a search page (null for Typesense, which has no index to
 * load): the page's script starts it as the island begins to hydrate, and the island, which
 * asks next, gets the same one, with its index already on the way.
 */
export function indexRunnerOf(props: Pick<SearchAppProps, 'engine' | 'baseStock'>): WorkerRunner | null {
  const { engine } = props;
  if (engine.kind !== 'embedded') return null;
  let runner = runners.get(engine.documentsUrl);
  if (!runner) {
    runner = workerQueryRunner(engine.documentsUrl, () => baseStockFilter(props.baseStock, new Date()));
    runners.set(engine.documentsUrl, runner);
  }
  return runner;
}
