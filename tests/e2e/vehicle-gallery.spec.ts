// spec §2 vehicle page gallery and §7 image CDN: arrows, the 'N / M' counter, thumbnails,
// keys, swipe, the full-screen viewer, no layout shift, and photos at the CDN's widths.
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import type { Car } from '../../src/catalog/schema/car.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';
import { carWhere, openVehicle } from '../support/e2e/vehicle.ts';

const SLUG = 'southern-cross-motors';
const manyPhotos = (car: Car) => car.images.length >= 5;

/**
 * Sums the layout shifts that move the gallery or anything in it, from the page's first paint
 * (recent input or not). The sidebar's own late content is the sidebar's business.
 */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { galleryShift: number };
    record.galleryShift = 0;
    type Shift = PerformanceEntry & { value: number; sources: { node: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const inGallery = entry.sources.some((source) => {
          const node = source.node;
          const element = node instanceof Element ? node : node?.parentElement;
          return Boolean(element?.closest('.vehicle__gallery') ?? element?.querySelector('.vehicle__gallery'));
        });
        if (inGallery) record.galleryShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { galleryShift: number }).galleryShift);

const gallery = (page: Page) => page.locator('[data-gallery]');
const stageCounter = (page: Page) => gallery(page).locator('.gallery__stage [data-gallery-counter]');

/** The slide whose photo fills the frame. */
async function shownSlide(page: Page): Promise<number> {
  return gallery(page).evaluate((root) => {
    const stage = root.querySelector('.gallery__stage')!.getBoundingClientRect();
    const slides = [...root.querySelectorAll('.gallery__slide')];
    return slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - stage.left) < 2) + 1;
  });
}

test.describe('desktop, 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('arrows, thumbnails, keys and the full-screen viewer move through every photo without shifting the page', async ({
    page,
  }) => {
    const car = await carWhere(SLUG, 'has 5 photos or more', manyPhotos);
    const total = car.images.length;
    await recordLayoutShifts(page);
    await openVehicle(page, SLUG, car);

    // the first photo is the LCP image: at once, with high priority, at the CDN's widths
    const photos = gallery(page).locator('.gallery__slide img');
    await expect(photos.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(photos.first()).not.toHaveAttribute('loading', 'lazy');
    await expect(photos.first()).toHaveAttribute('srcset', /w=480&q=\d+ 480w, .*w=1600&q=\d+ 1600w$/);
    await expect(photos.nth(1)).toHaveAttribute('loading', 'lazy');

    const counter = stageCounter(page);
    await expect(counter).toHaveText(`1 / ${total}`);
    await expect(counter).toHaveAttribute('aria-live', 'polite');
    await gallery(page).getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText(`2 / ${total}`);
    await expect.poll(() => shownSlide(page)).toBe(2);
    await gallery(page).getByRole('button', { name: 'Previous photo' }).click();
    await expect(counter).toHaveText(`1 / ${total}`);

    // every thumbnail in view, none past the page's width
    const thumbnails = gallery(page).locator('.gallery__thumbnail');
    await expect(thumbnails).toHaveCount(total);
    for (const box of await thumbnails.evaluateAll((all) => all.map((t) => t.getBoundingClientRect().right)))
      expect(box).toBeLessThanOrEqual(1366);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    await thumbnails.nth(2).click();
    await expect(counter).toHaveText(`3 / ${total}`);
    await expect(thumbnails.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(thumbnails.nth(0)).not.toHaveAttribute('aria-current', 'true');
    await expect.poll(() => shownSlide(page)).toBe(3);

    // keys while the gallery has focus
    await gallery(page).locator('.gallery__stage').focus();
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`4 / ${total}`);
    await page.keyboard.press('End');
    await expect(counter).toHaveText(`${total} / ${total}`);
    await page.keyboard.press('Home');
    await expect(counter).toHaveText(`1 / ${total}`);

    // a click on the photo opens it full screen at the widest candidate; Escape closes, focus returns
    await photos.first().click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    const big = viewer.locator('img');
    await expect(big).toHaveAttribute('sizes', '100vw');
    await expect.poll(() => big.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/w=1600&q=\d+$/);
    await page.keyboard.press('ArrowRight');
    await expect(viewer.locator('[data-gallery-counter]')).toHaveText(`2 / ${total}`);
    await expect(big).toHaveAttribute('alt', new RegExp(`photo 2 of ${total}$`));
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(gallery(page).locator('.gallery__stage')).toBeFocused();
    await expect(counter).toHaveText(`2 / ${total}`);

    expect(await layoutShift(page)).toBeLessThan(0.01);
  });
});

test.describe('phone, 390 px with touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** A finger drawn across the photo: real touch input, as Chromium gets it from a screen. */
  async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
    const cdp = await page.context().newCDPSession(page);
    const point = (x: number, y: number) => [{ x, y, id: 1 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x, from.y) });
    for (let step = 1; step <= 8; step++) {
      const x = from.x + ((to.x - from.x) * step) / 8;
      const y = from.y + ((to.y - from.y) * step) / 8;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  test('a sideways swipe changes the photo; an upward one scrolls the page', async ({ page }) => {
    const car = await carWhere(SLUG, 'has 5 photos or more', manyPhotos);
    const total = car.images.length;
    await recordLayoutShifts(page);
    await openVehicle(page, SLUG, car);
    const stage = gallery(page).locator('.gallery__stage');
    const box = (await stage.boundingBox())!;
    const y = box.y + box.height / 2;

    await drag(page, { x: box.x + box.width * 0.8, y }, { x: box.x + box.width * 0.2, y });
    await expect(stageCounter(page)).toHaveText(`2 / ${total}`);
    await expect.poll(() => shownSlide(page)).toBe(2);
    await drag(page, { x: box.x + box.width * 0.2, y }, { x: box.x + box.width * 0.8, y });
    await expect(stageCounter(page)).toHaveText(`1 / ${total}`);

    await drag(page, { x: box.x + box.width / 2, y: y + 40 }, { x: box.x + box.width / 2, y: y - 160 });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
    await expect(stageCounter(page)).toHaveText(`1 / ${total}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });
});

test("a card's photo comes from the image CDN at width 1000 with a quality, resized by the stand-in", async ({
  page,
}) => {
  await dismissPopup(page, demoSite(SLUG));
  await page.goto(siteUrl(SLUG, '/search'));
  const photo = page.locator('.car-card img').first();
  const src = await photo.getAttribute('src');
  expect(src).toMatch(/[?&]w=1000&q=\d+$/);
  const type = await page.evaluate(async (url) => (await fetch(url)).headers.get('content-type'), src!);
  expect(type).toBe('image/webp');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });

  test('a thumbnail brings its photo into the frame: a link to the slide the strip snaps to', async ({ page }) => {
    const car = await carWhere(SLUG, 'has 5 photos or more', manyPhotos);
    await dismissPopup(page, demoSite(SLUG));
    await page.goto(siteUrl(SLUG, `/cars/${car.slug}`));
    expect(await shownSlide(page)).toBe(1);
    const thumbnails = gallery(page).getByRole('link', { name: /^Show photo \d+ of \d+$/ });
    await expect(thumbnails).toHaveCount(car.images.length);
    await thumbnails.nth(2).click();
    await expect.poll(() => shownSlide(page)).toBe(3);
    await thumbnails.nth(0).click();
    await expect.poll(() => shownSlide(page)).toBe(1);
  });
});
