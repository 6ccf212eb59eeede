import { loadInventory } from '../../../src/catalog/inventory/load.ts';
import { searchDocuments, type SearchDocument } from '../../../src/search/document.ts';
import { demoSite } from '../sites.ts';
import type { Site } from '../../../src/tenant/schema/site.ts';

/** A fixed moment, so the generated stock and the sold window are the same on every run. */
export const NOW = new Date('2026-11-20T02:00:00Z');

export { demoSite };

/** A demo tenant's generated stock as search documents, every car (the base filter not applied). */
export async function demoDocuments(slug: string): Promise<{ site: Site; documents: SearchDocument[] }> {
  const site = demoSite(slug);
  const { cars } = await loadInventory(site, { tenantDir: `tenants/${slug}`, now: NOW });
  return { site, documents: searchDocuments(cars, site) };
}
