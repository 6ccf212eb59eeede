import type { CarType } from '../../tenant/schema/fields.ts';
import { CAR_TYPE_ORDER } from '../search/facets.ts';
import { isWithin } from './date-window.ts';
import { seededShuffle } from './seeded-shuffle.ts';

/** The fields of a promo card (src/tenant/schema/content.ts PromoCard) the rules read. */
export interface PromoCardRules {
  start?: string | undefined;
  expiry?: string | undefined;
  position?: number | undefined;
  display?: readonly CarType[] | undefined;
  strictDisplay?: boolean | undefined;
}

/** spec §4: a card shows only between its start and its expiry, either of which may be absent ([start, expiry)). */
function isPromoCardLive(card: PromoCardRules, now: Date): boolean {
  return isWithin({ start: card.start, end: card.expiry }, now);
}

/**
 * spec §4: "Cards with a display list are filtered by the selected car types; some show
 * only on a strict type match."
 * Decided:
 * - no display list, or an empty one, means no filter (strictDisplay is then ignored);
 * - otherwise the card shows when one of its types is selected, or, with strictDisplay,
 *   when the selected types are exactly its types (as sets: order and repeats ignored);
 * - with no car type selected a card with a display list does not show. The caller passes
 *   the types the results are limited to (['used'] on a used-only site), not only the
 *   shopper's ticks.
 */
function matchesSelectedCarTypes(card: PromoCardRules, selected: readonly CarType[]): boolean {
  const display = new Set(card.display ?? []);
  if (display.size === 0) return true;
  const chosen = new Set(selected);
  if (card.strictDisplay) return chosen.size === display.size && [...display].every((type) => chosen.has(type));
  return [...display].some((type) => chosen.has(type));
}

/**
 * spec §4: "Cards with a position come first in order; the rest are optionally shuffled."
 * Positioned cards come first by ascending position (equal positions keep their listed
 * order); the others follow in their listed order, or in an order fixed by `shuffleSeed`
 * when one is given.
 */
function orderPromoCards<C extends PromoCardRules>(cards: readonly C[], shuffleSeed?: number): C[] {
  const positioned = cards
    .filter((card) => card.position !== undefined)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const rest = cards.filter((card) => card.position === undefined);
  return [...positioned, ...(shuffleSeed === undefined ? rest : seededShuffle(rest, shuffleSeed))];
}

/**
 * The car types a page of results is limited to, for matchesSelectedCarTypes: the ones the
 * shopper (or the route) refined by; with none, a site that lists one type only is limited
 * to it, any other site to none in particular.
 */
export function resultCarTypes(refined: readonly string[] | undefined, siteTypes: readonly CarType[]): CarType[] {
  const chosen = (refined ?? []).filter((type): type is CarType =>
    (CAR_TYPE_ORDER as readonly string[]).includes(type),
  );
  if (chosen.length > 0) return chosen;
  return siteTypes.length === 1 ? [...siteTypes] : [];
}

export interface PromoCardContext {
  now: Date;
  /** The car types the results are limited to. */
  selectedCarTypes: readonly CarType[];
  /** Shuffle the unpositioned cards with this seed; absent: keep their listed order. */
  shuffleSeed?: number | undefined;
}

/** The cards a search page shows, in the order they go into the results (spec §4). */
export function promoCardsToShow<C extends PromoCardRules>(cards: readonly C[], context: PromoCardContext): C[] {
  const shown = cards.filter(
    (card) => isPromoCardLive(card, context.now) && matchesSelectedCarTypes(card, context.selectedCarTypes),
  );
  return orderPromoCards(shown, context.shuffleSeed);
}

export type ResultTile<R, C> = { kind: 'result'; result: R } | { kind: 'promo'; card: C };

/**
 * spec §2 Search page: "Promotional cards are inserted in the results at set positions (for
 * example 8 and 17, 6, 9 or 4)" (the site's `search.promoCardPositions`).
 * Decided:
 * - a position is 1-based in the list the shopper sees, cards included: with [8, 17] the
 *   first card is the 8th tile (after 7 results) and the second the 17th (after 15 more
 *   results and the first card);
 * - positions apply to one page of results (page size 21), repeated positions count once
 *   and their order in the config does not matter;
 * - a card goes in only when the tiles before its position exist: with fewer results the
 *   later positions stay empty (7 results and [8, 17] give the card as the 8th and last
 *   tile; 6 results give no card). No results, no cards;
 * - cards beyond the number of positions are not shown; positions beyond the number of
 *   cards stay empty.
 */
export function insertPromoCards<R, C>(
  results: readonly R[],
  cards: readonly C[],
  positions: readonly number[],
): ResultTile<R, C>[] {
  if (results.length === 0) return [];
  const slots = [...new Set(positions)].filter((p) => Number.isInteger(p) && p >= 1).sort((a, b) => a - b);
  const tiles: ResultTile<R, C>[] = [];
  let nextCard = 0;
  const placeCards = () => {
    while (nextCard < cards.length && nextCard < slots.length && slots[nextCard] === tiles.length + 1) {
      tiles.push({ kind: 'promo', card: cards[nextCard] as C });
      nextCard++;
    }
  };
  for (const result of results) {
    placeCards();
    tiles.push({ kind: 'result', result });
  }
  placeCards();
  return tiles;
}
