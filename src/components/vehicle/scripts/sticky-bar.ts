import { isCallNowEmphasised, isStickyCallBarShown } from '../../../domain/text/sticky-bar.ts';
import type { VehiclePageData } from '../../../views/vehicle/vehicle-page-data.ts';

/**
 * spec §2 sticky bar: Call Now turns emphasised past 900px; on sites with the other variant
 * the bar itself appears past 50px. Read once per frame at most. The bar shows once set up
 * (vehicle.css), after the call hours have hidden Call Now or not.
 */
export function attachStickyBar(data: VehiclePageData): void {
  const bar = document.querySelector<HTMLElement>('[data-sticky-bar]');
  if (!bar) return;
  let queued = false;
  const update = () => {
    queued = false;
    const y = window.scrollY;
    bar.classList.toggle('is-emphasised', isCallNowEmphasised(y));
    if (data.stickyBar === 'appear-on-scroll') bar.classList.toggle('is-shown', isStickyCallBarShown(y));
  };
  window.addEventListener(
    'scroll',
    () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(update);
    },
    { passive: true },
  );
  update();
  bar.classList.add('is-ready');
}
