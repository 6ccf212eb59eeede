import type { APIRoute, GetStaticPaths } from 'astro';
import { searchPageData } from '../../components/search/page-data.ts';
import { searchBuildData } from '../../search/build-data.ts';
import { searchLandingPages, type SearchLandingPage } from '../../search/landing-pages.ts';
import { SEARCH_PAGE_DATA_DIR, searchPageDataHref } from '../../site-urls.ts';
import { site } from '../../tenant/current.ts';

// Each search page's island data (props and first page of results), fetched while the
// island's code loads: carried in the page's HTML it made the document too big to arrive
// in the first round trip.
export const getStaticPaths = (async () => {
  const data = await searchBuildData(site);
  return searchLandingPages(site, data.documents, data.linked).map((route) => ({
    params: { file: searchPageDataHref(route.path).slice(`${SEARCH_PAGE_DATA_DIR}/`.length) },
    props: { route },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { route } = props as { route: SearchLandingPage };
  return new Response(JSON.stringify(await searchPageData(site, route)), {
    headers: { 'Content-Type': 'application/json' },
  });
};
