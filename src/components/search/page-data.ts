import { searchBuildData } from '../../search/build-data.ts';
import type { SearchLandingPage } from '../../search/landing-pages.ts';
import type { Site } from '../../tenant/schema/site.ts';
import type { SearchAppProps } from '../../views/search/search-app-props.ts';
import { searchPageProps } from '../../views/search/search-page-props.ts';
import { searchServerState } from './server-state.ts';

const cache = new Map<string, Promise<SearchAppProps>>();

async function load(site: Site, route: SearchLandingPage): Promise<SearchAppProps> {
  const data = await searchBuildData(site);
  const props = searchPageProps(site, route, data);
  return { ...props, serverState: await searchServerState(props, data.run) };
}

/**
 * Everything a search page's island starts from: its props and the first page of results.
 * The page renders it and its data file carries it, so it is searched once per route.
 */
export function searchPageData(site: Site, route: SearchLandingPage): Promise<SearchAppProps> {
  const key = `${site.slug} ${route.path}`;
  let data = cache.get(key);
  if (!data) {
    data = load(site, route);
    cache.set(key, data);
  }
  return data;
}
