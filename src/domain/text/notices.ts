/** spec §4 "Share copy shows 'Copied' for 1.5 seconds." */
export const COPIED_NOTICE = 'Copied';
export const COPIED_NOTICE_MS = 1500;

/**
 * spec §9 "Toast timing 3000 ms; toast limit 1, removal delay 1,000,000 ms." A toast is
 * shown 3 s, one at a time; a dismissed toast stays mounted (hidden) for the removal
 * delay before it is dropped, so its exit animation never races a new one.
 */
export const TOAST_DURATION_MS = 3000;
const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** spec §4: the toast after the detail sidebar's share button copies the vehicle URL. */
export function copiedToastText(carName: string): string {
  return `Copied ${carName} to your clipboard!`;
}

/** spec §4 "Toasts: one at a time": the newest toast first, at most `limit` kept (older ones drop). */
export function pushToast<T>(toasts: readonly T[], toast: T, limit: number = TOAST_LIMIT): T[] {
  return [toast, ...toasts].slice(0, Math.max(0, limit));
}
