import type { ClientDirective } from 'astro';
import { whenIdle } from '../../components/search/when-idle.ts';
import { afterFirstPaint } from './first-paint.ts';
import { ISLAND_HYDRATE_EVENT, ISLAND_INTENT_EVENT } from './intent-event.ts';

/**
 * A shopper's first move on an island: a pointer over it, a touch, a press, a focus, a key, or
 * a click with none of these before it (assistive technology, a script).
 */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;

/** A token of the directive's value naming a localStorage key rather than a query parameter. */
const STORED = 'stored:';

function storageHolds(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    // storage refused (a privacy mode): nothing is held
    return false;
  }
}

/**
 * Whether the island has something to show at once that its build HTML does not: the page's
 * address carries one of the query parameters named, or this browser holds one of the
 * `stored:` keys named.
 */
function showsMoreAtOnce(tokens: string): boolean {
  const params = new URLSearchParams(window.location.search);
  return tokens
    .split(/\s+/)
    .some((token) =>
      token.startsWith(STORED) ? storageHolds(token.slice(STORED.length)) : token !== '' && params.has(token),
    );
}

/**
 * Asks for the island's code once the page has loaded and painted and the browser is idle, so
 * a first move finds it cached.
 */
function prefetchCode(island: HTMLElement): void {
  const fetchCode = () => {
    for (const url of [island.getAttribute('component-url'), island.getAttribute('renderer-url')]) {
      if (!url) continue;
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      document.head.append(link);
    }
  };
  // after the first paint as well as the load: a page can finish loading before it paints
  const afterLoad = () => afterFirstPaint(() => void whenIdle(fetchCode, { fallbackMs: 200 }));
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}

/**
 * `client:intent="name …"`: an island whose build HTML already shows what it would render,
 * whose code is only needed to answer the shopper, hydrates at the shopper's first move on it
 * (a mouse heading for a control, a touch, a focus, a key). Its code (React and the island, a
 * hundred milliseconds of a phone's main thread) stays out of the page's load, where it would
 * hold back every tap and scroll; it is prefetched once the browser is idle. Where the address
 * carries one of the query parameters named (a shared link's filters, a link's prefilled
 * field, which the build's HTML does not show), or this browser holds one of the localStorage
 * keys named `stored:<key>` (a shopper's remembered details), it hydrates right after the
 * first paint instead. The island is marked
 * `data-hydrated-on="intent"` when a move started it. The page's own script hydrates it at once
 * by dispatching ISLAND_HYDRATE_EVENT on it, when it learns of something the island would show
 * that the build's HTML does not. A click landing before the island is live is the island's own
 * to replay (src/components/islands/early-input.ts).
 */
const intent: ClientDirective = (load, options, island) => {
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
    const hydrateIsland = await load();
    await hydrateIsland();
  };
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Node) || !island.contains(event.target)) return;
    island.dataset.hydratedOn = 'intent';
    island.dispatchEvent(new Event(ISLAND_INTENT_EVENT));
    void hydrate();
  };
  if (typeof options.value === 'string' && showsMoreAtOnce(options.value)) {
    afterFirstPaint(() => void hydrate());
    return;
  }
  island.addEventListener(ISLAND_HYDRATE_EVENT, () => void hydrate(), { once: true });
  // on the document, and so before the page's own scripts, which may hold a click back from the island
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
  prefetchCode(island);
};

export default intent;
