import type { MouseEvent } from 'react';
import type { CarLeadKind } from '../../domain/forms/lead-kinds.ts';
import type { CardCar, CardImageLoading, CardLeadLink, CarCardView } from '../../views/search/card-view.ts';
import { CompareToggle } from '../compare/CompareToggle.tsx';
import { FavouriteHeart } from '../favourites/FavouriteHeart.tsx';
import { cardHeadingId } from './card-ids.ts';
import './search-cards.css';

type OnLeadForm = (kind: CarLeadKind, car: CardCar) => void;

export interface CarCardProps {
  view: CarCardView;
  headingLevel?: 2 | 3;
  /** 'high' for the first card above the fold, 'eager' for the rest of the first row. */
  imageLoading?: CardImageLoading;
  /** Opens a lead form in place; without it (or without script) the buttons go to the form's page. */
  onLeadForm?: OnLeadForm | undefined;
}

/** A modified or middle click keeps its usual meaning (a new tab) instead of opening the dialog. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function LeadLink(props: { link: CardLeadLink; car: CardCar; className: string; onLeadForm?: OnLeadForm | undefined }) {
  const { link, car, onLeadForm } = props;
  const open = onLeadForm
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        // Safari does not focus a clicked link; the dialog returns focus to what had it
        event.currentTarget.focus();
        onLeadForm(link.form, car);
      }
    : undefined;
  return (
    <a
      className={props.className}
      href={link.href}
      aria-haspopup={onLeadForm ? 'dialog' : undefined}
      data-car-lead={link.form}
      onClick={open}
    >
      {link.label}
      <span className="visually-hidden">{`: ${car.name}`}</span>
    </a>
  );
}

function CertifiedMark() {
  return (
    <svg className="car-card__tag-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <circle cx="8" cy="8" r="7.5" fill="currentColor" opacity="0.25" />
      <path d="M4.5 8.2 7 10.7l4.6-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** One car of the search results (spec §2 Car card), drawn from its view (src/views/search/card-view.ts). */
export function CarCard({ view, headingLevel = 2, imageLoading = 'lazy', onLeadForm }: CarCardProps) {
  const { car, image, placeholder, tag, price, actions } = view;
  const Heading = `h${headingLevel}` as const;
  const headingId = cardHeadingId(car.slug);

  return (
    <article className="car-card" aria-labelledby={headingId} data-reserved={view.reserved ? '' : undefined}>
      <Heading id={headingId} className="car-card__title">
        <a href={view.href}>{view.title}</a>
      </Heading>
      {/* after the heading for screen readers, above it on screen */}
      <div className="car-card__media">
        {image ? (
          <img
            className="car-card__image"
            loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={imageLoading === 'high' ? 'high' : undefined}
            decoding="async"
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.sizes}
            width={image.width}
            height={image.height}
            alt={image.alt}
          />
        ) : (
          placeholder && (
            <div className="car-card__placeholder">
              <p className="car-card__placeholder-title">{placeholder.title}</p>
              <p className="car-card__placeholder-text">{placeholder.text}</p>
              <LeadLink
                className="button button--outline car-card__request-photos"
                link={placeholder.requestPhotos}
                car={car}
                onLeadForm={onLeadForm}
              />
            </div>
          )
        )}
        {tag && (
          <p className={`car-card__tag car-card__tag--${tag.kind}`}>
            {tag.kind === 'certified-image' && <CertifiedMark />}
            {tag.text}
          </p>
        )}
        {view.favourite && <FavouriteHeart control={view.favourite} />}
        {view.location && (
          <p className="car-card__location">
            <span className="visually-hidden">Location: </span>
            {view.location}
          </p>
        )}
      </div>
      <dl className="car-card__details">
        {view.details.map((detail) => (
          <div key={detail.term} className="car-card__detail">
            <dt>{detail.term}</dt>
            <dd>{detail.value}</dd>
          </div>
        ))}
      </dl>
      <div className={`car-card__price car-card__price--${price.kind}`}>
        <p className="car-card__amount">
          {price.text}
          {price.suffix && (
            <>
              <span aria-hidden="true">{price.suffix}</span>
              <span className="visually-hidden"> per week</span>
            </>
          )}
        </p>
        {price.priceType && <p className="car-card__price-type">{price.priceType}</p>}
        {price.wasPrice && (
          <p className="car-card__was-price">
            <span className="visually-hidden">Was </span>
            <s>{price.wasPrice}</s>
          </p>
        )}
      </div>
      <div className="car-card__actions">
        <a className="button car-card__view" href={actions.details.href}>
          {actions.details.label}
          <span className="visually-hidden">{`: ${car.name}`}</span>
        </a>
        {actions.enquiry && (
          <LeadLink className="button button--outline" link={actions.enquiry} car={car} onLeadForm={onLeadForm} />
        )}
        {actions.reserve && (
          <a className="button car-card__reserve" href={actions.reserve.href}>
            {actions.reserve.label}
            <span className="visually-hidden">{`: ${car.name}`}</span>
          </a>
        )}
        {view.soldMessage && <p className="car-card__sold">{view.soldMessage}</p>}
        {actions.findSimilar && (
          <LeadLink className="button button--outline" link={actions.findSimilar} car={car} onLeadForm={onLeadForm} />
        )}
        {view.compare && <CompareToggle entry={view.compare} />}
      </div>
    </article>
  );
}
