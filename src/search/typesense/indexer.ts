import type { Client, CollectionFieldSchema, CollectionSchema } from 'typesense';
import * as v from 'valibot';
import { and, eq, type FilterTree, isIn, not } from '../../domain/search/filter-tree.ts';
import { toTypesenseFilter } from '../../domain/search/typesense-filter.ts';
import type { SearchDocument } from '../document.ts';
import { collectionFields, collectionSchema, type IndexedDocument } from './collection-schema.ts';

interface IndexProgress {
  /** Documents sent so far (imported or failed). */
  done: number;
  total: number;
}

interface IndexFailure {
  id: string;
  error: string;
}

export interface IndexResult {
  /** Whether the collection had to be created. */
  created: boolean;
  upserted: number;
  /** This tenant's documents removed because their car left the feed. */
  deleted: number;
  failed: IndexFailure[];
}

export interface IndexTenantOptions {
  /** An admin client (TYPESENSE_API_KEY). */
  client: Client;
  collection: string;
  tenant: string;
  /** The tenant's whole stock to list: anything of this tenant not here is deleted. */
  documents: readonly SearchDocument[];
  batchSize?: number;
  onProgress?: (progress: IndexProgress) => void;
}

/**
 * Ids per delete or ownership request: they travel in the URL's filter_by, which proxies
 * and servers cap at a few kilobytes.
 */
const IDS_PER_FILTER = 100;

const ExportedRow = v.object({ id: v.string(), tenant: v.optional(v.string()) });

const httpStatus = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'httpStatus' in error && typeof error.httpStatus === 'number'
    ? error.httpStatus
    : undefined;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function filterBy(tree: FilterTree): string {
  const filter = toTypesenseFilter(tree);
  // every filter built here names a tenant and at least one id, so it is never empty
  if (!filter) throw new Error('internal: an indexer filter compiled to nothing');
  return filter;
}

/** A collection made by an older schema would take the documents but break facets or sorts. */
function schemaProblems(existing: CollectionSchema): string[] {
  const have = new Map<string, CollectionFieldSchema>(existing.fields.map((field) => [field.name, field]));
  const problems: string[] = [];
  for (const field of collectionFields()) {
    const found = have.get(field.name);
    if (!found) problems.push(`field ${field.name} is missing`);
    else if (found.type !== field.type) problems.push(`field ${field.name} is ${found.type}, expected ${field.type}`);
    else if (Boolean(found.facet) !== Boolean(field.facet))
      problems.push(`field ${field.name} has facet ${Boolean(found.facet)}, expected ${Boolean(field.facet)}`);
  }
  return problems;
}

async function ensureCollection(client: Client, collection: string): Promise<boolean> {
  let existing: CollectionSchema;
  try {
    existing = await client.collections(collection).retrieve();
  } catch (error) {
    if (httpStatus(error) !== 404) throw error;
    try {
      await client.collections().create(collectionSchema(collection));
      return true;
    } catch (createError) {
      // another indexer created it in the meantime
      if (httpStatus(createError) !== 409) throw createError;
      existing = await client.collections(collection).retrieve();
    }
  }
  const problems = schemaProblems(existing);
  if (problems.length)
    throw new Error(
      `Typesense collection "${collection}" does not have the schema this indexer writes (${problems.join('; ')}): ` +
        'drop it, or index into another collection',
    );
  return false;
}

function parseExport(jsonl: string): v.InferOutput<typeof ExportedRow>[] {
  return jsonl
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => v.parse(ExportedRow, JSON.parse(line)));
}

/**
 * The ids of `documents` that another tenant's document holds, with that tenant. Typesense
 * keys a collection by id, so upserting them would overwrite that tenant's car; they are
 * reported instead.
 */
async function foreignOwners(
  client: Client,
  collection: string,
  tenant: string,
  documents: readonly SearchDocument[],
): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  const ids = documents.map((document) => document.id);
  for (const chunk of chunks(ids, IDS_PER_FILTER)) {
    const jsonl = await client
      .collections(collection)
      .documents()
      .export({ filter_by: filterBy(and(not(eq('tenant', tenant)), isIn('id', chunk))), include_fields: 'id,tenant' });
    for (const row of parseExport(jsonl)) owners.set(row.id, row.tenant ?? '(none)');
  }
  return owners;
}

async function importBatch(
  client: Client,
  collection: string,
  documents: IndexedDocument[],
): Promise<{ upserted: number; failed: IndexFailure[] }> {
  const results = await client
    .collections<IndexedDocument>(collection)
    .documents()
    .import(documents, { action: 'upsert', throwOnFail: false });
  const failed: IndexFailure[] = [];
  // Typesense answers one line per document, in the order sent
  results.forEach((result, index) => {
    if (!result.success) failed.push({ id: documents[index]?.id ?? '?', error: result.error });
  });
  return { upserted: results.length - failed.length, failed };
}

async function deleteLeftFeed(
  client: Client,
  collection: string,
  tenant: string,
  current: ReadonlySet<string>,
): Promise<number> {
  const documents = client.collections(collection).documents();
  const indexed = parseExport(
    await documents.export({ filter_by: filterBy(eq('tenant', tenant)), include_fields: 'id' }),
  );
  const gone = indexed.map((row) => row.id).filter((id) => !current.has(id));
  let deleted = 0;
  for (const chunk of chunks(gone, IDS_PER_FILTER)) {
    const answer = await documents.delete({ filter_by: filterBy(and(eq('tenant', tenant), isIn('id', chunk))) });
    deleted += answer.num_deleted;
  }
  return deleted;
}

/**
 * Brings one tenant's cars in a Typesense collection up to date: creates the collection if
 * it is missing, upserts the documents (each tagged with the tenant) in batches through the
 * import endpoint, then deletes this tenant's documents whose car left the feed (sold past
 * the window, removed). Documents Typesense refuses are reported in `failed`, not thrown;
 * a failed document still in the feed keeps its previous version. Network and auth errors
 * throw.
 */
export async function indexTenant({
  client,
  collection,
  tenant,
  documents,
  batchSize = 200,
  onProgress,
}: IndexTenantOptions): Promise<IndexResult> {
  if (!Number.isInteger(batchSize) || batchSize < 1)
    throw new Error(`batchSize: expected a positive integer, received ${batchSize}`);
  if (!tenant) throw new Error('tenant: expected a tenant slug, received an empty one');
  const created = await ensureCollection(client, collection);
  const total = documents.length;
  const failed: IndexFailure[] = [];
  let upserted = 0;
  let done = 0;
  onProgress?.({ done, total });
  for (const batch of chunks(documents, batchSize)) {
    const owners = await foreignOwners(client, collection, tenant, batch);
    const own: IndexedDocument[] = [];
    for (const document of batch) {
      const owner = owners.get(document.id);
      if (owner === undefined) own.push({ ...document, tenant });
      else
        failed.push({
          id: document.id,
          error: `id already belongs to tenant "${owner}" in collection "${collection}"`,
        });
    }
    if (own.length > 0) {
      const result = await importBatch(client, collection, own);
      upserted += result.upserted;
      failed.push(...result.failed);
    }
    done += batch.length;
    onProgress?.({ done, total });
  }
  const deleted = await deleteLeftFeed(client, collection, tenant, new Set(documents.map((d) => d.id)));
  return { created, upserted, deleted, failed };
}
