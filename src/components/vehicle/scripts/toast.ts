import { TOAST_DURATION_MS } from '../../../domain/text/notices.ts';

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * spec §4 "Toasts: one at a time", shown 3 s (spec §9): a new toast replaces the one on
 * screen. The region is a polite live region, so screen readers hear it too.
 */
export function showToast(text: string): void {
  const region = document.querySelector<HTMLElement>('[data-toast-region]');
  if (!region) return;
  clearTimeout(timer);
  region.replaceChildren();
  const toast = document.createElement('p');
  toast.className = 'toast';
  toast.textContent = text;
  region.append(toast);
  timer = setTimeout(() => toast.remove(), TOAST_DURATION_MS);
}
