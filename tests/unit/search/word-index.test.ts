// The embedded engine answers a query without words from the listed documents, so a first
// filter click never waits for Orama's index; a query with words waits for that index,
// which is built a slice at a time with a pause between slices (where a worker answers the
// queries that arrived meanwhile).
import { describe, expect, it } from 'vitest';
import { and } from '../../../src/domain/search/filter-tree.ts';
import { buildEmbeddedIndex, runEmbeddedQuery } from '../../../src/search/embedded/engine.ts';
import type { SearchQuery } from '../../../src/search/query.ts';
import { demoDocuments } from '../../support/search/demo-documents.ts';

const query = (text: string, refinements: Record<string, string[]> = {}): SearchQuery => ({
  filter: and(),
  refinements,
  ranges: {},
  text,
  sort: { field: 'custom_rank', direction: 'desc' },
  page: 0,
  hitsPerPage: 21,
  facets: ['make', 'body'],
  maxValuesPerFacet: 50,
});

describe('the word index of the embedded engine', () => {
  it('is not needed for a query without words, which is answered while it waits', async () => {
    const { documents } = await demoDocuments('harbourside-toyota');
    const pauses: (() => void)[] = [];
    let paused = 0;
    const index = buildEmbeddedIndex(documents, and(), () => {
      paused++;
      return new Promise<void>((resolve) => pauses.push(resolve));
    });

    const makes = await runEmbeddedQuery(index, query('', { make: ['Toyota'] }));
    expect(makes.count).toBe(documents.filter((d) => d.make === 'Toyota').length);
    expect(makes.facets['make']).toEqual({ Toyota: makes.count });
    expect(pauses).toHaveLength(0);

    // a query with words starts the build and waits for it, slice by slice
    let answered = false;
    const words = runEmbeddedQuery(index, query('hilux')).then((answer) => ((answered = true), answer));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pauses).toHaveLength(1);
    expect(answered).toBe(false);
    // a query without words is still answered between slices
    expect((await runEmbeddedQuery(index, query(''))).count).toBe(documents.length);
    while (!answered) {
      pauses.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const hilux = await words;
    expect(hilux.count).toBe(documents.filter((d) => d.model.toLowerCase().includes('hilux')).length);
    expect(hilux.count).toBeGreaterThan(0);
    // slices of 100 documents, a pause after each
    expect(paused).toBe(Math.ceil(documents.length / 100));
  });

  it('is built once, whoever asks first', async () => {
    const { documents } = await demoDocuments('outback-rv');
    const index = buildEmbeddedIndex(documents, and());
    expect(index.words()).toBe(index.words());
    expect(await index.words()).toBe(await index.words());
  });
});
