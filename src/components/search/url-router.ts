import type { SliderBounds } from '../../domain/search/sliders.ts';
import type { RangeField } from '../../search/document.ts';
import { parseSearchParams, rangesWithin, searchHref, type SearchState } from '../../search/url-state.ts';
import type { RouteOfPage } from '../../views/search/search-app-props.ts';
import { whenIdle } from './when-idle.ts';

/**
 * How long after a refinement its address is written, at the browser's next idle moment
 * after that (within a second). Writing a history entry costs a few milliseconds of the main
 * thread, which a click would otherwise spend before its results are drawn, or a quick next
 * click before its own; refinements made until then share one entry.
 */
const URL_WRITE_DELAY_MS = 150;
const URL_WRITE_IDLE_TIMEOUT_MS = 1000;

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
  let pending: { state: SearchState; stop(): void } | null = null;
  // until the island has hydrated it reads the page's own URL, so its first render is the
  // build's HTML exactly; then goLive() and the browser's URL (with its refinements) applies
  let live = false;
  // the last state written since the island went live: the search as the shopper has it
  let written: SearchState | null = null;
  const location = (): URL => new URL(live ? window.location.href : serverUrl);
  const read = (): SearchState => {
    const url = location();
    const onPage = url.pathname.replace(/\/$/, '') === route.path;
    const state = parseSearchParams(url.searchParams, facets, onPage ? route.presets : {});
    return rangesWithin(state, bounds, (message) => console.warn(message));
  };
  const cancel = (): void => {
    pending?.stop();
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
      written = null;
      return read();
    },
    /**
     * The search as the shopper has it now: the last state the search wrote since it went live
     * (its address may be written a moment later), else the browser's address, so a tap held
     * until the island went live gets the search of the link the shopper opened, not the
     * build's first page the island started from.
     */
    current(): SearchState {
      if (written) return written;
      const wasLive = live;
      live = true;
      const state = read();
      live = wasLive;
      return state;
    },
    write(state: SearchState): void {
      if (typeof window === 'undefined') return;
      if (live) written = state;
      if (pending) {
        pending.state = state;
        return;
      }
      const waiting = { state, stop: () => clearTimeout(timer) };
      const timer = setTimeout(() => {
        waiting.stop = whenIdle(flush, { timeout: URL_WRITE_IDLE_TIMEOUT_MS, fallbackMs: 0 });
      }, URL_WRITE_DELAY_MS);
      pending = waiting;
    },
    createURL: (state: SearchState): string => searchHref(state, route),
    onUpdate(callback: (state: SearchState) => void): void {
      if (typeof window === 'undefined') return;
      onPopState = () => {
        // the entry the shopper went back to is the state now: a write still waiting is dropped
        cancel();
        written = null;
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
