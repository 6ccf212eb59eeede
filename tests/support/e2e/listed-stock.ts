import { get } from 'node:http';
import { E2E_PORT } from '../../../playwright.config.ts';
import { baseStockFilter } from '../../../src/domain/search/base-stock.ts';
import { matchesFilter } from '../../../src/domain/search/filter-tree.ts';
import type { SearchDocument } from '../../../src/search/document.ts';
import { demoSite } from './site.ts';

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

/** GET from the test server as Node can reach it: 127.0.0.1 with the tenant's Host header. */
export function fetchFromSite(slug: string, path: string): Promise<{ status: number; text: string }> {
  // fetch() would not send our Host header; node:http does
  return new Promise((resolve, reject) => {
    const request = get(
      { host: '127.0.0.1', port: E2E_PORT, path, headers: { host: `${slug}.localhost:${E2E_PORT}` } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    request.on('error', reject);
  });
}
