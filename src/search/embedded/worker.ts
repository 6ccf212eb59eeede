/// <reference lib="webworker" />
// The embedded engine off the main thread: fetches the tenant's documents once, builds the
// Orama index, then answers queries, so indexing never blocks a tap or a paint.
import { unshipDocument, type ShippedDocument } from '../shipped-documents.ts';
import { buildEmbeddedIndex, runEmbeddedQuery, type EmbeddedIndex } from './engine.ts';
import type { FromWorker, ToWorker } from './worker-protocol.ts';

declare const self: DedicatedWorkerGlobalScope;

let index: Promise<EmbeddedIndex> | null = null;
const reply = (message: FromWorker) => self.postMessage(message);

self.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'load') {
    index = fetch(message.documentsUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`search documents: HTTP ${response.status}`);
        return response.json() as Promise<ShippedDocument[]>;
      })
      .then((shipped) => buildEmbeddedIndex(shipped.map(unshipDocument), message.baseFilter));
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
