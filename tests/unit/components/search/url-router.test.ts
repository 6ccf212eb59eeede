import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchRouter } from '../../../../src/components/search/url-router.ts';

/** The router writes the history entry this long after the last refinement (docs/ARCHITECTURE.md). */
const URL_WRITE_DELAY_MS = 150;
import { EMPTY_SEARCH_STATE, type SearchState } from '../../../../src/search/url-state.ts';

const BOUNDS = {
  price: { min: 0, max: 100_000 },
  km: { min: 0, max: 300_000 },
  year: { min: 2000, max: 2026 },
};
const ROUTE = { path: '/search/toyota', presets: { make: ['Toyota'] } };
const state = (patch: Partial<SearchState>): SearchState => ({
  ...EMPTY_SEARCH_STATE,
  refinements: { make: ['Toyota'] },
  ...patch,
});

/** A browser window as far as the router uses it: an address, its history, popstate and idle callbacks. */
function fakeWindow(start: string) {
  const entries = [new URL(start)];
  let current = 0;
  const listeners: (() => void)[] = [];
  const idleCallbacks = new Map<number, () => void>();
  let nextIdle = 0;
  const window = {
    requestIdleCallback: (callback: () => void) => {
      idleCallbacks.set(++nextIdle, callback);
      return nextIdle;
    },
    cancelIdleCallback: (handle: number) => idleCallbacks.delete(handle),
    get location() {
      return entries[current]!;
    },
    history: {
      pushState: vi.fn((_state: unknown, _title: string, href: string) => {
        entries.splice(current + 1, Infinity, new URL(href, entries[current]));
        current = entries.length - 1;
      }),
    },
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    removeEventListener: () => undefined,
  };
  const back = () => {
    current -= 1;
    for (const listener of listeners) listener();
  };
  /** The browser has a moment with nothing to do. */
  const idle = () => {
    const waiting = [...idleCallbacks.values()];
    idleCallbacks.clear();
    for (const callback of waiting) callback();
  };
  return { window, back, idle };
}

describe('the search router writes the address after the results, not before', () => {
  let browser: ReturnType<typeof fakeWindow>;
  beforeEach(() => {
    vi.useFakeTimers();
    browser = fakeWindow('https://cars.example/search/toyota');
    vi.stubGlobal('window', browser.window);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const router = () => {
    const made = searchRouter(ROUTE, ['make', 'body'], 'https://cars.example/search/toyota', BOUNDS);
    made.goLive();
    return made;
  };

  it(`writes one history entry ${URL_WRITE_DELAY_MS} ms after the last of quick refinements`, () => {
    const search = router();
    search.write(state({ refinements: { make: ['Toyota'], body: ['SUV'] } }));
    search.write(state({ refinements: { make: ['Toyota'], body: ['SUV', 'Ute'] } }));
    expect(browser.window.history.pushState).not.toHaveBeenCalled();
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS);
    browser.idle();
    expect(browser.window.history.pushState).toHaveBeenCalledTimes(1);
    expect(browser.window.location.href).toBe('https://cars.example/search/toyota?body=SUV&body=Ute');
  });

  it('waits for a moment the browser is idle: while it is busy nothing is written', () => {
    const search = router();
    search.write(state({ refinements: { make: ['Toyota'], body: ['SUV'] } }));
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS * 4);
    expect(browser.window.history.pushState).not.toHaveBeenCalled();
    // a refinement made meanwhile shares the entry
    search.write(state({ refinements: { make: ['Toyota'], body: ['Ute'] } }));
    browser.idle();
    expect(browser.window.history.pushState).toHaveBeenCalledTimes(1);
    expect(browser.window.location.href).toBe('https://cars.example/search/toyota?body=Ute');
  });

  it('writes nothing when the address already says the state', () => {
    const search = router();
    search.write(state({}));
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS);
    browser.idle();
    expect(browser.window.history.pushState).not.toHaveBeenCalled();
  });

  it('leaves the route for /search when its preset is unticked', () => {
    const search = router();
    search.write(state({ refinements: { body: ['SUV'] } }));
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS);
    browser.idle();
    expect(browser.window.location.href).toBe('https://cars.example/search?body=SUV');
  });

  it('drops a write still waiting when the shopper goes back, and gives the entry gone back to', () => {
    const search = router();
    const seen: SearchState[] = [];
    search.onUpdate((restored) => seen.push(restored));
    search.write(state({ refinements: { make: ['Toyota'], body: ['SUV'] } }));
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS);
    browser.idle();
    search.write(state({ refinements: { make: ['Toyota'], body: ['Ute'] } }));
    browser.back();
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS);
    browser.idle();
    expect(browser.window.history.pushState).toHaveBeenCalledTimes(1);
    expect(browser.window.location.href).toBe('https://cars.example/search/toyota');
    expect(seen).toEqual([state({})]);
  });

  it('writes a waiting state at once when the search goes away', () => {
    const search = router();
    search.write(state({ query: 'hybrid' }));
    search.dispose();
    expect(browser.window.location.href).toBe('https://cars.example/search/toyota?query=hybrid');
  });

  it('knows the search the shopper has now: the address before any write, then the last write before its entry', () => {
    // opened from a link with a refinement; the island starts from the build's first page
    browser = fakeWindow('https://cars.example/search/toyota?body=SUV');
    vi.stubGlobal('window', browser.window);
    const search = searchRouter(ROUTE, ['make', 'body'], 'https://cars.example/search/toyota', BOUNDS);
    search.write(state({}));
    expect(search.current().refinements).toEqual({ make: ['Toyota'], body: ['SUV'] });
    search.goLive();
    expect(search.current().refinements).toEqual({ make: ['Toyota'], body: ['SUV'] });
    // a refinement whose address is not written yet
    search.write(state({ refinements: { make: ['Toyota'], body: ['Ute'] } }));
    expect(search.current().refinements).toEqual({ make: ['Toyota'], body: ['Ute'] });
    expect(browser.window.history.pushState).not.toHaveBeenCalled();
  });
});
