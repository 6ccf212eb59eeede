import { describe, expect, it } from 'vitest';
import {
  resultCarTypes,
  insertPromoCards,
  promoCardsToShow,
  type PromoCardRules,
  type ResultTile,
} from '../../../../src/domain/promo/promo-cards.ts';
import type { CarType } from '../../../../src/tenant/schema/fields.ts';

const at = (iso: string) => new Date(iso);
const NOW = at('2025-07-10T12:00+10:00');

// each rule alone, through the cards a page shows: a card without dates or car types passes the others
const isPromoCardLive = (card: PromoCardRules, now: Date) =>
  promoCardsToShow([card], { now, selectedCarTypes: [] }).length === 1;
const matchesSelectedCarTypes = (card: PromoCardRules, selectedCarTypes: readonly CarType[]) =>
  promoCardsToShow([card], { now: NOW, selectedCarTypes }).length === 1;
const orderPromoCards = <C extends PromoCardRules>(cards: readonly C[], shuffleSeed?: number) =>
  promoCardsToShow(cards, { now: NOW, selectedCarTypes: [], shuffleSeed });

describe('promo card dates (spec §4: between start and expiry, either may be absent)', () => {
  const card = { start: '2025-07-01T00:00+10:00', expiry: '2025-07-25T00:00+10:00' };
  it.each([
    [card, '2025-06-30T13:59:59.999Z', false],
    [card, '2025-06-30T14:00:00Z', true], // the exact start instant shows
    [card, '2025-07-24T13:59:59.999Z', true],
    [card, '2025-07-24T14:00:00Z', false], // the exact expiry instant no longer shows
    [{ start: card.start }, '2030-01-01T00:00Z', true],
    [{ start: card.start }, '2025-06-30T13:59Z', false],
    [{ expiry: card.expiry }, '2020-01-01T00:00Z', true],
    [{ expiry: card.expiry }, '2025-07-24T14:00:00Z', false],
    [{}, '2025-07-24T14:00:00Z', true],
  ])('%o at %s → %s', (c, now, expected) => expect(isPromoCardLive(c, at(now))).toBe(expected));
});

describe('promo card car types (spec §4: display list, strictDisplay exact match)', () => {
  it.each<[PromoCardRules, CarType[], boolean]>([
    // no list, or an empty one: no filter
    [{}, [], true],
    [{}, ['used'], true],
    [{ display: [] }, ['new'], true],
    [{ display: [], strictDisplay: true }, ['new'], true],
    // any overlap
    [{ display: ['used'] }, ['used'], true],
    [{ display: ['used'] }, ['new', 'used'], true],
    [{ display: ['new', 'demo'] }, ['demo'], true],
    [{ display: ['used'] }, ['new'], false],
    [{ display: ['used'] }, [], false],
    // strict: the same set, order and repeats ignored
    [{ display: ['new', 'demo'], strictDisplay: true }, ['demo', 'new'], true],
    [{ display: ['new', 'demo'], strictDisplay: true }, ['new', 'demo', 'new'], true],
    [{ display: ['new', 'demo'], strictDisplay: true }, ['new'], false],
    [{ display: ['new', 'demo'], strictDisplay: true }, ['new', 'demo', 'used'], false],
    [{ display: ['used'], strictDisplay: true }, ['used'], true],
    [{ display: ['used'], strictDisplay: true }, [], false],
    [{ display: ['used'], strictDisplay: false }, ['new', 'used'], true],
  ])('%o with %o selected → %s', (card, selected, expected) =>
    expect(matchesSelectedCarTypes(card, selected)).toBe(expected),
  );
});

describe('promo card order (spec §4: positioned first, the rest optionally shuffled)', () => {
  const cards = [
    { id: 'a' },
    { id: 'b', position: 3 },
    { id: 'c' },
    { id: 'd', position: 1 },
    { id: 'e' },
    { id: 'f', position: 3 },
    { id: 'g' },
  ];
  const ids = (list: { id: string }[]) => list.map((card) => card.id).join('');

  it('puts positioned cards first by position (ties in listed order), then the rest as listed', () => {
    expect(ids(orderPromoCards(cards))).toBe('dbfaceg');
  });

  it('shuffles only the unpositioned cards, the same way for the same seed', () => {
    const shuffled = orderPromoCards(cards, 7);
    expect(ids(shuffled).slice(0, 3)).toBe('dbf');
    expect(ids(shuffled).slice(3).split('').sort().join('')).toBe('aceg');
    expect(ids(orderPromoCards(cards, 7))).toBe(ids(shuffled));
    const orders = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9].map((seed) => ids(orderPromoCards(cards, seed)).slice(3)));
    expect(orders.size).toBeGreaterThan(2);
  });

  it('leaves its input alone', () => {
    const before = ids(cards);
    orderPromoCards(cards, 3);
    expect(ids(cards)).toBe(before);
  });
});

