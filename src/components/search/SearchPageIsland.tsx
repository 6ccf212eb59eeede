import { Suspense, use } from 'react';
import type { SearchAppProps } from '../../views/search/search-app-props.ts';
import { SearchApp } from './SearchApp.tsx';
import { loadSearchPageData } from './page-data-file.ts';

/** Each page's data as the build hands it to its render, by the data file's address. */
const prepared = new Map<string, SearchAppProps>();

/** The build renders a search page from the same data its data file carries. */
export function prepareSearchPageData(href: string, data: SearchAppProps): void {
  prepared.set(href, data);
}

function SearchFromData(props: { href: string }) {
  // while its data is on the way the island is not hydrated: the build's HTML stays as it is
  const data = import.meta.env.SSR ? prepared.get(props.href) : use(loadSearchPageData(props.href));
  if (!data) throw new Error(`No search data was prepared for ${props.href}`);
  return <SearchApp {...data} />;
}

/**
 * A search page's island: its props and first page of results come from the page's data
 * file (searchPageDataHref), not from the HTML, which they made too big to arrive in the
 * first round trip; the page's head prefetches the file while the browser is idle.
 */
export function SearchPageIsland(props: { dataHref: string }) {
  return (
    <Suspense fallback={null}>
      <SearchFromData href={props.dataHref} />
    </Suspense>
  );
}
