/**
 * spec §2 Vehicle page / §9 "Sticky bar thresholds 900px and 50px": Call Now turns
 * emphasised after scrolling more than 900px; on one variant the sticky call bar appears
 * after 50px.
 */
const STICKY_CALL_EMPHASIS_AFTER_PX = 900;
const STICKY_CALL_BAR_AFTER_PX = 50;

/** Whether the page has scrolled more than `thresholdPx`: strictly more, so exactly 900px is not yet. */
function isScrolledPast(scrollY: number, thresholdPx: number): boolean {
  return scrollY > thresholdPx;
}

/** spec §2: Call Now is emphasised once the page has scrolled more than 900px. */
export function isCallNowEmphasised(scrollY: number): boolean {
  return isScrolledPast(scrollY, STICKY_CALL_EMPHASIS_AFTER_PX);
}

/** spec §2 (one variant): the sticky call bar shows once the page has scrolled more than 50px. */
export function isStickyCallBarShown(scrollY: number): boolean {
  return isScrolledPast(scrollY, STICKY_CALL_BAR_AFTER_PX);
}
