import type { Page } from '@playwright/test';
import { loadSite } from '../../src/tenant/load.ts';
import type { Site } from '../../src/tenant/schema/site.ts';

/** A demo tenant's resolved config, as the build saw it. */
export function demoSite(slug: string): Site {
  const result = loadSite(slug);
  if (!result.ok) throw new Error(`${slug}: ${result.problems.length} config problems`);
  return result.site;
}

/** Marks the tenant's promotional popup as dismissed before the page loads, so it never covers a test. */
export async function dismissPopup(page: Page, site: Site): Promise<void> {
  const title = site.content.popup?.title;
  if (title) await page.addInitScript((t) => localStorage.setItem('promo-popup-hidden', t), title);
}
