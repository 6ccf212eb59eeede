// The search island hydrates at the shopper's first move on it (client:intent): a search page
// only looked at runs none of the island's code during its load, and what a shopper does
// while that code comes (a tap, a tick, letters, a sort order) still happens.
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';

const TENANT = 'southern-cross-motors';
const PATH = '/search/used-cars';
const search = (page: Page) => page.locator('.stock-search');

async function openUntouched(page: Page, path = PATH): Promise<void> {
  await dismissPopup(page, demoSite(TENANT));
  await page.goto(siteUrl(TENANT, path));
}

test('a search page only looked at leaves its island as built and fetches its code while idle', async ({ page }) => {
  await dismissPopup(page, demoSite(TENANT));
  const code = page.waitForResponse((response) => /\/_astro\/SearchPageIsland\.[\w-]+\.js$/.test(response.url()));
  await page.goto(siteUrl(TENANT, PATH));
  expect((await code).ok()).toBe(true);
  await expect(page.locator('astro-island[client="intent"]')).toHaveAttribute('ssr', '');
  await expect(search(page)).not.toHaveAttribute('data-ready', 'true');
  await expect(page.locator('.search-results .car-card')).toHaveCount(21);
});

test('a shared link’s filters, which the build’s page does not show, apply without a move', async ({ page }) => {
  await openUntouched(page, `${PATH}?price=5000-30000`);
  await expect(search(page)).toHaveAttribute('data-ready', 'true');
  await expect(page.getByRole('button', { name: /Remove .*30,000/ })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap on Filters while the island loads opens the drawer', async ({ page }) => {
    await openUntouched(page);
    await page.getByRole('button', { name: 'Filters', exact: true }).tap();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await expect(search(page)).toHaveAttribute('data-ready', 'true');
  });
});

test('a filter ticked while the island loads refines the search', async ({ page }) => {
  await openUntouched(page);
  const box = page.locator('.stock-search__sidebar').getByRole('checkbox', { name: /^Toyota/ });
  await box.click();
  await expect(page).toHaveURL(/[?&]make=Toyota/);
  await expect(box).toBeChecked();
});

test('letters typed while the island loads are kept and searched', async ({ page }) => {
  await openUntouched(page);
  const keyword = page.locator('.stock-search__sidebar').getByRole('searchbox');
  await keyword.click();
  await page.keyboard.type('corolla');
  await expect(page).toHaveURL(/[?&]query=corolla/);
  await expect(keyword).toHaveValue('corolla');
});

test('a sort order chosen while the island loads is applied', async ({ page }) => {
  await openUntouched(page);
  const sort = page.getByRole('combobox', { name: /sort/i });
  // by keyboard: the focus is the first move; a chosen option fires the select's change
  await sort.focus();
  await sort.selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/[?&]sortBy=price-desc/);
  await expect(sort.locator('option:checked')).toHaveText('Price: high to low');
});

test('a sort order chosen while the island hydrates is applied', async ({ page }) => {
  await openUntouched(page);
  const sort = page.getByRole('combobox', { name: /sort/i });
  await sort.focus();
  // React hydrates at once when a discrete event reaches an island it is hydrating: a
  // select's `input` does, and its `change` follows
  await page.waitForFunction(
    () => !document.querySelector('astro-island[client="intent"]')?.hasAttribute('ssr'),
    null,
    {
      polling: 'raf',
    },
  );
  await sort.selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/[?&]sortBy=price-desc/);
  await expect(sort.locator('option:checked')).toHaveText('Price: high to low');
});

test('a click with no pointer or key before it (assistive technology) also brings the island to life', async ({
  page,
}) => {
  await openUntouched(page);
  const box = page.locator('.stock-search__sidebar').getByRole('checkbox', { name: /^Toyota/ });
  await box.evaluate((input: HTMLInputElement) => input.click());
  await expect(page).toHaveURL(/[?&]make=Toyota/);
  await expect(box).toBeChecked();
});
