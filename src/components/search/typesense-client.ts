import { baseStockFilter } from '../../domain/search/base-stock.ts';
import { toTypesenseFilter } from '../../domain/search/typesense-filter.ts';
import { typesenseSearchClient } from '../../search/typesense/search-client.ts';
import type { SearchAppProps } from '../../views/search/search-app-props.ts';

/**
 * The Typesense search client of a site whose engine is Typesense, loaded on first use: the
 * scoped key limits it to the tenant, and each query adds the base stock filter at the
 * shopper's own moment (the sold window).
 */
export function typesenseIslandClient(props: SearchAppProps) {
  const engine = props.engine;
  if (engine.kind !== 'typesense') throw new Error('typesenseIslandClient needs a Typesense engine');
  return typesenseSearchClient({
    nodes: engine.nodes,
    apiKey: engine.searchKey,
    collection: engine.collection,
    filterBy: toTypesenseFilter(baseStockFilter(props.baseStock, new Date())) ?? '',
    priceAscendingExcludesZero: props.priceAscendingExcludesZero,
  });
}
