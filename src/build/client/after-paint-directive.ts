import type { ClientDirective } from 'astro';
import { afterFirstPaint } from './first-paint.ts';

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
