import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { getServerState } from 'react-instantsearch-core';
import { describe, expect, it } from 'vitest';
import { SearchApp } from '../../../../src/components/search/SearchApp.tsx';
import { searchServerState } from '../../../../src/components/search/server-state.ts';
import { searchBuildData } from '../../../../src/search/build-data.ts';
import { searchLandingPages } from '../../../../src/search/landing-pages.ts';
import { CARD_FIELDS } from '../../../../src/views/search/card-view.ts';
import type { ServerState } from '../../../../src/views/search/first-page-state.ts';
import { searchPageProps } from '../../../../src/views/search/search-page-props.ts';
import { demoSite } from '../../../support/sites.ts';

const site = demoSite('southern-cross-motors');

async function page(path: string) {
  const data = await searchBuildData(site);
  const route = searchLandingPages(site, data.documents, data.linked).find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  const props = searchPageProps(site, route, data);
  const full = await getServerState(createElement(SearchApp, { ...props, buildRunner: data.run }), { renderToString });
  const trimmed = (await searchServerState(props, data.run)) as ServerState;
  const render = (serverState: unknown) => renderToString(createElement(SearchApp, { ...props, serverState }));
  return { props, full: full as unknown as ServerState, trimmed, render };
}

/** The server state as InstantSearch finds it, its widgets added one by one or all at once. */
async function discovered(path: string, discovery: boolean) {
  const data = await searchBuildData(site);
  const route = searchLandingPages(site, data.documents, data.linked).find((candidate) => candidate.path === path)!;
  const props = { ...searchPageProps(site, route, data), buildRunner: data.run, discovery };
  const state = await getServerState(createElement(SearchApp, props), { renderToString });
  // the engine's own time is the one thing that may differ between two searches
  return JSON.parse(JSON.stringify(state), (key, value: unknown) => (key === 'processingTimeMS' ? 0 : value));
}

const firstResults = (state: ServerState) => Object.values(state.initialResults)[0]?.results ?? [];

describe('the server state a search page carries (its first render only)', () => {
  it.each(['/search', '/search/kia', '/search/suv-cars'])(
    '%s renders the same HTML from it as from the full answer',
    async (path) => {
      const { full, trimmed, render } = await page(path);
      expect(render(trimmed)).toBe(render(full));
      expect(JSON.stringify(trimmed).length).toBeLessThan(JSON.stringify(full).length * 0.75);
    },
    30_000,
  );

  it.each(['/search', '/search/kia', '/search/kia/sportage', '/search/suv-cars', '/search/southern-cross-geelong'])(
    '%s: adding the widgets at once finds the same state and results as one by one',
    async (path) => {
      const [batched, oneByOne] = [await discovered(path, true), await discovered(path, false)];
      expect(batched).toEqual(oneByOne);
      expect(Object.keys(batched.initialResults.cars.state.disjunctiveFacets).length).toBeGreaterThan(5);
    },
    30_000,
  );

  it('keeps only the card’s fields of each result', async () => {
    const { trimmed } = await page('/search');
    const hits = firstResults(trimmed)[0]?.hits ?? [];
    expect(hits).toHaveLength(21);
    for (const hit of hits) expect(Object.keys(hit).sort()).toEqual(expect.arrayContaining(['objectID', 'slug']));
    const keys = new Set(hits.flatMap((hit) => Object.keys(hit)));
    expect([...keys].filter((key) => key !== 'objectID' && !(CARD_FIELDS as readonly string[]).includes(key))).toEqual(
      [],
    );
  });

  it('keeps every make (the list opens whole), a refined make’s models and at most a list’s values', async () => {
    const { props, full, trimmed } = await page('/search/kia');
    const [main] = firstResults(trimmed);
    const [fullMain] = firstResults(full);
    expect(Object.keys(main?.facets?.make ?? {}).length).toBe(Object.keys(fullMain?.facets?.make ?? {}).length);
    expect(Object.keys(main?.facets?.model ?? {}).sort()).toEqual(
      Object.keys(fullMain?.facets?.model ?? {})
        .filter((model) => props.modelsByMake.Kia?.includes(model))
        .sort(),
    );
  });

  it('keeps a list’s first values by count, with the values tied with the last of them', async () => {
    const { props, full, trimmed } = await page('/search');
    const limit = props.facets.find((facet) => facet.attribute === 'badge');
    if (limit?.kind !== 'checkbox') throw new Error('southern-cross-motors lists badges');
    const counts = Object.values(firstResults(full)[0]?.facets?.badge ?? {}).sort((a, b) => b - a);
    expect(counts.length).toBeGreaterThan(limit.limit);
    const kept = Object.values(firstResults(trimmed)[0]?.facets?.badge ?? {});
    expect(kept.length).toBe(counts.filter((count) => count >= (counts[limit.limit - 1] ?? 0)).length);
    expect(kept.length).toBeLessThan(counts.length);
  });
});
