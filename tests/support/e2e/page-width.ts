import type { Page } from '@playwright/test';

/** Phone widths in CSS pixels: a current iPhone and a small Android phone. */
export const PHONE_WIDTHS = [390, 360] as const;

interface Overflow {
  scrollWidth: number;
  element: string | null;
}

/**
 * How far the document scrolls sideways, and what pushes it: the widest element whose box
 * passes the right edge, or else the element whose text runs past it (a long unbroken value
 * overflows the box it sits in).
 */
export function sidewaysOverflow(page: Page): Promise<Overflow | null> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= viewport) return null;
    // inside a box that clips or scrolls sideways (a photo strip) nothing widens the page
    const clipped = (node: Node): boolean => {
      for (let parent = node.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (element: Element, width: number, right: number): string => {
      const name =
        element.tagName.toLowerCase() +
        (element.id ? `#${element.id}` : '') +
        [...element.classList].map((c) => `.${c}`).join('');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
      return `${name} (${Math.round(width)} px wide, right edge at ${Math.round(right)} px): "${text}"`;
    };
    let widest: { element: Element; width: number; right: number } | null = null;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.right <= viewport + 0.5 || box.width === 0 || clipped(element)) continue;
      if (!widest || box.width > widest.width) widest = { element, width: box.width, right: box.right };
    }
    if (widest) return { scrollWidth, element: describe(widest.element, widest.width, widest.right) };
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      range.selectNodeContents(text);
      const box = range.getBoundingClientRect();
      if (box.right > viewport + 0.5 && text.parentElement && !clipped(text))
        return { scrollWidth, element: `text in ${describe(text.parentElement, box.width, box.right)}` };
    }
    return { scrollWidth, element: null };
  });
}
