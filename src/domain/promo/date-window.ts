/**
 * A span of time given by two ISO timestamps with their offsets (the tenant schema's
 * `isoTimestamp`, e.g. '2025-07-01T00:00+10:00'). Either end may be absent: the window is
 * then open on that side.
 *
 * spec §4 Promo cards "show only between start and expiry". Decided: the start is
 * inclusive and the end exclusive, [start, end). At the exact start instant a card shows;
 * at the exact expiry instant it no longer does, the same as the popup (hidden at its
 * expiryDate). A timestamp that cannot be read closes the window (nothing shows), so a
 * typo never publishes a promotion forever.
 */
export interface DateWindow {
  start?: string | undefined;
  end?: string | undefined;
}

/** Whether `now` falls inside the window: start ≤ now < end. */
export function isWithin(window: DateWindow, now: Date): boolean {
  const at = now.getTime();
  if (window.start !== undefined && !(at >= Date.parse(window.start))) return false;
  if (window.end !== undefined && !(at < Date.parse(window.end))) return false;
  return true;
}
