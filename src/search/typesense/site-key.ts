import { baseStockFilter } from '../../domain/search/base-stock.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { typesenseSearchKey } from './config.ts';
import { scopedSearchKey } from './scoped-key.ts';

/**
 * The scoped search key a Typesense site's pages carry, made at build time from
 * TYPESENSE_SEARCH_KEY; without that variable the build stops, saying so.
 */
export function scopedSearchKeyForSite(site: Site, now: Date): string {
  return scopedSearchKey(typesenseSearchKey(), site.slug, baseStockFilter(site.search.baseStock, now));
}
