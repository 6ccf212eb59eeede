// A new answer is drawn in two frames (use-tiles-drawn.ts): the first rows of cards at once,
// the rest in the frame after, their room held meanwhile; the build's page draws them all.
import { expect, test } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';
import { searchGoesLive } from '../support/e2e/search.ts';

const SLUG = 'southern-cross-motors';

declare global {
  interface Window {
    tileStates?: { cards: number; pending: number; height: number }[];
  }
}

test('a make ticked draws its first cards at once and the others a frame later, the page keeping its height', async ({
  page,
}) => {
  await dismissPopup(page, demoSite(SLUG));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(siteUrl(SLUG, '/search/'));
  await expect(page.locator('.search-cards .car-card')).toHaveCount(21);
  await expect(page.locator('.search-results__tile--pending')).toHaveCount(0);
  await searchGoesLive(page);

  // every state the list passes through, as the page's own observer sees it
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
  const before = await page.locator('.search-cards .car-card h3').allTextContents();
  await page.locator('.stock-search__sidebar .make-card').first().click();

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
});
