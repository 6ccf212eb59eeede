/** spec §9 "Accordion animation 300 ms; count-up 1 s." */
export const ACCORDION_MS = 300;
const COUNT_UP_MS = 1000;

/**
 * The number a count-up shows `elapsedMs` after a count changed from `from` to `to`: it moves
 * fast at first and slows into the new number (ease-out), in whole numbers, never turning
 * back, and lands exactly on `to` at `durationMs` (1 s). Before the start it shows `from`.
 */
export function countUpValue(from: number, to: number, elapsedMs: number, durationMs: number = COUNT_UP_MS): number {
  const progress = durationMs <= 0 ? 1 : Math.min(1, Math.max(0, elapsedMs / durationMs));
  if (progress === 1) return to;
  const eased = 1 - (1 - progress) ** 3;
  return Math.round(from + (to - from) * eased);
}
