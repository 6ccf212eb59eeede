import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SearchDocument } from '../../../../src/search/document.ts';
import { collectionSchema } from '../../../../src/search/typesense/collection-schema.ts';
import { indexTenant } from '../../../../src/search/typesense/indexer.ts';
import { type FakeTypesense, startFakeTypesense } from '../../../support/search/fake-typesense.ts';
import { adminClient, carDocument } from '../../../support/search/typesense-fixtures.ts';

let fake: FakeTypesense;
beforeEach(async () => {
  fake = await startFakeTypesense();
});
afterEach(() => fake.close());

const cars = (...ids: number[]) => ids.map((id) => carDocument(id));
const index = (tenant: string, documents: SearchDocument[], batchSize?: number) =>
  indexTenant({ client: adminClient(fake), collection: 'cars', tenant, documents, batchSize });
const requestsTo = (method: string, pathEnd: string) =>
  fake.requests.filter((r) => r.method === method && r.path.endsWith(pathEnd));

describe('indexTenant', () => {
  it('creates a missing collection with the schema, then upserts every car tagged with its tenant', async () => {
    const result = await index('harbourside-toyota', cars(1, 2, 3));

    expect(result).toEqual({ created: true, upserted: 3, deleted: 0, failed: [] });
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: '/collections/cars' });
    expect(fake.requests[1]).toMatchObject({ method: 'POST', path: '/collections' });
    expect(JSON.parse(fake.requests[1]?.body ?? '')).toEqual(collectionSchema('cars'));
    expect(fake.requests[0]?.headers['x-typesense-api-key']).toBe(fake.adminKey);
    const stored = fake.documents('cars');
    expect(stored.map((d) => d.id).sort()).toEqual(['1', '2', '3']);
    expect(stored.every((d) => d.tenant === 'harbourside-toyota')).toBe(true);
  });

  it('leaves an existing collection alone', async () => {
    await index('harbourside-toyota', cars(1));
    fake.requests.length = 0;

    const result = await index('harbourside-toyota', cars(1, 2));

    expect(result.created).toBe(false);
    expect(requestsTo('POST', '/collections')).toHaveLength(0);
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: '/collections/cars' });
  });

  it('imports in batches with action upsert and reports progress after each', async () => {
    const progress: { done: number; total: number }[] = [];
    await indexTenant({
      client: adminClient(fake),
      collection: 'cars',
      tenant: 'harbourside-toyota',
      documents: cars(1, 2, 3, 4, 5),
      batchSize: 2,
      onProgress: (p) => progress.push(p),
    });

    const imports = requestsTo('POST', '/collections/cars/documents/import');
    expect(imports.map((r) => r.query.action)).toEqual(['upsert', 'upsert', 'upsert']);
    const lines = imports.map((r) =>
      r.body.split('\n').map((line) => JSON.parse(line) as SearchDocument & { tenant: string }),
    );
    expect(lines.map((batch) => batch.map((d) => d.id))).toEqual([['1', '2'], ['3', '4'], ['5']]);
    expect(lines.flat().every((d) => d.tenant === 'harbourside-toyota')).toBe(true);
    expect(progress).toEqual([
      { done: 0, total: 5 },
      { done: 2, total: 5 },
      { done: 4, total: 5 },
      { done: 5, total: 5 },
    ]);
  });

  it('updates a car already indexed rather than adding it twice', async () => {
    await index('harbourside-toyota', cars(1));
    await index('harbourside-toyota', [carDocument(1, { price: 1234 })]);
    expect(fake.documents('cars')).toHaveLength(1);
    expect(fake.documents('cars')[0]?.price).toBe(1234);
  });

  it('deletes only this tenant’s cars that left the feed', async () => {
    await index('harbourside-toyota', cars(1, 2, 3, 4, 5));
    await index('outback-rv', cars(10, 11, 3_000));
    fake.requests.length = 0;

    const result = await index('harbourside-toyota', cars(1, 2, 4));

    expect(result.deleted).toBe(2);
    const deletes = requestsTo('DELETE', '/collections/cars/documents');
    expect(deletes.map((r) => r.query.filter_by)).toEqual(['tenant:=`harbourside-toyota` && id:=[`3`, `5`]']);
    const export_ = requestsTo('GET', '/documents/export').at(-1);
    expect(export_?.query).toMatchObject({ filter_by: 'tenant:=`harbourside-toyota`', include_fields: 'id' });
    const left = fake.documents('cars').map((d) => `${d.tenant}/${d.id}`);
    expect(left.sort()).toEqual(
      [
        'harbourside-toyota/1',
        'harbourside-toyota/2',
        'harbourside-toyota/4',
        'outback-rv/10',
        'outback-rv/11',
        'outback-rv/3000',
      ].sort(),
    );
  });

  it('deletes thousands of cars in chunks that keep the URL short', async () => {
    const many = Array.from({ length: 1_234 }, (_, i) => carDocument(i + 1));
    await index('harbourside-toyota', many, 500);
    fake.requests.length = 0;

    const result = await index('harbourside-toyota', many.slice(0, 4));

    expect(result.deleted).toBe(1_230);
    const deletes = requestsTo('DELETE', '/collections/cars/documents');
    expect(deletes).toHaveLength(13);
    expect(Math.max(...deletes.map((r) => (r.query.filter_by ?? '').length))).toBeLessThan(2_000);
    expect(fake.documents('cars')).toHaveLength(4);
  });

  it('reports documents Typesense refuses, and imports the rest', async () => {
    const bad = { ...carDocument(2), year: 'unknown' } as unknown as SearchDocument;
    const result = await index('harbourside-toyota', [carDocument(1), bad, carDocument(3)]);

    expect(result.upserted).toBe(2);
    expect(result.failed).toEqual([{ id: '2', error: 'Field `year` must be an int32.' }]);
    expect(
      fake
        .documents('cars')
        .map((d) => d.id)
        .sort(),
    ).toEqual(['1', '3']);
  });

  it('keeps a car of the feed that failed to import, in its previous version', async () => {
    await index('harbourside-toyota', cars(1, 2));
    const bad = { ...carDocument(2), year: 'unknown' } as unknown as SearchDocument;
    const result = await index('harbourside-toyota', [carDocument(1), bad]);

    expect(result.deleted).toBe(0);
    expect(fake.documents('cars').find((d) => d.id === '2')?.year).toBe(2022);
  });

  it('refuses to overwrite another tenant’s car that has the same id', async () => {
    await index('outback-rv', [carDocument(7, { make: 'Jayco' })]);

    const result = await index('harbourside-toyota', cars(6, 7));

    expect(result.failed).toEqual([
      { id: '7', error: 'id already belongs to tenant "outback-rv" in collection "cars"' },
    ]);
    expect(result.upserted).toBe(1);
    expect(fake.documents('cars').find((d) => d.id === '7')).toMatchObject({ tenant: 'outback-rv', make: 'Jayco' });
  });

  it('stops on a collection made with another schema', async () => {
    const schema = collectionSchema('cars');
    const fields = schema.fields.map((f) => (f.name === 'price' ? { ...f, type: 'int64' as const } : f));
    await adminClient(fake)
      .collections()
      .create({ ...schema, fields });

    await expect(index('harbourside-toyota', cars(1))).rejects.toThrow(
      'Typesense collection "cars" does not have the schema this indexer writes (field price is int64, expected int32)',
    );
  });

  it('throws on a refused key rather than reporting every car as failed', async () => {
    const client = adminClient(fake, 'wrong-key');
    await expect(
      indexTenant({ client, collection: 'cars', tenant: 'harbourside-toyota', documents: cars(1) }),
    ).rejects.toMatchObject({ httpStatus: 401 });
  });
});
