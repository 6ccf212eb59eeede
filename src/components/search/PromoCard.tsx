import { isExternal } from '../../site-urls.ts';
import type { PromoCard as PromoCardData } from '../../tenant/schema/content.ts';
import './search-cards.css';

export interface PromoCardProps {
  card: Pick<PromoCardData, 'id' | 'title' | 'text' | 'href' | 'linkText'>;
  headingLevel?: 2 | 3;
}

/** A promotional card among the search results (spec §2, §4 Promo cards), the size of a car card. */
export function PromoCard({ card, headingLevel = 2 }: PromoCardProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `promo-${card.id}-title`;
  const external = isExternal(card.href);
  return (
    <article className="promo-card" aria-labelledby={headingId}>
      <Heading id={headingId} className="promo-card__title">
        {card.title}
      </Heading>
      {card.text && <p className="promo-card__text">{card.text}</p>}
      <a className="button promo-card__link" href={card.href} rel={external ? 'noopener' : undefined}>
        {card.linkText}
        <span className="visually-hidden">: {card.title}</span>
      </a>
    </article>
  );
}
