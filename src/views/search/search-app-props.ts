import type { BaseStockOptions } from '../../domain/search/base-stock.ts';
import type { SliderBounds } from '../../domain/search/sliders.ts';
import type { RangeField } from '../../search/document.ts';
import type { SidebarFacet } from './sidebar.ts';
import type { SortOption } from '../../search/sorts.ts';
import type { PromoCard } from '../../tenant/schema/content.ts';
import type { CarType } from '../../tenant/schema/fields.ts';
import type { CarCardOptions } from './card-view.ts';
import type { StockNoun } from '../../domain/text/stock-count.ts';

/** The search page's own path and the refinements it stands for (spec §2 routes). */
export interface RouteOfPage {
  path: string;
  presets: Readonly<Record<string, readonly string[]>>;
}

/** Where the browser's searches go: the embedded engine over the build's documents, or Typesense. */
export type BrowserEngine =
  | { kind: 'embedded'; documentsUrl: string }
  | { kind: 'typesense'; nodes: string[]; collection: string; searchKey: string };

/**
 * When the browser loads the engine's index (the embedded engine's documents, the Typesense
 * client): once idle after hydration, or at the shopper's first pointer, tap, focus or
 * key on the search. The first page of results is in the HTML either way.
 */
export type IndexLoading = 'idle' | 'first-interaction';

/** The search island's props: everything the build knows, serialisable into the page. */
export interface SearchAppProps {
  /** The InstantSearch index name of the default order. */
  collection: string;
  engine: BrowserEngine;
  indexLoading: IndexLoading;
  /** The base stock filter's options; the browser applies them at its own "now". */
  baseStock: BaseStockOptions;
  priceAscendingExcludesZero: boolean;
  route: RouteOfPage & { heading: string; facets?: readonly string[] };
  /** The page's URL at build time, which stands in for the browser's while rendering. */
  serverUrl: string;
  facets: SidebarFacet[];
  /** Facets the page can be refined by without showing them (a route's presets, models). */
  hiddenFacets: string[];
  bounds: Record<RangeField, SliderBounds>;
  sortOptions: SortOption[];
  modelsByMake: Record<string, string[]>;
  makeLogos: Record<string, string>;
  keywordSearch: boolean;
  /** The site's noun for its stock in counts, and the keyword search's placeholder (site.stock). */
  stockText: { noun: StockNoun; keywordPlaceholder: string };
  /** Keep which sidebar sections are open for the visit (search.rememberOpenSections). */
  rememberOpenSections: boolean;
  promo: { cards: PromoCard[]; positions: number[]; carTypes: CarType[] };
  /** Cars the site lists in all, for counts over 1999 (spec §9). */
  stockCount: number;
  cardOptions: CarCardOptions;
  /**
   * 'Save this search' on sites with the garage: where its toast's 'Manage alerts' goes, and
   * the button's words and its message when the saving code cannot load (the island carries
   * no more of the saved searches' texts: the rest comes with that code, on the first tap).
   */
  savedSearch: { garageHref: string; button: string; unavailable: string } | null;
  /** The first page's results, rendered at build time (InstantSearch's server state). */
  serverState?: unknown;
}
