import { describe, expect, it } from 'vitest';
import { BOOLEAN_FACETS, RANGE_FIELDS, STRING_FACETS, TEXT_FIELDS } from '../../../../src/search/document.ts';
import { collectionSchema } from '../../../../src/search/typesense/collection-schema.ts';

const schema = collectionSchema('cars');
const field = (name: string) => {
  const found = schema.fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

describe('collectionSchema', () => {
  it('names the collection and sorts by custom rank by default', () => {
    expect(schema.name).toBe('cars');
    expect(schema.default_sorting_field).toBe('custom_rank');
    expect(field('custom_rank')).toEqual({ name: 'custom_rank', type: 'int32' });
  });

  it('holds a tenant facet, so one collection can serve several tenants', () => {
    expect(field('tenant')).toEqual({ name: 'tenant', type: 'string', facet: true });
  });

  it('makes every string facet a string facet and certified a bool facet', () => {
    for (const name of STRING_FACETS) expect(field(name), name).toMatchObject({ type: 'string', facet: true });
    for (const name of BOOLEAN_FACETS) expect(field(name), name).toMatchObject({ type: 'bool', facet: true });
  });

  it('declares the range fields int32 facets (the adapter reports min/max 0 on int64) and listed_at int64', () => {
    for (const name of RANGE_FIELDS) expect(field(name), name).toMatchObject({ type: 'int32', facet: true });
    expect(field('km').optional).toBe(true);
    expect(field('listed_at')).toEqual({ name: 'listed_at', type: 'int64' });
  });

  it('indexes the text fields and the fields the base stock filter reads', () => {
    for (const name of TEXT_FIELDS) expect(field(name).index, name).not.toBe(false);
    for (const name of ['status', 'show_on_dealer_website', 'car_type', 'stocknum', 'make', 'sold_date_timestamp'])
      expect(field(name).index, name).not.toBe(false);
    expect(field('sold_date_timestamp')).toEqual({ name: 'sold_date_timestamp', type: 'int64', optional: true });
  });

  it('stores card-only fields without indexing them (such fields must be optional)', () => {
    for (const name of [
      'slug',
      'created_at',
      'before_price',
      'subscription_price',
      'price_type',
      'preorder',
      'image',
      'photos_count',
    ])
      expect(field(name), name).toMatchObject({ index: false, optional: true });
    expect(schema.fields.some((f) => f.index === false && f.facet)).toBe(false);
  });

  it('marks the document’s optional fields optional and leaves out id, Typesense’s own key', () => {
    const optional = ['badge', 'body', 'fuel', 'transmission', 'drive', 'colour', 'seats', 'tag', 'km'];
    for (const name of optional) expect(field(name).optional, name).toBe(true);
    for (const name of ['name', 'make', 'model', 'price', 'year', 'status', 'certified'])
      expect(field(name).optional, name).toBeFalsy();
    expect(schema.fields.some((f) => f.name === 'id')).toBe(false);
  });
});
