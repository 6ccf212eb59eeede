import { Suspense, use } from 'react';
import type { SearchAppProps } from '../../views/search/search-app-props.ts';
import { SearchApp } from './SearchApp.tsx';

/** Each page's data as the build hands it to its render, by the data file's address. */
const prepared = new Map<string, SearchAppProps>();
const loading = new Map<string, Promise<SearchAppProps>>();

/** The build renders a search page from the same data its data file carries. */
export function prepareSearchPageData(href: string, data: SearchAppProps): void {
  prepared.set(href, data);
}

/** Waits between the tries of a data file that did not arrive: a dropped connection, a busy CDN. */
const RETRY_DELAYS_MS = [1000, 3000, 9000];

const pause = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));
const backOnline = () =>
  new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));

async function fetchSearchPageData(href: string): Promise<SearchAppProps> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`${href} answered ${response.status}`);
      return (await response.json()) as SearchAppProps;
    } catch (error) {
      // meanwhile the page stays as built: its results, counts and page links work without the island
      console.warn('The search could not start:', error);
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay !== undefined) await pause(delay);
      else {
        // tried enough for now: once the browser is back online, from the start
        await backOnline();
        attempt = -1;
      }
    }
  }
}

function loadSearchPageData(href: string): Promise<SearchAppProps> {
  let data = loading.get(href);
  if (!data) {
    data = fetchSearchPageData(href);
    loading.set(href, data);
  }
  return data;
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
