import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useHits, useInstantSearch } from 'react-instantsearch-core';
import { appliedFilters, appliedOrder } from '../../domain/search/applied-filters.ts';
import { stockCountText } from '../../domain/text/stock-count.ts';
import { insertPromoCards, promoCardsToShow, resultCarTypes } from '../../domain/promo/promo-cards.ts';
import type { CarLeadKind } from '../../domain/forms/lead-kinds.ts';
import {
  carCardView,
  carLeadPageHref,
  cardImageLoading,
  withReservedNow,
  withLiveAnswer,
  NO_LIVE_STATUS,
  type LiveCarStatus,
  type CardCar,
  type CardDocument,
} from '../../views/search/card-view.ts';
import { AppliedFilters } from './AppliedFilters.tsx';
import { CarCard } from './CarCard.tsx';
import { CountUpText } from './CountUpText.tsx';
import { LoadFailure } from './LoadFailure.tsx';
import type { CarLeadDialogProps, CarLeadRequest } from './CarLeadDialog.tsx';
import { loadCarLeadForms } from '../forms/car-lead-forms-file.ts';
import { loadCarLeadStyles } from '../forms/lead-form-styles.ts';
import { SITE_FILES } from '../../site-urls.ts';
import { Pagination } from './Pagination.tsx';
import { PromoCard } from './PromoCard.tsx';
import { SortSelect } from './SortSelect.tsx';
import type { SearchAppProps } from '../../views/search/search-app-props.ts';
import type { SearchState } from '../../search/url-state.ts';
import { useAppliedFilters } from './use-applied-filters.ts';
import { useResultCount } from './use-result-count.ts';
import { useTilesDrawn } from './use-tiles-drawn.ts';
import { reservedNow } from './live-reserved.ts';

// the lead dialog and the site's forms load on the first Quick Enquiry, not with the results
const CarLeadDialog = lazy(() =>
  Promise.all([import('./CarLeadDialog.tsx'), loadCarLeadForms(SITE_FILES.carLeadForms), loadCarLeadStyles()]).then(
    ([module, forms]) => ({
      default: (props: Omit<CarLeadDialogProps, 'forms'>) => <module.CarLeadDialog forms={forms} {...props} />,
    }),
  ),
);

/** Cards in the first row at the widest layout: their images load at once. */
const FIRST_ROW = 3;

/** The results settle this long before their cars' live status is asked for: one request per page shown. */
const STATUS_DELAY_MS = 300;

/**
 * The cars reserved, or freed, since the build among those shown (GET /api/cars/status),
 * asked once the results have settled: one request per page of results, whose failure changes
 * nothing. What was learnt stays for the visit, so a page shown again shows its cars as they
 * are at once.
 */
function useReservedNow(items: readonly Pick<CardDocument, 'slug'>[]): LiveCarStatus {
  const [known, setKnown] = useState(NO_LIVE_STATUS);
  const slugs = items.map((item) => item.slug).join(',');
  useEffect(() => {
    if (!slugs) return;
    let shown = true;
    const timer = setTimeout(() => {
      void reservedNow(slugs.split(',')).then((answer) => {
        if (shown) setKnown((before) => withLiveAnswer(before, answer));
      });
    }, STATUS_DELAY_MS);
    return () => {
      shown = false;
      clearTimeout(timer);
    };
  }, [slugs]);
  return known;
}

