import { useEffect, useState } from 'react';

/** Tiles drawn in the frame a new answer arrives: two rows of three, more than a screen shows at any width. */
const FIRST_FRAME_TILES = 6;

/**
 * How many of the result tiles to draw now. A new answer draws its first tiles in the frame it
 * arrives and the rest in the frame after that one is painted: React builds and the browser
 * lays out 6 cards, not 21, between a click and the results on screen. The first render (the
 * build's HTML, hydrated) draws them all.
 */
export function useTilesDrawn(answer: object, total: number): number {
  const [drawn, setDrawn] = useState({ answer, count: total });
  const current = drawn.answer === answer ? drawn : { answer, count: Math.min(FIRST_FRAME_TILES, total) };
  if (current !== drawn) setDrawn(current);
  useEffect(() => {
    if (current.count >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // after the next paint: a frame's callback runs before it, a task queued there after it
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setDrawn({ answer, count: total }), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [current.count, answer, total]);
  return current.count;
}
