import type { Locator } from '@playwright/test';

export interface HeightSamples {
  before: number;
  /** [ms since the click, height], on every animation frame for 1 s. */
  frames: [number, number][];
  settled: number;
}

/**
 * Clicks the `trigger` inside `element` and samples the element's height on every frame while
 * it opens or closes (spec §9 accordion 300 ms). Frames, not fixed delays: on a busy machine a
 * timer can fire late, but each frame drawn is a height the shopper saw.
 */
export function heightsAsItMoves(element: Locator, trigger: string): Promise<HeightSamples> {
  return element.evaluate(async (box, selector) => {
    const height = () => box.getBoundingClientRect().height;
    // the closed height as drawn: after the web fonts and a frame, so a late font swap or
    // layout is not taken for part of the motion
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const before = height();
    box.querySelector<HTMLElement>(selector)!.click();
    const start = performance.now();
    const frames: [number, number][] = [];
    // a frame's own time is the time its transitions are drawn at, however late its callback runs
    for (let now = start; now - start < 1000;) {
      now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
      frames.push([now - start, height()]);
    }
    return { before, frames, settled: height() };
  }, trigger);
}

/**
 * Whether the height is still from 300 ms after it first moved (and a frame to spare): the
 * slide began at most a frame before the first height it drew, however late a busy machine
 * drew that frame.
 */
export function settledWithin300ms({ before, frames, settled }: HeightSamples): boolean {
  const moved = frames.find(([, height]) => height !== before)?.[0] ?? 0;
  return frames.filter(([ms]) => ms >= moved + 320).every(([, height]) => height === settled);
}

/** The heights drawn strictly between the closed and the open one. */
export function partWay({ before, frames, settled }: HeightSamples): number[] {
  const [low, high] = [Math.min(before, settled), Math.max(before, settled)];
  return frames.map(([, shown]) => shown).filter((shown) => shown > low + 1 && shown < high - 1);
}
