import { lazy, Suspense, useRef, useState } from 'react';
import { useHits, useInstantSearch } from 'react-instantsearch-core';
import { carCountText } from '../../domain/text/car-count.ts';
import { insertPromoCards, promoCardsToShow, resultCarTypes } from '../../domain/promo/promo-cards.ts';
import type { SearchDocument } from '../../search/document.ts';
import {
  carCardView,
  carLeadPageHref,
  cardImageLoading,
  type CardCar,
  type CarLeadKind,
} from '../../search/card-view.ts';
// the lazily loaded lead dialog's styles come with the page: a style sheet of its own would
// be inlined away by the build and its preload would fail
import '../forms/lead-form.css';
import { CarCard } from './CarCard.tsx';
import { LoadFailure } from './LoadFailure.tsx';
import type { CarLeadRequest } from './CarLeadDialog.tsx';
import { Pagination } from './Pagination.tsx';
import { PromoCard } from './PromoCard.tsx';
import { SortSelect } from './SortSelect.tsx';
import type { SearchAppProps } from './search-app-props.ts';
import { useResultCount } from './use-result-count.ts';

// the lead forms load on the first Quick Enquiry, not with the results
const CarLeadDialog = lazy(() => import('./CarLeadDialog.tsx').then((module) => ({ default: module.CarLeadDialog })));

/** Cards in the first row at the widest layout: their images load at once. */
const FIRST_ROW = 3;

/** The results column: count, order, the cards with promo cards among them, and the pages. */
export function Results(props: SearchAppProps & { onOpenFilters(): void }) {
  const { items } = useHits<SearchDocument & { objectID: string }>();
  const { indexUiState, status } = useInstantSearch();
  const [leadRequest, setLeadRequest] = useState<CarLeadRequest | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const count = useResultCount(props.stockCount);
  const now = new Date();
  const cards = promoCardsToShow(props.promo.cards, {
    now,
    selectedCarTypes: resultCarTypes(indexUiState.refinementList?.car_type, props.promo.carTypes),
  });
  const tiles = insertPromoCards(items, cards, props.promo.positions);
  const openLead = (kind: CarLeadKind, car: CardCar) => setLeadRequest({ kind, car });
  let carIndex = 0;

  return (
    <section className="search-results" aria-labelledby="search-results-heading" aria-busy={status === 'stalled'}>
      <div className="search-results__bar">
        <h2 id="search-results-heading" ref={heading} tabIndex={-1} className="search-results__count">
          <span role="status" aria-live="polite">
            {carCountText(count)}
          </span>
        </h2>
        <button
          type="button"
          className="button button--secondary search-results__filters"
          onClick={props.onOpenFilters}
        >
          Filters
        </button>
        <SortSelect collection={props.collection} options={props.sortOptions} />
      </div>
      {tiles.length === 0 ? (
        <p className="search-results__empty">No cars match these filters. Try removing some of them.</p>
      ) : (
        <ul className="search-cards">
          {tiles.map((tile) => {
            if (tile.kind === 'promo')
              return (
                <li key={`promo-${tile.card.id}`} className="search-results__tile search-results__tile--promo">
                  <PromoCard card={tile.card} headingLevel={3} />
                </li>
              );
            const view = carCardView(tile.result, props.cardOptions, now);
            const loading = cardImageLoading(carIndex++, FIRST_ROW);
            return (
              <li key={tile.result.objectID} className="search-results__tile">
                <CarCard view={view} headingLevel={3} imageLoading={loading} onLeadForm={openLead} />
              </li>
            );
          })}
        </ul>
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
            <CarLeadDialog forms={props.leadForms} request={leadRequest} onClose={() => setLeadRequest(null)} />
          </Suspense>
        </LoadFailure>
      ) : null}
    </section>
  );
}
