import type { SliderBounds } from '../../domain/search/sliders.ts';
import type { RangeField } from '../../search/document.ts';
import { parseSearchParams, rangesWithin, searchHref, type SearchState } from '../../search/url-state.ts';
import type { RouteOfPage } from '../../views/search/search-app-props.ts';

/**
 * How long after a refinement its address is written. Writing a history entry costs a few
 * milliseconds of the main thread, which a click would otherwise spend before its results
 * are drawn; refinements made within this time share one entry.
 */
const URL_WRITE_DELAY_MS = 150;

/**
 * InstantSearch's router for these pages: the URL says what spec §2 says it holds, in our
 * format (src/search/url-state.ts), and back and forward restore the search. The page's
 * own path carries its presets; any other path (the general /search) carries none. While
 * rendering on the server, the page's URL stands in for the browser's.
 */
export function searchRouter(
  route: RouteOfPage,
  facets: readonly string[],
  serverUrl: string,
  bounds: Readonly<Record<RangeField, SliderBounds>>,
) {
  let onPopState: (() => void) | null = null;
  let pending: { state: SearchState; timer: ReturnType<typeof setTimeout> } | null = null;
  // until the island has hydrated it reads the page's own URL, so its first render is the
  // build's HTML exactly; then goLive() and the browser's URL (with its refinements) applies
  let live = false;
  const location = (): URL => new URL(live ? window.location.href : serverUrl);
  const read = (): SearchState => {
    const url = location();
    const onPage = url.pathname.replace(/\/$/, '') === route.path;
    const state = parseSearchParams(url.searchParams, facets, onPage ? route.presets : {});
    return rangesWithin(state, bounds, (message) => console.warn(message));
  };
  const cancel = (): void => {
    if (pending) clearTimeout(pending.timer);
    pending = null;
  };
  const flush = (): void => {
    if (!pending) return;
    const href = searchHref(pending.state, route);
    const state = pending.state;
    cancel();
    const current = location();
    if (href === `${current.pathname.replace(/\/$/, '')}${current.search}`) return;
    window.history.pushState(state, '', href);
  };
  return {
    $$type: 'dealer-search',
    read,
    /** From now on the browser's URL is the state; returns it. */
    goLive(): SearchState {
      live = true;
      return read();
    },
    write(state: SearchState): void {
      if (typeof window === 'undefined') return;
      if (pending) pending.state = state;
      else pending = { state, timer: setTimeout(flush, URL_WRITE_DELAY_MS) };
    },
    createURL: (state: SearchState): string => searchHref(state, route),
    onUpdate(callback: (state: SearchState) => void): void {
      if (typeof window === 'undefined') return;
      onPopState = () => {
        // the entry the shopper went back to is the state now: a write still waiting is dropped
        cancel();
        callback(read());
      };
      window.addEventListener('popstate', onPopState);
    },
    dispose(): void {
      flush();
      if (onPopState && typeof window !== 'undefined') window.removeEventListener('popstate', onPopState);
    },
  };
}
