import instantsearch from 'instantsearch.js';
import { connectRefinementList } from 'instantsearch.js/es/connectors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdLoadingRender } from '../../../../src/components/search/hold-loading-render.ts';

/** A search client whose answers the test releases, one search at a time. */
function heldClient() {
  const waiting: (() => void)[] = [];
  const answer = (requests: { indexName: string; params?: { facetFilters?: unknown } }[]) => ({
    results: requests.map((request) => ({
      index: request.indexName,
      hits: [],
      nbHits: 2,
      page: 0,
      nbPages: 1,
      hitsPerPage: 21,
      processingTimeMS: 1,
      exhaustiveNbHits: true,
      query: '',
      params: '',
      facets: { make: { Kia: 1, Mazda: 1 } },
    })),
  });
  return {
    client: {
      search: (requests: never) =>
        new Promise((resolve) => waiting.push(() => resolve(answer(requests as Parameters<typeof answer>[0])))),
    },
    release: () => waiting.splice(0).forEach((resolve) => resolve()),
  };
}

/**
 * InstantSearch with one refinement list that records the status of each of its renders,
 * its first search answered and those renders forgotten.
 */
async function started(delayMs: number) {
  const held = heldClient();
  const search = instantsearch({ indexName: 'cars', searchClient: held.client as never });
  const renders: string[] = [];
  let refine: (value: string) => void = () => undefined;
  const widget = connectRefinementList((state) => {
    renders.push(search.status);
    refine = state.refine;
  });
  search.addWidgets([widget({ attribute: 'make', operator: 'or' })]);
  search.start();
  const undo = holdLoadingRender(search as unknown as Parameters<typeof holdLoadingRender>[0], delayMs);
  await answered(held);
  renders.length = 0;
  return { held, renders, refine: (value: string) => refine(value), undo };
}

/** Lets InstantSearch's chains of promises run out (its renders wait on microtasks). */
async function settle() {
  for (let turn = 0; turn < 20; turn++) await Promise.resolve();
}

/** Waits for the search InstantSearch is about to send, and answers it. */
async function answered(held: { release(): void }) {
  await settle();
  held.release();
  await settle();
}

describe('holdLoadingRender', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws a search once, with its results, when they come before the delay', async () => {
    const { held, renders, refine } = await started(100);

    refine('Kia');
    await vi.advanceTimersByTimeAsync(40);
    expect(renders).toEqual([]);
    await answered(held);
    expect(renders).toEqual(['idle']);
  });

  it("draws the 'loading' state once the delay has passed, then the results", async () => {
    const { held, renders, refine } = await started(100);

    refine('Kia');
    await vi.advanceTimersByTimeAsync(99);
    expect(renders).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(renders).toEqual(['loading']);
    await answered(held);
    expect(renders).toEqual(['loading', 'idle']);
  });

  it('leaves InstantSearch as it was when undone', async () => {
    const { renders, refine, undo } = await started(100);
    undo();

    refine('Kia');
    await settle();
    expect(renders).toEqual(['loading']);
  });
});
