import type { Page } from '@playwright/test';

export interface Shift {
  value: number;
  sources: string[];
}

/** Every layout shift the shopper did not cause (no recent input), with what moved. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
    const shifts: { value: number; sources: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    const describe = (node: Node | null) => {
      const element = node instanceof Element ? node : node?.parentElement;
      if (!element) return '?';
      return `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[]) {
        if (!entry.hadRecentInput)
          shifts.push({ value: entry.value, sources: entry.sources.map((source) => describe(source.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded once the page and its requests have settled. */
export async function settledShifts(page: Page): Promise<Shift[]> {
  await page.waitForLoadState('networkidle');
  // two frames: a shift is reported after the frame that made it
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
}

export const totalShift = (shifts: readonly Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);