describe('the cards a search page shows', () => {
  const cards = [
    { id: 'sale', start: '2025-07-01T00:00+10:00', expiry: '2025-07-25T00:00+10:00', position: 2 },
    { id: 'used-only', display: ['used'] as CarType[], position: 1 },
    { id: 'new-and-demo', display: ['new', 'demo'] as CarType[], strictDisplay: true },
    { id: 'always' },
  ];
  it.each([
    ['2025-07-10T12:00+10:00', ['used'], 'used-only sale always'],
    ['2025-07-10T12:00+10:00', ['demo', 'new'], 'sale new-and-demo always'],
    ['2025-07-10T12:00+10:00', ['new'], 'sale always'],
    ['2025-08-01T12:00+10:00', ['used', 'new'], 'used-only always'],
  ] as [string, CarType[], string][])('at %s with %o: %s', (now, selected, expected) => {
    const shown = promoCardsToShow(cards, { now: at(now), selectedCarTypes: selected });
    expect(shown.map((card) => card.id).join(' ')).toBe(expected);
  });
});

describe('promo cards in the results (spec §2: at set positions, e.g. 8 and 17)', () => {
  const results = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  /** Results as their numbers, cards as their letters: [1,2,'A',3]. */
  const tiles = (list: ResultTile<number, string>[]) =>
    list.map((tile) => (tile.kind === 'result' ? tile.result : tile.card));
  const where = (list: ResultTile<number, string>[], card: string) =>
    list.findIndex((tile) => tile.kind === 'promo' && tile.card === card) + 1;

  it('places the cards as the 8th and 17th tiles of a full page of 21 results', () => {
    const page = insertPromoCards(results(21), ['A', 'B'], [8, 17]);
    expect(page).toHaveLength(23);
    expect(where(page, 'A')).toBe(8);
    expect(where(page, 'B')).toBe(17);
    expect(tiles(page).slice(5, 18)).toEqual([6, 7, 'A', 8, 9, 10, 11, 12, 13, 14, 15, 'B', 16]);
  });

  it.each([
    // results, positions, tiles (the letters are cards)
    [0, [8, 17], []],
    [1, [1], ['A', 1]],
    [3, [8, 17], [1, 2, 3]],
    [6, [8, 17], [1, 2, 3, 4, 5, 6]],
    [7, [8, 17], [1, 2, 3, 4, 5, 6, 7, 'A']], // 7 tiles exist before position 8
    [8, [8, 17], [1, 2, 3, 4, 5, 6, 7, 'A', 8]],
    [14, [8, 17], [1, 2, 3, 4, 5, 6, 7, 'A', 8, 9, 10, 11, 12, 13, 14]],
    [15, [8, 17], [1, 2, 3, 4, 5, 6, 7, 'A', 8, 9, 10, 11, 12, 13, 14, 15, 'B']],
    [5, [4], [1, 2, 3, 'A', 4, 5]],
    [10, [9], [1, 2, 3, 4, 5, 6, 7, 8, 'A', 9, 10]],
    [3, [1, 2], ['A', 'B', 1, 2, 3]],
    [4, [17, 8, 8], [1, 2, 3, 4]], // unsorted and repeated positions
    [9, [17, 8, 8], [1, 2, 3, 4, 5, 6, 7, 'A', 8, 9]],
    [5, [], [1, 2, 3, 4, 5]],
  ])('%i results, positions %o → %o', (count, positions, expected) => {
    expect(tiles(insertPromoCards(results(count), ['A', 'B'], positions))).toEqual(expected);
  });

  it('shows no more cards than positions, and leaves positions without a card empty', () => {
    expect(tiles(insertPromoCards(results(10), ['A', 'B', 'C'], [2]))).toEqual([1, 'A', 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(tiles(insertPromoCards(results(10), ['A'], [2, 5]))).toEqual([1, 'A', 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(tiles(insertPromoCards(results(10), [], [2, 5]))).toEqual(results(10));
  });

  it('ignores positions that are not whole numbers from 1', () => {
    expect(tiles(insertPromoCards(results(3), ['A', 'B'], [0, -2, 2.5, 3]))).toEqual([1, 2, 'A', 3]);
  });
});

describe('resultCarTypes: the car types a page of results is limited to', () => {
  it('takes the refined car types, ignoring values that are none', () => {
    expect(resultCarTypes(['new', 'demo'], ['new', 'demo', 'used'])).toEqual(['new', 'demo']);
    expect(resultCarTypes(['new', 'classic'], ['new', 'used'])).toEqual(['new']);
  });
  it('without a refinement: a one-type site is limited to its type, any other site to none', () => {
    expect(resultCarTypes(undefined, ['used'])).toEqual(['used']);
    expect(resultCarTypes([], ['new', 'used'])).toEqual([]);
  });
});
