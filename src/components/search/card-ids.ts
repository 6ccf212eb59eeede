/** The id of a car card's heading, which the card's article is labelled by. */
export function cardHeadingId(slug: string): string {
  return `car-${slug}-title`;
}

const HEADING_ID = /^car-(.+)-title$/;

/** The slug of the car a card (`article.car-card`, as CarCard draws it) shows, or null. */
export function cardSlug(card: Element): string | null {
  return HEADING_ID.exec(card.getAttribute('aria-labelledby') ?? '')?.[1] ?? null;
}
