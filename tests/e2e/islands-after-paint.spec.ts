// The islands a page needs at once (the lead form of a form page) fetch their
// code after the page's first contentful paint: on a slow network their chunks would share
// the connection with the document and hold that paint back. They still hydrate at once.
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
    return { paint, fetches, client: island?.getAttribute('client') ?? null };
  }, component);
}

for (const { tenant, path, component, ready } of [
  { tenant: 'outback-rv', path: '/contact', component: 'LeadForm', ready: 'form[data-ready="true"]' },
  { tenant: 'harbourside-toyota', path: '/book-test-drive', component: 'LeadForm', ready: 'form[data-ready="true"]' },
]) {
  test(`${tenant}${path}: the ${component} island fetches its code after the first paint and hydrates`, async ({
    page,
  }) => {
    await dismissPopup(page, demoSite(tenant));
    await page.goto(siteUrl(tenant, path));
    await expect(page.locator(ready)).toBeAttached();
    const { paint, fetches, client } = await paintAndIslandFetches(page, component);
    expect(client).toBe('afterpaint');
    expect(paint).toBeGreaterThan(0);
    expect(fetches).toHaveLength(1);
    expect(fetches[0]).toBeGreaterThanOrEqual(paint);
  });
}
