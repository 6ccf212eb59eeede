import { COPIED_NOTICE, COPIED_NOTICE_MS, copiedToastText } from '../../../domain/text/notices.ts';
import { SHARE_POPUP, sharePopupFeatures } from '../../../domain/text/share-popup.ts';
import type { VehiclePageData } from '../../../views/vehicle/vehicle-page-data.ts';
import { showToast } from '../../toast/toast.ts';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.warn('The link could not be copied', error);
    return false;
  }
}

/**
 * spec §2/§4 share: social links open a 550x400 popup (checked every second so focus comes
 * back when it closes); copy link says 'Copied' for 1.5 s; the sidebar's share copies the
 * vehicle URL and shows the toast 'Copied {car name} to your clipboard!'.
 */
export function attachShare(data: VehiclePageData): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-share-popup]')) {
    link.addEventListener('click', (event) => {
      const popup = window.open(
        link.href,
        'share',
        sharePopupFeatures({
          left: window.screenX,
          top: window.screenY,
          width: window.outerWidth,
          height: window.outerHeight,
        }),
      );
      if (!popup) return; // blocked: the link opens as a page
      event.preventDefault();
      const watch = setInterval(() => {
        if (!popup.closed) return;
        clearInterval(watch);
        link.focus();
      }, SHARE_POPUP.checkEveryMs);
    });
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy-link]')) {
    const label = button.textContent ?? '';
    button.addEventListener('click', async () => {
      if (!(await copy(data.url))) return;
      button.textContent = COPIED_NOTICE;
      setTimeout(() => (button.textContent = label), COPIED_NOTICE_MS);
    });
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy-toast]')) {
    button.addEventListener('click', async () => {
      if (await copy(data.url)) showToast(copiedToastText(data.name));
    });
  }
}
