// The pictures every page view draws are rasters: make logos (the home page's 'Shop by brand',
// the search's make cards) come through the image CDN at three times their box, and the site's
// icon is a PNG. An SVG <img> or icon is a document of its own for the page's main thread to
// parse and lay out, 5-20 ms each, a dozen logos on a home page.
import { expect, test, type Locator } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';
import { searchGoesLive } from '../support/e2e/search.ts';

const SLUG = 'drivewise-online';

/** Each logo drawn, with its address, its natural width and the type it was served as. */
async function drawnLogos(logos: Locator) {
  await expect(logos.first()).toBeVisible();
  for (const logo of await logos.all()) {
    await logo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeTruthy();
  }
  return logos.evaluateAll((images: HTMLImageElement[]) =>
    Promise.all(
      images.map(async (image) => ({
        src: image.getAttribute('src') ?? '',
        naturalWidth: image.naturalWidth,
        type: (await fetch(image.currentSrc)).headers.get('content-type'),
      })),
    ),
  );
}

test("the home page's brands show their logos from the image CDN, 192 px wide for a 64 px box", async ({ page }) => {
  await dismissPopup(page, demoSite(SLUG));
  await page.goto(siteUrl(SLUG, '/'));
  const logos = await drawnLogos(page.locator('.brand-strip img'));
  expect(logos.length).toBeGreaterThan(5);
  for (const logo of logos) {
    expect(logo.src).toMatch(/^\/img\/makes\/[a-z0-9-]+\.svg\?w=192&q=90$/);
    expect(logo).toMatchObject({ naturalWidth: 192, type: 'image/webp' });
  }
});

test("the search's make cards show their logos from the image CDN, 120 px wide for a 40 px box", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await dismissPopup(page, demoSite(SLUG));
  await page.goto(siteUrl(SLUG, '/search'));
  await searchGoesLive(page);
  const logos = await drawnLogos(page.locator('.stock-search__sidebar .make-card img'));
  for (const logo of logos) {
    expect(logo.src).toMatch(/^\/img\/makes\/[a-z0-9-]+\.svg\?w=120&q=90$/);
    expect(logo).toMatchObject({ naturalWidth: 120, type: 'image/webp' });
  }
});

test("the site's icon is a 64 px PNG", async ({ page }) => {
  await dismissPopup(page, demoSite(SLUG));
  await page.goto(siteUrl(SLUG, '/about-us'));
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveAttribute('type', 'image/png');
  const drawn = await icon.evaluate(async (link: HTMLLinkElement) => {
    const response = await fetch(link.href);
    const bitmap = await createImageBitmap(await response.blob());
    return { type: response.headers.get('content-type'), width: bitmap.width, height: bitmap.height };
  });
  expect(drawn).toEqual({ type: 'image/png', width: 64, height: 64 });
});
