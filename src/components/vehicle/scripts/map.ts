/** How far ahead of the screen the map starts loading: a flick's worth, so it is there when reached. */
const LOAD_AHEAD = '600px 0px';

/** The map's frame, as the noscript one in the HTML describes it. */
function mapFrame(canvas: HTMLElement): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.title = canvas.dataset['mapTitle'] ?? '';
  frame.width = '800';
  frame.height = '400';
  frame.referrerPolicy = 'no-referrer-when-downgrade';
  frame.src = canvas.dataset['mapSrc'] ?? '';
  return frame;
}

/**
 * spec §2 #vehicle-map: the location's map is made only as its panel nears the screen. A
 * frame in the HTML, even a lazy one, is fetched before the first paint as a document, which
 * holds the paint back (and fails at once where the map's site cannot be reached).
 */
export function attachMap(): void {
  const canvases = [...document.querySelectorAll<HTMLElement>('[data-map-src]')];
  if (canvases.length === 0) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const canvas = entry.target as HTMLElement;
        observer.unobserve(canvas);
        canvas.replaceChildren(mapFrame(canvas));
      }
    },
    { rootMargin: LOAD_AHEAD },
  );
  for (const canvas of canvases) observer.observe(canvas);
}
