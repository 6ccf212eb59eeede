import type { CollectionCreateSchema, CollectionFieldSchema } from 'typesense';
import type { SearchDocument } from '../document.ts';

/** A car as the Typesense collection stores it: the search document plus its tenant. */
export type IndexedDocument = SearchDocument & { tenant: string };

type FieldSpec = Pick<CollectionFieldSchema, 'type' | 'facet' | 'optional' | 'index'>;

const facet = (type: 'string' | 'string[]' | 'int32' | 'bool', optional = false): FieldSpec =>
  optional ? { type, facet: true, optional } : { type, facet: true };
// Typesense stores every field of a document; a field marked index: false costs no memory,
// must be optional, and comes back in hits for the card.
const cardOnly = (type: 'string' | 'int32' | 'int64' | 'bool'): FieldSpec => ({ type, index: false, optional: true });

/**
 * One entry per SearchDocument field, so a field added to the document without a decision
 * here fails type checking. Range fields are int32, not int64: the InstantSearch adapter
 * reports min and max 0 for range facets on int64 fields (DESIGN.md).
 */
const DOCUMENT_FIELDS: Record<keyof SearchDocument, FieldSpec> = {
  // text the query matches, and stocknum for the excluded stock numbers filter
  name: { type: 'string' },
  stocknum: { type: 'string' },
  // sorts
  custom_rank: { type: 'int32' },
  listed_at: { type: 'int64' },
  // facets (STRING_FACETS, BOOLEAN_FACETS), plus the dealership slug /search/{dealership} filters on
  car_type: facet('string'),
  status: facet('string'),
  item_type: facet('string'),
  make: facet('string'),
  model: facet('string'),
  make_model: facet('string'),
  badge: facet('string', true),
  body: facet('string', true),
  fuel: facet('string', true),
  transmission: facet('string', true),
  drive: facet('string', true),
  colour: facet('string', true),
  seats: facet('string', true),
  state: facet('string'),
  city: facet('string'),
  location_name: facet('string'),
  dealership_name: facet('string'),
  dealership_slug: facet('string'),
  tag: facet('string', true),
  certified: facet('bool'),
  filtered_features: facet('string[]', true),
  price_range: facet('string', true),
  subscription_price_range: facet('string', true),
  // range sliders: facets so the adapter gets their min and max (facet stats)
  price: facet('int32'),
  km: facet('int32', true),
  year: facet('int32'),
  // the base stock filter and the reserved filter
  reserved: { type: 'bool' },
  show_on_dealer_website: { type: 'bool' },
  sold_date_timestamp: { type: 'int64', optional: true },
  // read by the card only
  id: cardOnly('string'),
  slug: cardOnly('string'),
  created_at: cardOnly('string'),
  before_price: cardOnly('int32'),
  subscription_price: cardOnly('int32'),
  price_type: cardOnly('string'),
  preorder: cardOnly('bool'),
  image: cardOnly('string'),
  photos_count: cardOnly('int32'),
};

/** Characters that separate words in car names and badges (searchWords in document.ts splits on any). */
const TOKEN_SEPARATORS = ['-', '/', '.', '+', '&', '(', ')', ',', "'"] as const;

/** The tenant field lets one collection hold several tenants; scoped keys and deletes filter on it. */
const TENANT_FIELD: CollectionFieldSchema = { name: 'tenant', type: 'string', facet: true };

/** The fields of the collection; `id` is Typesense's own key, so it is not declared. */
export function collectionFields(): CollectionFieldSchema[] {
  const fields = Object.entries(DOCUMENT_FIELDS)
    .filter(([name]) => name !== 'id')
    .map(([name, spec]) => ({ name, ...spec }));
  return [TENANT_FIELD, ...fields];
}

/** The schema to create `name` with; the default order is custom rank, descending (spec §7). */
export function collectionSchema(name: string): CollectionCreateSchema {
  // words split where searchWords splits them ("BT-50" is "bt 50"), as the embedded engine indexes them
  return {
    name,
    fields: collectionFields(),
    default_sorting_field: 'custom_rank',
    token_separators: [...TOKEN_SEPARATORS],
  };
}
