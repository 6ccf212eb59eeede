import { pushToast, TOAST_DURATION_MS } from '../../../domain/text/notices.ts';

let shown: HTMLElement[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * spec §4 "Toasts: one at a time", shown 3 s (spec §9): a new toast replaces the one on
 * screen, and its 3 s start again. The region is a polite live region, so screen readers
 * hear it too.
 */
export function showToast(text: string): void {
  const region = document.querySelector<HTMLElement>('[data-toast-region]');
  if (!region) return;
  const toast = document.createElement('p');
  toast.className = 'toast';
  toast.textContent = text;
  const kept = pushToast(shown, toast);
  for (const old of shown) if (!kept.includes(old)) old.remove();
  shown = kept;
  region.append(toast);
  clearTimeout(timer);
  timer = setTimeout(() => {
    toast.remove();
    shown = shown.filter((other) => other !== toast);
  }, TOAST_DURATION_MS);
}
