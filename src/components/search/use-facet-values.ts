import { useEffect, useState } from 'react';

/** Runs `callback` once the next frame has been painted; returns what cancels it. */
function afterNextPaint(callback: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(callback, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * A facet's values to draw after a refinement: which are ticked follows the click at once, and
 * their counts and order follow the new results once those have been painted, so the click's
 * frame carries the cars and not the sidebar's hundreds of counts (the search's click-to-paint
 * budget, docs/ARCHITECTURE.md).
 */
export function useFacetValues<T extends { value: string; isRefined: boolean }>(items: readonly T[]) {
  const [shown, setShown] = useState(items);
  useEffect(() => afterNextPaint(() => setShown(items)), [items]);
  const refined = new Set(items.filter((item) => item.isRefined).map((item) => item.value));
  return { shown, isRefined: (value: string) => refined.has(value) };
}
