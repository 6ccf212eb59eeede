import { fireSiteEvent } from '../forms/site-event.ts';

/**
 * spec §9 event 49 (search view), once per page view, from the page's own script: the
 * search island hydrates only at the shopper's first move, and a view counts without one.
 * The page names the event, its category (the page's heading) and the endpoint.
 */
export function fireSearchView(page: Document): void {
  const source = page.querySelector<HTMLElement>('[data-search-view]');
  const id = Number(source?.dataset.searchView);
  const { category, endpoint } = source?.dataset ?? {};
  if (!source || !Number.isInteger(id) || !category || !endpoint) return;
  fireSiteEvent({ id, category, page: window.location.pathname }, endpoint, 'search_view');
}
