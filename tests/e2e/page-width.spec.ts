// Gate: no page is wider than a phone. One page of every page type (route pattern of
// src/pages) of every built tenant, plus the vehicle pages with the longest values, loads once
// and is measured at each phone width by resizing the viewport: the document may not scroll
// sideways. A failure names the widest element whose right edge passes the viewport.
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import type { Car } from '../../src/catalog/schema/car.ts';
import type { Site } from '../../src/tenant/schema/site.ts';
import { specificationRows } from '../../src/views/vehicle/specs.ts';
import { gateTenants } from '../gates/lib/built-sites.ts';
import { samplePagesByType } from '../gates/lib/routes.ts';
import { dismissPopup } from '../support/e2e/site.ts';
import { vehicleCars } from '../support/e2e/vehicle.ts';

/** Phone widths in CSS pixels: a small Android phone and a current iPhone. */
const WIDTHS = [390, 360] as const;

interface Overflow {
  scrollWidth: number;
  element: string | null;
}

/**
 * How far the document scrolls sideways, and what pushes it: the widest element whose box
 * passes the right edge, or else the element whose text runs past it (a long unbroken value
 * overflows the box it sits in).
 */
function measure(page: Page): Promise<Overflow | null> {
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

/** The longest value a car's page prints in its specification table (the VIN among them). */
function longestValue(car: Car, site: Site): number {
  return Math.max(car.vin?.length ?? 0, ...specificationRows(car, site).map((row) => row.value.length));
}

/** The vehicle page most likely to overflow: the car with the longest specification value. */
async function longestVehiclePath(slug: string, site: Site): Promise<string> {
  const cars = await vehicleCars(slug);
  if (cars.length === 0) throw new Error(`${slug} has no vehicle page`);
  const longest = cars.reduce((best, car) => (longestValue(car, site) > longestValue(best, site) ? car : best));
  return `/cars/${longest.slug}/`;
}

for (const tenant of gateTenants()) {
  test.describe(`${tenant.slug}: page width on phones`, () => {
    if (!tenant.built) {
      test.skip(tenant.reason, () => {});
      return;
    }
    const { site } = tenant;
    const samples = samplePagesByType(tenant.root);

    const check = (name: string, path: () => Promise<string>, status = 200) =>
      test(`${name} is no wider than ${WIDTHS.join(' or ')} px`, async ({ page }) => {
        await dismissPopup(page, site);
        await page.setViewportSize({ width: WIDTHS[0], height: 844 });
        const url = siteUrl(tenant.slug, await path());
        const response = await page.goto(url);
        expect(response?.status()).toBe(status);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 844 });
          const overflow = await measure(page);
          expect
            .soft(overflow, `${url} at ${width} px: ${overflow?.scrollWidth} px wide; ${overflow?.element}`)
            .toBeNull();
        }
      });

    for (const { type, path } of samples)
      check(`${type} (${path})`, () => Promise.resolve(path), type === '/404' ? 404 : 200);
    check('/cars/[slug] with the longest values', () => longestVehiclePath(tenant.slug, site));
  });
}
