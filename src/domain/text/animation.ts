/** spec §9 "Accordion animation 300 ms; count-up 1 s." */
export const ACCORDION_MS = 300;
const COUNT_UP_MS = 1000;

/**
 * The number a count-up shows `elapsedMs` after it starts: it climbs evenly from 0 and
 * reaches `target` at `durationMs` (1 s), whole numbers only. Decided: linear, rounded
 * to the nearest whole number; before the start it shows 0, after the end the target.
 */
export function countUpValue(target: number, elapsedMs: number, durationMs: number = COUNT_UP_MS): number {
  const progress = durationMs <= 0 ? 1 : Math.min(1, Math.max(0, elapsedMs / durationMs));
  return Math.round(target * progress);
}
