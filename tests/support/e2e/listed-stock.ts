import { baseStockFilter } from '../../../src/domain/search/base-stock.ts';
import { matchesFilter } from '../../../src/domain/search/filter-tree.ts';
import type { SearchDocument } from '../../../src/search/document.ts';
import { demoSite } from './site.ts';
import { fetchFromSite } from './test-server.ts';

/**
 * The cars the search lists now: the built index (`/search-index.json`) less those whose sold
 * window (spec §7 base stock filter) has run out since the build, as the page's own engine
 * leaves them out. A build from earlier in the day would otherwise count a car the page no
 * longer shows.
 */
export async function listedDocuments(slug: string): Promise<SearchDocument[]> {
  const listed = baseStockFilter(demoSite(slug).search.baseStock, new Date());
  const documents = JSON.parse((await fetchFromSite(slug, '/search-index.json')).text) as SearchDocument[];
  return documents.filter((document) => matchesFilter(listed, document));
}
