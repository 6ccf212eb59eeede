import type { ClientDirective } from 'astro';

/**
 * Calls `then` once, after the page's first contentful paint; where the browser does not
 * report paints, after the page's load.
 */
function afterFirstPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    if (document.readyState === 'complete') then();
    else addEventListener('load', () => then(), { once: true });
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(then, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * `client:afterpaint`: an island the page needs at once (a lead form, the search) starts
 * fetching its code right after the page's first paint, not while the document is still
 * arriving: on a slow network its chunks would otherwise share the connection with the
 * document and delay that paint. A hidden tab paints nothing, so there it loads at once.
 */
const afterPaint: ClientDirective = (load) => {
  const hydrate = async () => {
    const hydrateIsland = await load();
    await hydrateIsland();
  };
  if (document.visibilityState === 'visible') afterFirstPaint(() => void hydrate());
  else void hydrate();
};

export default afterPaint;