/** The results column: count, order, the cards with promo cards among them, and the pages. */
export function Results(props: SearchAppProps & { onOpenFilters(): void; currentSearch(): SearchState }) {
  const { items } = useHits<CardDocument & { objectID: string }>();
  const { indexUiState, status } = useInstantSearch();
  const [leadRequest, setLeadRequest] = useState<CarLeadRequest | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const applied = useAppliedFilters(props);
  // the filters' keys in the order the shopper applied them: the last is what an empty result
  // offers to remove (on a page opened from a URL, the URL's order)
  const order = useRef<string[]>([]);
  order.current = appliedOrder(
    order.current,
    applied.filters.map((filter) => filter.key),
  );
  const lastKey = order.current.at(-1);
  const lastFilter = applied.filters.find((filter) => filter.key === lastKey);

  const count = useResultCount(props.stockCount);
  const openLead = useCallback((kind: CarLeadKind, car: CardCar) => setLeadRequest({ kind, car }), []);
  const carTypes = (indexUiState.refinementList?.car_type ?? []).join(',');
  const reserved = useReservedNow(items);
  const saving = useRef(false);
  const { savedSearch } = props;
  // the search as the shopper sees it now; the saving code (its label, sign-in, the API, the toast) loads on the first tap
  const saveSearch = () => {
    if (!savedSearch || saving.current) return;
    saving.current = true;
    // the address, not the rendered state: a tap held until the island went live comes before
    // the island shows the address's refinements
    const state = props.currentSearch();
    const search = {
      state,
      route: props.route,
      filterLabels: appliedFilters(state, applied.titles).map((filter) => filter.label),
      noun: props.stockText.noun,
    };
    void import('../saved-searches/save-search.ts')
      .then((module) => module.saveSearchShown(search, savedSearch.garageHref))
      .catch(() => window.alert(savedSearch.unavailable))
      .finally(() => {
        saving.current = false;
      });
  };

  return (
    <section className="search-results" aria-labelledby="search-results-heading" aria-busy={status === 'stalled'}>
      <div className="search-results__bar">
        {/* a live heading, not a status inside one: HTML allows no role=status within a heading */}
        <h2
          id="search-results-heading"
          ref={heading}
          tabIndex={-1}
          className="search-results__count"
          aria-live="polite"
          aria-atomic="true"
        >
          <CountUpText count={count} text={(shown) => stockCountText(shown, props.stockText.noun)} />
        </h2>
        <button
          type="button"
          className="button button--secondary search-results__filters"
          onClick={props.onOpenFilters}
        >
          Filters
        </button>
        <SortSelect collection={props.collection} options={props.sortOptions} />
        {savedSearch ? (
          <button type="button" className="button button--outline search-results__save" onClick={saveSearch}>
            {savedSearch.button}
          </button>
        ) : null}
      </div>
      <AppliedFilters filters={applied.filters} onRemove={applied.remove} onClearAll={applied.clearAll} />
      {/* a search that takes long (a first one waits for the engine's index): the cards dim under this */}
      {status === 'stalled' ? <p className="search-results__loading">Loading results…</p> : null}
      {items.length === 0 ? (
        <div className="search-results__empty">
          <p>No {props.stockText.noun.plural} match these filters. Try removing some of them.</p>
          {lastFilter ? (
            <p className="search-results__empty-actions">
              <button type="button" className="button" onClick={() => applied.remove(lastFilter)}>
                Remove {lastFilter.label}
              </button>
              <button type="button" className="button button--outline" onClick={applied.clearAll}>
                Clear all
              </button>
            </p>
          ) : null}
        </div>
      ) : (
        <ResultTiles
          items={items}
          carTypes={carTypes}
          promo={props.promo}
          cardOptions={props.cardOptions}
          reserved={reserved}
          onLeadForm={openLead}
        />
      )}
      <Pagination
        onPage={() => {
          heading.current?.focus();
          heading.current?.scrollIntoView({ block: 'start' });
        }}
      />
      {leadRequest ? (
        <LoadFailure
          key={`${leadRequest.car.slug}-${leadRequest.kind}`}
          onFailure={() => window.location.assign(carLeadPageHref(props.cardOptions, leadRequest.car))}
        >
          <Suspense fallback={null}>
            <CarLeadDialog request={leadRequest} onClose={() => setLeadRequest(null)} />
          </Suspense>
        </LoadFailure>
      ) : null}
    </section>
  );
}

interface ResultTilesProps {
  items: readonly (CardDocument & { objectID: string })[];
  /** The car types refined, comma-joined: what decides which promo cards show. */
  carTypes: string;
  promo: SearchAppProps['promo'];
  cardOptions: SearchAppProps['cardOptions'];
  /** The cars reserved or freed since the build: their cards show them as they are. */
  reserved: LiveCarStatus;
  onLeadForm(kind: CarLeadKind, car: CardCar): void;
}

/**
 * The cards, with the promo cards among them. Memoised: a search slower than
 * hold-loading-render.ts's delay renders the page as it starts, with the same hits array,
 * so the 21 cards are not built again for nothing while the answer is on its way.
 */
const ResultTiles = memo(function ResultTiles({
  items,
  carTypes,
  promo,
  cardOptions,
  reserved,
  onLeadForm,
}: ResultTilesProps) {
  const now = new Date();
  const cards = promoCardsToShow(promo.cards, {
    now,
    selectedCarTypes: resultCarTypes(carTypes === '' ? undefined : carTypes.split(','), promo.carTypes),
  });
  const tiles = insertPromoCards(items, cards, promo.positions);
  const drawn = useTilesDrawn(items, tiles.length);
  let carIndex = 0;
  return (
    <ul className="search-cards">
      {tiles.map((tile, index) => {
        // drawn a frame later, off screen meanwhile: a placeholder of a card's size keeps the page's height
        if (index >= drawn)
          return <li key={`pending-${index}`} className="search-results__tile search-results__tile--pending" />;
        if (tile.kind === 'promo')
          return (
            <li key={`promo-${tile.card.id}`} className="search-results__tile search-results__tile--promo">
              <PromoCard card={tile.card} headingLevel={3} />
            </li>
          );
        const view = carCardView(withReservedNow(tile.result, reserved), cardOptions, now);
        const loading = cardImageLoading(carIndex++, FIRST_ROW);
        return (
          <li key={tile.result.objectID} className="search-results__tile">
            <CarCard view={view} headingLevel={3} imageLoading={loading} onLeadForm={onLeadForm} />
          </li>
        );
      })}
    </ul>
  );
});
