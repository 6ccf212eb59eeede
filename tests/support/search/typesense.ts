import { randomBytes } from 'node:crypto';
import type { SearchClient } from 'instantsearch.js';
import { Client } from 'typesense';
import type { SearchDocument } from '../../../src/search/document.ts';
import { typesenseAdminConfig } from '../../../src/search/typesense/config.ts';
import { indexTenant } from '../../../src/search/typesense/indexer.ts';
import { typesenseNodes } from '../../../src/search/typesense/nodes.ts';
import { typesenseSearchClient, type TypesenseSearchOptions } from '../../../src/search/typesense/search-client.ts';

export interface TypesenseForConformance {
  /** Its index names are the collection's: `collection` and `${collection}/sort/{field}:{direction}`. */
  collection: string;
  searchClient: SearchClient;
  /** Drops the collection. */
  close(): Promise<void>;
}

/** What the search client adds to each query, as a page would set it (search-client.ts). */
export type ConformanceSearchOptions = Pick<TypesenseSearchOptions, 'filterBy' | 'priceAscendingExcludesZero'>;

/**
 * The documents in a throwaway collection (`conformance_<random>`) on the Typesense server
 * TYPESENSE_URL names, with the admin key TYPESENSE_API_KEY (a test, so no scoped key), and
 * an InstantSearch client over it. Null when either variable is unset: the caller skips,
 * saying so.
 */
export async function openTypesenseForConformance(
  documents: SearchDocument[],
  tenant: string,
  options: ConformanceSearchOptions = {},
): Promise<TypesenseForConformance | null> {
  if (!process.env.TYPESENSE_URL?.trim() || !process.env.TYPESENSE_API_KEY?.trim()) return null;
  const { nodes, apiKey } = typesenseAdminConfig();
  const collection = `conformance_${randomBytes(6).toString('hex')}`;
  const client = new Client({ nodes: typesenseNodes(nodes), apiKey, connectionTimeoutSeconds: 10, numRetries: 1 });
  const close = async () => {
    await client.collections(collection).delete();
  };
  try {
    const result = await indexTenant({ client, collection, tenant, documents });
    if (result.failed.length)
      throw new Error(
        `Typesense refused ${result.failed.length} conformance documents: ${result.failed
          .slice(0, 5)
          .map((f) => `${f.id}: ${f.error}`)
          .join('; ')}`,
      );
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
  return { collection, searchClient: typesenseSearchClient({ ...options, nodes, apiKey, collection }), close };
}
