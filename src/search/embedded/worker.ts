/// <reference lib="webworker" />
// The embedded engine off the main thread: fetches the tenant's documents once and answers
// queries, so indexing never blocks a tap or a paint. Queries without words are answered as
// soon as the documents are read; Orama's index for words is built after, a slice at a time,
// with the queries that arrive meanwhile answered between slices.
import { unshipDocument, type ShippedDocument } from '../shipped-documents.ts';
import { buildEmbeddedIndex, runEmbeddedQuery, type EmbeddedIndex } from './engine.ts';
import type { FromWorker, ToWorker } from './worker-protocol.ts';

declare const self: DedicatedWorkerGlobalScope;

let index: Promise<EmbeddedIndex> | null = null;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const reply = (message: FromWorker) => self.postMessage(message);

self.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'load') {
    index = fetch(message.documentsUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`search documents: HTTP ${response.status}`);
        return response.json() as Promise<ShippedDocument[]>;
      })
      .then((shipped) => {
        const built = buildEmbeddedIndex(shipped.map(unshipDocument), message.baseFilter, nextTask);
        // after the first answers: a query already waiting goes first
        void nextTask().then(built.words);
        return built;
      });
    // a failed load fails the queries waiting on it (the runner then starts a new worker)
    index.catch((error: unknown) => reply({ type: 'failed', id: null, message: String(error) }));
    return;
  }
  const loaded = index;
  if (!loaded) {
    reply({ type: 'failed', id: message.id, message: 'the index was never loaded' });
    return;
  }
  loaded
    .then((built) => runEmbeddedQuery(built, message.query))
    .then(
      (answer) => reply({ type: 'answer', id: message.id, answer }),
      (error: unknown) => reply({ type: 'failed', id: message.id, message: String(error) }),
    );
});
