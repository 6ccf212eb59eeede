import { FILTERABLE_FEATURES } from '../domain/search/filtered-features.ts';
import { PRICE_RANGES, priceBucket } from '../domain/search/price-ranges.ts';
import type { SearchDocument } from './document.ts';

/**
 * A document as /search-index.json ships it to the browser: the price range is left out (the
 * price gives it) and the features are one number, bit i for FILTERABLE_FEATURES[i]. Spelt
 * out, the features alone made the index a tenth larger.
 */
export type ShippedDocument = Omit<SearchDocument, 'filtered_features' | 'price_range'> & { features?: number };

export function shipDocument(document: SearchDocument): ShippedDocument {
  const shipped: ShippedDocument & Partial<SearchDocument> = { ...document };
  delete shipped.filtered_features;
  delete shipped.price_range;
  const bits = (document.filtered_features ?? []).reduce(
    (mask, feature) => mask | (1 << FILTERABLE_FEATURES.indexOf(feature as (typeof FILTERABLE_FEATURES)[number])),
    0,
  );
  if (bits !== 0) shipped.features = bits;
  return shipped;
}

/** The document again, as the build made it. */
export function unshipDocument(shipped: ShippedDocument): SearchDocument {
  const { features = 0, ...rest } = shipped;
  const document: SearchDocument = { ...rest };
  const filtered = FILTERABLE_FEATURES.filter((_, bit) => features & (1 << bit));
  if (filtered.length > 0) document.filtered_features = filtered;
  const range = priceBucket(PRICE_RANGES, document.price)?.value;
  if (range !== undefined) document.price_range = range;
  return document;
}
