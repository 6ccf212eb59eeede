/**
 * spec §9 "Share popup 550x400, checked every 1 s": the social share window's size, and
 * how often the page checks whether the shopper has closed it.
 */
export const SHARE_POPUP = { width: 550, height: 400, checkEveryMs: 1000 } as const;

/**
 * The `window.open` features of the share popup, centred on the opener's window
 * (its outer size and screen position); a window smaller than the popup puts it at its
 * top left corner.
 */
export function sharePopupFeatures(opener: { left: number; top: number; width: number; height: number }): string {
  const left = Math.round(opener.left + Math.max(0, (opener.width - SHARE_POPUP.width) / 2));
  const top = Math.round(opener.top + Math.max(0, (opener.height - SHARE_POPUP.height) / 2));
  return `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top}`;
}
