import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { getServerState } from 'react-instantsearch-core';
import type { QueryRunner } from '../../search/embedded/search-client.ts';
import { SearchApp } from './SearchApp.tsx';
import type { SearchAppProps } from '../../views/search/search-app-props.ts';
import { firstPageState, type ServerState } from '../../views/search/first-page-state.ts';

/**
 * The first page of a route's results, searched at build time with the embedded engine over
 * the build's documents (the same documents and rules every engine answers from), as
 * InstantSearch's server state: the island renders it into the HTML and hydrates over it.
 * Only what that first render reads is kept, since the page carries it.
 */
export async function searchServerState(props: SearchAppProps, run: QueryRunner): Promise<unknown> {
  const state = await getServerState(createElement(SearchApp, { ...props, buildRunner: run, discovery: true }), {
    renderToString,
  });
  // a plain copy: the island's props are serialised into the page
  return firstPageState(JSON.parse(JSON.stringify(state)) as ServerState, props);
}
