import { buildTime } from '../../catalog/build-time.ts';
import { SAVED_SEARCH_ERRORS, SAVED_SEARCH_TEXTS } from '../../domain/account/saved-searches.ts';
import { garageHref, SITE_FILES } from '../../site-urls.ts';
import type { SearchBuildData } from '../../search/build-data.ts';
import { carCardOptions } from './card-view.ts';
import type { SearchLandingPage } from '../../search/landing-pages.ts';
import { sidebarFacets } from './sidebar.ts';
import { SORT_OPTIONS } from '../../search/sorts.ts';
import { scopedSearchKeyForSite } from '../../search/typesense/site-key.ts';
import type { CarType } from '../../tenant/schema/fields.ts';
import type { Site } from '../../tenant/schema/site.ts';
import type { BrowserEngine, IndexLoading, SearchAppProps } from './search-app-props.ts';

/** The embedded collection's name (InstantSearch's index name; Typesense sites use their collection). */
const EMBEDDED_COLLECTION = 'cars';

/** See docs/ARCHITECTURE.md (Stock search) for the figures behind the choice. */
const INDEX_LOADING: IndexLoading = process.env.SEARCH_INDEX_LOADING === 'idle' ? 'idle' : 'first-interaction';

function browserEngine(site: Site): BrowserEngine {
  const engine = site.search.engine;
  if (engine.kind === 'embedded') return { kind: 'embedded', documentsUrl: SITE_FILES.searchDocuments };
  return {
    kind: 'typesense',
    nodes: engine.nodes,
    collection: engine.collection,
    searchKey: scopedSearchKeyForSite(site, buildTime()),
  };
}

/** The search island's props for one route of a site (everything but the first page's results). */
export function searchPageProps(site: Site, route: SearchLandingPage, data: SearchBuildData): SearchAppProps {
  const facets = sidebarFacets(site);
  const shown = new Set(facets.map((facet) => facet.attribute));
  const hiddenFacets = [...new Set(['model', ...Object.keys(route.presets)])].filter((facet) => !shown.has(facet));
  const carTypes = [...new Set(data.documents.map((document) => document.car_type))] as CarType[];
  const engine = browserEngine(site);
  const garage = garageHref(site);
  return {
    collection: engine.kind === 'typesense' ? engine.collection : EMBEDDED_COLLECTION,
    engine,
    indexLoading: INDEX_LOADING,
    baseStock: site.search.baseStock,
    priceAscendingExcludesZero: site.search.priceAscendingExcludesZero,
    route: {
      path: route.path,
      presets: route.presets,
      heading: route.heading,
      ...(route.facets ? { facets: route.facets } : {}),
    },
    serverUrl: new URL(route.path, site.domain).href,
    facets,
    hiddenFacets,
    bounds: data.bounds,
    sortOptions: [...SORT_OPTIONS],
    modelsByMake: data.modelsByMake,
    makeLogos: data.makeLogos,
    keywordSearch: site.search.keywordSearch,
    stockText: { noun: site.stock.noun, keywordPlaceholder: site.stock.keywordPlaceholder },
    rememberOpenSections: site.search.rememberOpenSections,
    promo: { cards: site.content.promoCards, positions: site.search.promoCardPositions, carTypes },
    stockCount: data.documents.length,
    cardOptions: carCardOptions(site),
    savedSearch: garage
      ? { garageHref: garage, button: SAVED_SEARCH_TEXTS.save, unavailable: SAVED_SEARCH_ERRORS.unavailable }
      : null,
  };
}
