import type { IndexLoading } from '../../views/search/search-app-props.ts';
import { whenIdle } from './when-idle.ts';

/**
 * What starts the download of the engine's index when it waits for the shopper: a pointer
 * over the search (a mouse heading for a filter, well before its click), a tap, a focus, a key.
 */
const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

/**
 * Starts loading the engine's index (`warm`) at the moment `when` names: once the browser is
 * idle after hydration, or at the shopper's first move on the search (at once where that move
 * is what hydrated the island). A search asked
 * before the index is there waits for it (the engine loads on its first query anyway), so a
 * first click is answered as soon as the index arrives. Returns what stops waiting.
 */
export function loadIndexOn(when: IndexLoading, root: HTMLElement, warm: () => void): () => void {
  if (when === 'idle') return whenIdle(warm, { fallbackMs: 200 });
  // the island hydrated at the shopper's first move (client:intent): that move was it
  if (root.closest('[data-hydrated-on="intent"]')) {
    warm();
    return () => undefined;
  }
  const start = () => {
    stop();
    warm();
  };
  const stop = () => {
    for (const type of INTERACTIONS) root.removeEventListener(type, start, { capture: true });
  };
  for (const type of INTERACTIONS) root.addEventListener(type, start, { capture: true, passive: true });
  return stop;
}
