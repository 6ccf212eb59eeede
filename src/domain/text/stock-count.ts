import { wholeNumber } from '../format.ts';

/** What a site calls one and several of its vehicles: 'car'/'cars' by default (spec §2). */
export interface StockNoun {
  singular: string;
  plural: string;
}

/** '1 car', '21 cars', '1,999 cars', '0 cars' (or the site's own noun: '2 vehicles'). */
export function stockCountText(count: number, noun: StockNoun): string {
  return `${wholeNumber(count)} ${count === 1 ? noun.singular : noun.plural}`;
}

/**
 * spec §2 Search page: the 'Show me N cars' button. Decided: one car reads 'Show me 1 car',
 * and the count has thousands separators. The count itself (over 1999 replaced by the
 * stock count, spec §9) is the search rules' business.
 */
export function showMeStockText(count: number, noun: StockNoun): string {
  return `Show me ${stockCountText(count, noun)}`;
}
