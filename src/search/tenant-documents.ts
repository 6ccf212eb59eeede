import type { Car } from '../catalog/schema/car.ts';
import { baseStockFilter } from '../domain/search/base-stock.ts';
import { matchesFilter } from '../domain/search/filter-tree.ts';
import type { Site } from '../tenant/schema/site.ts';
import { type SearchDocument, searchDocuments } from './document.ts';

export interface TenantDocuments {
  documents: SearchDocument[];
  /** Cars the base stock filter leaves out at `now`: hidden, excluded, or sold before the window. */
  neverListed: number;
}

/**
 * The documents a tenant's search holds at `now` (the build's /search-index.json, a
 * Typesense collection): the cars the base stock filter
 * lists now. A car it leaves out cannot come back by the clock alone (a sold date only gets
 * older), so it is not indexed, and the indexer deletes it if it was.
 */
export function tenantDocuments(site: Site, cars: readonly Car[], now: Date): TenantDocuments {
  const filter = baseStockFilter(site.search.baseStock, now);
  const listed = cars.filter((car) => matchesFilter(filter, car));
  return { documents: searchDocuments(listed, site), neverListed: cars.length - listed.length };
}
