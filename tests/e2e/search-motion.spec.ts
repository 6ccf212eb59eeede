// The search page in motion (spec §9 "Accordion animation 300 ms; count-up 1 s"): filter
// sections slide open and shut, the result counts count to their new number, both at once
// with reduced motion asked for; and on a phone the first tap on Filters counts, even before
// the search island's JavaScript has arrived.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { heightsAsItMoves, partWay, settledWithin300ms, type HeightSamples } from '../support/e2e/motion.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';
import { searchGoesLive } from '../support/e2e/search.ts';

const SLUG = 'drivewise-online';

async function openSearch(page: Page, width: number): Promise<void> {
  await dismissPopup(page, demoSite(SLUG));
  await page.setViewportSize({ width, height: 900 });
  await page.goto(siteUrl(SLUG, '/search/'));
  await searchGoesLive(page);
}

/** Toggles the sidebar's Year section and samples its height before, part-way, and settled. */
function toggleHeights(page: Page): Promise<HeightSamples> {
  const section = page.locator('.stock-search__sidebar .filter-section', {
    has: page.getByRole('button', { name: 'Year', exact: true }),
  });
  return heightsAsItMoves(section, 'button');
}

test('a filter section slides open and shut over 300 ms, and leaves the tab order once shut', async ({ page }) => {
  await openSearch(page, 1366);
  const heading = page.locator('.stock-search__sidebar').getByRole('button', { name: 'Year', exact: true });
  const body = page.locator(`#${await heading.getAttribute('aria-controls')}`);
  await expect(heading).toHaveAttribute('aria-expanded', 'false');
  await expect(body).toBeHidden();

  const opening = await toggleHeights(page);
  expect(opening.settled).toBeGreaterThan(opening.before + 20);
  expect(partWay(opening).length, 'heights drawn part-way open').toBeGreaterThan(0);
  expect(settledWithin300ms(opening)).toBe(true);
  await expect(heading).toHaveAttribute('aria-expanded', 'true');
  await expect(body.getByRole('slider').first()).toBeVisible();

  const closing = await toggleHeights(page);
  expect(closing.settled).toBe(opening.before);
  expect(partWay(closing).length, 'heights drawn part-way shut').toBeGreaterThan(0);
  expect(settledWithin300ms(closing)).toBe(true);
  await expect(heading).toHaveAttribute('aria-expanded', 'false');
  await expect(body).toBeHidden();
  // from the heading, Tab goes past the shut section's sliders
  await heading.focus();
  await page.keyboard.press('Tab');
  expect(await body.evaluate((element) => element.contains(document.activeElement))).toBe(false);
});

test('with reduced motion a filter section opens at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openSearch(page, 1366);
  const { before, frames, settled } = await toggleHeights(page);
  expect(settled).toBeGreaterThan(before + 20);
  expect(frames.every(([, height]) => height === settled)).toBe(true);
});

/**
 * Checks the first make in `panel` and follows the count on screen in `counter` to its new
 * number: the numbers it shows, in order, and the one it shows half a second and a second
 * after the new count is there (with the count before, and the final count that assistive
 * technology reads). The page's clock is driven by the test from the check on, a frame every
 * 16 ms of it, so a busy machine cannot stretch or shorten the second the count takes.
 */
async function countFrames(
  page: Page,
  panel: Locator,
  counter: Locator,
): Promise<{ from: number; to: number; shown: number[]; halfway: number; afterOneSecond: number }> {
  const number = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));
  const final = counter.locator('.count-up__final');
  const onScreen = counter.locator('.count-up__shown');
  const before = await final.textContent();
  await page.clock.install();
  // stands still from here; frames come only as the test runs it (a moment ahead, which a
  // busy machine's page clock cannot have passed before the pause is asked for)
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2_000));
  await onScreen.evaluate((element) => {
    const seen: number[] = [];
    (window as unknown as { countUpSeen: number[] }).countUpSeen = seen;
    new MutationObserver(() => seen.push(Number((element.textContent ?? '').replace(/[^0-9]/g, '')))).observe(element, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await panel.locator('.make-card input[type="checkbox"]').first().check();
  // the new count is there (what assistive technology reads); now the frames that count to it
  await expect(final).not.toHaveText(before ?? '');
  const to = number(await final.textContent());
  await page.clock.runFor(500);
  await expect.poll(async () => number(await onScreen.textContent())).not.toBe(number(before));
  const halfway = number(await onScreen.textContent());
  await page.clock.runFor(516);
  await expect.poll(async () => number(await onScreen.textContent())).toBe(to);
  const afterOneSecond = number(await onScreen.textContent());
  const shown = await page.evaluate(() => (window as unknown as { countUpSeen: number[] }).countUpSeen);
  return { from: number(before), to, shown, halfway, afterOneSecond };
}

/** Numbers shown between the old count and the new, in order, half way at half a second, the new one at a second. */
function expectCountedDown({ from, to, shown, halfway, afterOneSecond }: Awaited<ReturnType<typeof countFrames>>) {
  expect(to).toBeLessThan(from - 10);
  const between = shown.filter((value) => value < from && value > to);
  expect(between.length, 'numbers shown between the old count and the new').toBeGreaterThan(3);
  expect(shown, 'never turning back').toEqual([...shown].sort((a, b) => b - a));
  expect(halfway, 'half a second in: between the two').toBeLessThan(from);
  expect(halfway, 'half a second in: between the two').toBeGreaterThan(to);
  expect(afterOneSecond).toBe(to);
}

test('the result count counts to its new number over 1 s; assistive technology reads the new one at once', async ({
  page,
}) => {
  await openSearch(page, 1366);
  const heading = page.locator('.search-results__count');
  const counted = await countFrames(page, page.locator('.stock-search__sidebar'), heading);
  expectCountedDown(counted);
  await expect(heading).toHaveAccessibleName(`${counted.to.toLocaleString('en-AU')} cars`);
});

test('with reduced motion the result count shows its new number at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openSearch(page, 1366);
  const { to, shown } = await countFrames(
    page,
    page.locator('.stock-search__sidebar'),
    page.locator('.search-results__count'),
  );
  expect(new Set(shown)).toEqual(new Set([to]));
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test("on a phone, 'Show me N cars' counts to its new number as a filter applies", async ({ page }) => {
    await openSearch(page, 390);
    await page.getByRole('button', { name: 'Filters', exact: true }).tap();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    const show = drawer.locator('.filter-drawer__show');
    const counted = await countFrames(page, drawer, show);
    expectCountedDown(counted);
    await expect(show).toHaveAccessibleName(`Show me ${counted.to.toLocaleString('en-AU')} cars`);
  });

  test('on a phone, a tap on Filters before the search has loaded opens the drawer once it has', async ({ page }) => {
    await dismissPopup(page, demoSite(SLUG));
    await page.setViewportSize({ width: 390, height: 844 });
    // the search island's own code is held back, as on a slow phone
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/SearchPageIsland\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(siteUrl(SLUG, '/search/'), { waitUntil: 'domcontentloaded' });
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await filters.tap();
    await expect(page.locator('.stock-search')).not.toHaveAttribute('data-ready', 'true');
    release();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    // later taps are the island's own: one tap, one drawer
    await filters.tap();
    await expect(drawer).toBeVisible();
    await expect(page.locator('dialog.filter-drawer')).toHaveCount(1);
  });
});
