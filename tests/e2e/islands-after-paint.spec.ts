// An island's code never shares the connection with the document before the page's first
// contentful paint (on a slow network its chunks would hold that paint back): a lead form that
// waits for the shopper's first move fetches it while the browser is idle, and one with
// something to show at once (details this browser remembers) right after that paint, and
// hydrates without a move.
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';

/** The first contentful paint, and when each island chunk's request started, on the page's clock. */
async function paintAndIslandFetches(page: Page, component: string) {
  return page.evaluate((name) => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const island = document.querySelector<HTMLElement>(`astro-island[component-url*="${name}"]`);
    const url = island?.getAttribute('component-url') ?? '';
    const fetches = performance
      .getEntriesByType('resource')
      .filter((entry) => url !== '' && entry.name.endsWith(url))
      .map((entry) => entry.startTime);
    return { paint, fetches };
  }, component);
}

const REMEMBERED = { name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412 345 678' };

for (const { tenant, path } of [
  { tenant: 'outback-rv', path: '/contact' },
  { tenant: 'harbourside-toyota', path: '/book-test-drive' },
]) {
  test(`${tenant}${path}: the lead form fetches its code after the first paint, while idle`, async ({ page }) => {
    await dismissPopup(page, demoSite(tenant));
    const code = page.waitForResponse((response) => /\/_astro\/LeadForm\.[\w-]+\.js$/.test(response.url()));
    await page.goto(siteUrl(tenant, path));
    await code;
    const { paint, fetches } = await paintAndIslandFetches(page, 'LeadForm');
    expect(paint).toBeGreaterThan(0);
    expect(fetches).toHaveLength(1);
    expect(fetches[0]).toBeGreaterThanOrEqual(paint);
    await expect(page.locator('form.lead-form')).not.toHaveAttribute('data-ready', 'true');
  });

  test(`${tenant}${path}: with remembered details, it fetches its code after the first paint and hydrates`, async ({
    page,
  }) => {
    await dismissPopup(page, demoSite(tenant));
    await page.addInitScript((details) => localStorage.setItem('user-details', JSON.stringify(details)), REMEMBERED);
    await page.goto(siteUrl(tenant, path));
    await expect(page.locator('form.lead-form[data-ready="true"]')).toBeAttached();
    const { paint, fetches } = await paintAndIslandFetches(page, 'LeadForm');
    expect(paint).toBeGreaterThan(0);
    expect(fetches).toHaveLength(1);
    expect(fetches[0]).toBeGreaterThanOrEqual(paint);
  });
}
