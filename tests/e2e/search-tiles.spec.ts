// A new answer is drawn in two frames (use-tiles-drawn.ts): the first rows of cards at once,
// the rest in the frame after, their room held meanwhile; the build's page draws them all.
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';
import { refineInDrawer, searchGoesLive } from '../support/e2e/search.ts';

const SLUG = 'southern-cross-motors';

declare global {
  interface Window {
    tileStates?: { cards: number; pending: number; height: number }[];
  }
}

/** The search with every card of the build drawn, live, and every state its list passes through recorded. */
async function openRecordedSearch(page: Page): Promise<void> {
  await dismissPopup(page, demoSite(SLUG));
  await page.goto(siteUrl(SLUG, '/search/'));
  await expect(page.locator('.search-cards .car-card')).toHaveCount(21);
  await expect(page.locator('.search-results__tile--pending')).toHaveCount(0);
  await searchGoesLive(page);
  await page.evaluate(() => {
    const list = document.querySelector('.search-results')!;
    const states: NonNullable<Window['tileStates']> = (window.tileStates = []);
    new MutationObserver(() => {
      const cards = document.querySelector('.search-cards');
      states.push({
        cards: cards?.querySelectorAll('.car-card').length ?? 0,
        pending: cards?.querySelectorAll('.search-results__tile--pending').length ?? 0,
        height: cards?.getBoundingClientRect().height ?? 0,
      });
    }).observe(list, { childList: true, subtree: true });
  });
}

/** After a refinement: the first state with cards still to come held a card's room, and all were drawn after it. */
async function expectTwoFrames(page: Page, before: string[]): Promise<void> {
  await expect(page.locator('.search-cards .car-card h3')).not.toHaveText(before);
  // the states from the first with cards still to come: drawn whole again after it
  const fromPartial = async () => {
    const states = await page.evaluate(() => window.tileStates ?? []);
    return states.slice(
      Math.max(
        0,
        states.findIndex((state) => state.pending > 0),
      ),
    );
  };
  await expect.poll(async () => (await fromPartial()).some((state) => state.pending === 0)).toBe(true);
  const states = await fromPartial();
  const partial = states.find((state) => state.pending > 0);
  expect(partial, JSON.stringify(states)).toBeDefined();
  const last = states.at(-1)!;
  expect(last.pending).toBe(0);
  // two rows of three at most, the screen's, then the rest
  expect(partial!.cards).toBeGreaterThan(0);
  expect(partial!.cards).toBeLessThanOrEqual(6);
  expect(last.cards).toBeGreaterThan(partial!.cards);
  // the room held for the cards to come is within a card's height of what they take
  expect(Math.abs(partial!.height - last.height), JSON.stringify(states)).toBeLessThan(600);
}

const headings = (page: Page) => page.locator('.search-cards .car-card h3').allTextContents();

test('a make ticked draws its first cards at once and the others a frame later, the page keeping its height', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openRecordedSearch(page);
  const before = await headings(page);
  await page.locator('.stock-search__sidebar .make-card').first().click();
  await expectTwoFrames(page, before);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a body type tapped in the filters drawer draws its results in two frames too', async ({ page }) => {
    await openRecordedSearch(page);
    const before = await headings(page);
    await refineInDrawer(page, 'Body type', 'SUV');
    await expectTwoFrames(page, before);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
