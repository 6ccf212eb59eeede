import type { Page } from '@playwright/test';

// A toast is on screen for 3 s (spec §9). A test whose runner is busy (its own server and
// PGlite in the same process) can look later than that, so the page keeps what it showed.

declare global {
  interface Window {
    toastsShown?: string[];
  }
}

/** From now on, this page keeps the text of every toast it shows. */
export async function recordToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const region = document.querySelector('[data-toast-region]');
    if (!region) throw new Error('this page has no toast region');
    const shown: string[] = (window.toastsShown = []);
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes) if (node instanceof HTMLElement) shown.push(node.textContent ?? '');
    }).observe(region, { childList: true });
  });
}

/** The texts of the toasts shown since `recordToasts`. */
export function toastsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => window.toastsShown ?? []);
}
