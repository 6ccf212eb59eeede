/** How far ahead of the screen the map starts loading: a flick's worth, so it is there when reached. */
const LOAD_AHEAD = '600px 0px';

/**
 * spec §2 #vehicle-map: the location's map is made only as its panel nears the screen. A
 * frame in the HTML, even a lazy one, is fetched before the first paint as a document, which
 * holds the paint back (and fails at once where the map's site cannot be reached). The frame
 * is the panel's noscript one, whose markup a page with scripts holds as text.
 */
export function attachMap(): void {
  const canvases = [...document.querySelectorAll<HTMLElement>('[data-map]')];
  if (canvases.length === 0) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const canvas = entry.target as HTMLElement;
        observer.unobserve(canvas);
        canvas.innerHTML = canvas.querySelector('noscript')?.textContent ?? '';
      }
    },
    { rootMargin: LOAD_AHEAD },
  );
  for (const canvas of canvases) observer.observe(canvas);
}
