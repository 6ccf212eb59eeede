import { pushToast, TOAST_DURATION_MS } from '../../domain/text/notices.ts';

let shown: HTMLElement[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** A link the toast offers (the watchlist's 'View List'). */
export interface ToastAction {
  label: string;
  href: string;
}

function dismissLater(toast: HTMLElement): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    toast.remove();
    shown = shown.filter((other) => other !== toast);
  }, TOAST_DURATION_MS);
}

/**
 * spec §4 "Toasts: one at a time", shown 3 s (spec §9): a new toast replaces the one on
 * screen, and its 3 s start again. The region is a polite live region, so screen readers
 * hear it too. A toast with an action stays while the pointer or the focus is on it, so its
 * link can be reached in time (WCAG 2.2.1).
 */
export function showToast(text: string, action?: ToastAction): void {
  const region = document.querySelector<HTMLElement>('[data-toast-region]');
  if (!region) return;
  const toast = document.createElement('p');
  toast.className = 'toast';
  toast.textContent = text;
  if (action) {
    const link = document.createElement('a');
    link.className = 'toast__action';
    link.href = action.href;
    link.textContent = action.label;
    toast.append(' ', link);
    for (const type of ['pointerenter', 'focusin'] as const) toast.addEventListener(type, () => clearTimeout(timer));
    for (const type of ['pointerleave', 'focusout'] as const) toast.addEventListener(type, () => dismissLater(toast));
  }
  const kept = pushToast(shown, toast);
  for (const old of shown) if (!kept.includes(old)) old.remove();
  shown = kept;
  region.append(toast);
  dismissLater(toast);
}
