import type { FilterTree } from '../../domain/search/filter-tree.ts';
import type { SearchAnswer, SearchQuery } from '../query.ts';
import type { QueryRunner } from './search-client.ts';
import type { FromWorker, ToWorker } from './worker-protocol.ts';

export interface WorkerRunner {
  run: QueryRunner;
  /** Starts loading the documents and building the index, if not yet started. */
  warm(): void;
}

/**
 * Runs the embedded engine in a Web Worker, started on the first query or warm-up (never
 * during server rendering). The documents are fetched once per page view.
 */
export function workerQueryRunner(documentsUrl: string, baseFilter: () => FilterTree): WorkerRunner {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve(answer: SearchAnswer): void; reject(error: Error): void }>();

  const start = (): Worker => {
    if (worker) return worker;
    const started = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'search-index' });
    started.addEventListener('message', (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      if (message.type === 'answer') {
        pending.get(message.id)?.resolve(message.answer);
        pending.delete(message.id);
        return;
      }
      // a failed load fails every query waiting on it, and the next query tries again
      const failed = message.id === null ? [...pending.keys()] : [message.id];
      for (const id of failed) {
        pending.get(id)?.reject(new Error(message.message));
        pending.delete(id);
      }
      if (message.id === null) {
        started.terminate();
        worker = null;
      }
    });
    started.postMessage({ type: 'load', documentsUrl, baseFilter: baseFilter() } satisfies ToWorker);
    worker = started;
    return started;
  };

  return {
    warm: () => void start(),
    run: (query: SearchQuery) =>
      new Promise<SearchAnswer>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        start().postMessage({ type: 'query', id, query } satisfies ToWorker);
      }),
  };
}
