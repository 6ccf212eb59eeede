/**
 * Calls `then` once, after the page's first contentful paint; where the browser does not
 * report paints, after the page's load.
 */
export function afterFirstPaint(then: () => void): void {
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
