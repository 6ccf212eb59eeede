import type { SearchAppProps } from '../../views/search/search-app-props.ts';

/** Waits between the tries of a data file that did not arrive: a dropped connection, a busy CDN. */
const RETRY_DELAYS_MS = [1000, 3000, 9000];

const loading = new Map<string, Promise<SearchAppProps>>();

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

/**
 * A search page's data file (searchPageDataHref), fetched once per page view by whoever asks
 * first: the page's script as the island begins to hydrate, or the island.
 */
export function loadSearchPageData(href: string): Promise<SearchAppProps> {
  let data = loading.get(href);
  if (!data) {
    data = fetchSearchPageData(href);
    loading.set(href, data);
  }
  return data;
}
