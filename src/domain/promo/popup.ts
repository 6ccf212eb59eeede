import { isWithin } from './date-window.ts';

export interface PopupState {
  /** The page has loaded in the browser (spec §4: hidden before client load). */
  loaded: boolean;
  /** Closed, or its image clicked, now or earlier in this browser (the stored hidden flag). */
  dismissed: boolean;
  now: Date;
  /** The popup's expiryDate, an ISO timestamp with offset; absent: it never expires. */
  expiryDate?: string | undefined;
}

/**
 * spec §4 Popup: visible until closed or the image is clicked; hidden after expiryDate or
 * before client load. Decided: at the exact expiryDate instant it is already hidden (the
 * same [start, end) rule as promo cards), and an unreadable expiryDate hides it.
 */
export function isPopupVisible(state: PopupState): boolean {
  return state.loaded && !state.dismissed && isWithin({ end: state.expiryDate }, state.now);
}
