import { expect, type Page } from '@playwright/test';

/**
 * Moves the pointer over the search island, as a shopper's does on the way to a control:
 * the island hydrates at that first move (`client:intent`).
 */
export async function moveOntoSearch(page: Page): Promise<void> {
  await page.locator('.stock-search').hover({ position: { x: 4, y: 4 } });
}

/** The shopper's first move on the search, and the island is live (`data-ready`). */
export async function searchGoesLive(page: Page): Promise<void> {
  await moveOntoSearch(page);
  await expect(page.locator('.stock-search')).toHaveAttribute('data-ready', 'true');
}
