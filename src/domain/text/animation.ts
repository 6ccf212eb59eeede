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

/** The most one frame moves a count-up on: a 10 fps frame. */
const LATE_FRAME_MS = 100;

/**
 * A count-up's time after a frame drawn at `now`, from its time `elapsedMs` at the frame drawn
 * at `lastFrame` (none yet: the count starts at this frame). A frame that comes late, behind a
 * heavy render, moves it on by one slow frame at most, so the shopper still sees the count
 * rather than only its end.
 */
export function countUpElapsed(elapsedMs: number, lastFrame: number | undefined, now: number): number {
  return lastFrame === undefined ? 0 : elapsedMs + Math.min(Math.max(0, now - lastFrame), LATE_FRAME_MS);
}
