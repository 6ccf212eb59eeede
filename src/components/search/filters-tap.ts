/**
 * The first tap on 'Filters' counts (spec §2 filter drawer on a small screen): on a slow phone
 * the button is on screen before the search island's JavaScript has arrived. The page's own
 * small script notes such a tap on <html>, outside what React hydrates, and the island opens
 * the drawer as soon as it is there; from then on the island answers taps itself.
 */
const MARK = 'filtersTap';
const TAPPED = 'tapped';
const LIVE = 'live';

/** The page's script: notes a tap on the results' Filters button until the island is live. */
export function noteFiltersTapsBeforeHydration(page: Document): void {
  page.addEventListener('click', (event) => {
    const root = page.documentElement;
    if (root.dataset[MARK] === LIVE) return;
    if (event.target instanceof Element && event.target.closest('.search-results__filters'))
      root.dataset[MARK] = TAPPED;
  });
}

/** The island, once hydrated: whether Filters was tapped before; later taps are its own. */
export function takeFiltersTapBeforeHydration(page: Document): boolean {
  const tapped = page.documentElement.dataset[MARK] === TAPPED;
  page.documentElement.dataset[MARK] = LIVE;
  return tapped;
}
