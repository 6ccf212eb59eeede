import { expect, type Page } from '@playwright/test';

/**
 * Moves the pointer over the search island, as a shopper's does on the way to a control:
 * the island hydrates at that first move (`client:intent`).
 */
export async function moveOntoSearch(page: Page): Promise<void> {
  await page.locator('.stock-search').hover({ position: { x: 4, y: 4 } });
}

/** The shopper's first move on the search, and the island is live (`data-ready`). */
export async function searchGoesLive(page: Page, { timeout = 20_000 }: { timeout?: number } = {}): Promise<void> {
  const search = page.locator('.stock-search');
  // A move made while the page's scripts are still loading (a loaded machine) is not seen
  // by the island's directive; a shopper's pointer keeps moving, and so does this one.
  let x = 4;
  await expect(async () => {
    x = x === 4 ? 12 : 4;
    await search.hover({ position: { x, y: 4 } });
    await expect(search).toHaveAttribute('data-ready', 'true', { timeout: 2_000 });
  }).toPass({ timeout });
}

/**
 * On a phone: taps Filters, opens the named section of the drawer, taps the value whose
 * label starts with `value` (its count follows) and 'Show me N cars', and waits for the
 * drawer to close, as a shopper's thumb does it.
 */
export async function refineInDrawer(page: Page, section: string, value: string): Promise<void> {
  await page.getByRole('button', { name: 'Filters', exact: true }).tap();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('button', { name: section, exact: true }).tap();
  await drawer
    .getByRole('checkbox', { name: new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`) })
    .tap();
  await drawer.getByRole('button', { name: /^Show me [\d,]+ cars?$/ }).tap();
  await expect(drawer).toBeHidden();
}
