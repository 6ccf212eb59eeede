import { describe, expect, it } from 'vitest';
import { baseStockFilter, type BaseStockOptions } from '../../../../src/domain/search/base-stock.ts';
import { type FilterDocument, matchesFilter } from '../../../../src/domain/search/filter-tree.ts';
import { toTypesenseFilter } from '../../../../src/domain/search/typesense-filter.ts';

const NOW = new Date('2026-03-10T02:00:00Z');
const NOW_SECONDS = NOW.getTime() / 1000;
const DAY = 86_400;

const options = (changes: Partial<BaseStockOptions> = {}): BaseStockOptions => ({
  soldWithinDays: 3,
  usedOnly: false,
  excludedStockNumbers: [],
  excludedMakes: [],
  ...changes,
});

const car = (changes: Record<string, unknown> = {}): FilterDocument => ({
  status: 'in_stock',
  sold_date_timestamp: null,
  show_on_dealer_website: true,
  car_type: 'used',
  stocknum: 'U1001',
  make: 'Toyota',
  ...changes,
});
const soldAgo = (seconds: number) => car({ status: 'sold', sold_date_timestamp: NOW_SECONDS - seconds });

describe('base stock filter (spec §7, §9)', () => {
  it('compiles for Typesense', () => {
    expect(toTypesenseFilter(baseStockFilter(options(), NOW))).toBe(
      `(status:=[\`in_stock\`, \`coming_soon\`] || (status:=\`sold\` && sold_date_timestamp:>=${NOW_SECONDS - 3 * DAY})) && show_on_dealer_website:=true`,
    );
  });

  it('adds the site extras', () => {
    const tree = baseStockFilter(
      options({ usedOnly: true, excludedStockNumbers: ['X1', 'X2'], excludedMakes: ['Great Wall'] }),
      NOW,
    );
    expect(toTypesenseFilter(tree)).toBe(
      `(status:=[\`in_stock\`, \`coming_soon\`] || (status:=\`sold\` && sold_date_timestamp:>=${NOW_SECONDS - 3 * DAY})) && show_on_dealer_website:=true && car_type:=\`used\` && stocknum:!=[\`X1\`, \`X2\`] && make:!=[\`Great Wall\`]`,
    );
    expect(matchesFilter(tree, car())).toBe(true);
    expect(matchesFilter(tree, car({ car_type: 'new' }))).toBe(false);
    expect(matchesFilter(tree, car({ car_type: 'demo' }))).toBe(false);
    expect(matchesFilter(tree, car({ stocknum: 'X2' }))).toBe(false);
    expect(matchesFilter(tree, car({ make: 'Great Wall' }))).toBe(false);
  });

  it.each<[string, FilterDocument, boolean]>([
    ['in stock', car(), true],
    ['coming soon', car({ status: 'coming_soon' }), true],
    ['hidden from the dealer website', car({ show_on_dealer_website: false }), false],
    ['sold just now', soldAgo(0), true],
    ['sold exactly 3 days ago', soldAgo(3 * DAY), true],
    ['sold 3 days and 1 second ago', soldAgo(3 * DAY + 1), false],
    ['sold 2 days ago but hidden', { ...soldAgo(2 * DAY), show_on_dealer_website: false }, false],
    ['sold without a time of sale', car({ status: 'sold' }), false],
    ['any car type and make without extras', car({ car_type: 'new', make: 'Kia' }), true],
  ])('%s → listed: %s', (_label, doc, listed) => {
    expect(matchesFilter(baseStockFilter(options(), NOW), doc)).toBe(listed);
  });

  // spec §9: the numbered options (0,1,2,3,4,5,7,14)
  it.each([1, 2, 3, 4, 5, 7, 14] as const)('lists cars sold within %d days, not a second more', (days) => {
    const tree = baseStockFilter(options({ soldWithinDays: days }), NOW);
    expect(matchesFilter(tree, soldAgo(days * DAY))).toBe(true);
    expect(matchesFilter(tree, soldAgo(days * DAY + 1))).toBe(false);
  });

  it('lists no sold car with a 0-day window', () => {
    const tree = baseStockFilter(options({ soldWithinDays: 0 }), NOW);
    expect(matchesFilter(tree, soldAgo(0))).toBe(false);
    expect(toTypesenseFilter(tree)).toBe('status:=[`in_stock`, `coming_soon`] && show_on_dealer_website:=true');
  });

  it('counts from the whole second of now (sold_date_timestamp is in seconds)', () => {
    const tree = baseStockFilter(options({ soldWithinDays: 1 }), new Date(NOW.getTime() + 999));
    expect(matchesFilter(tree, soldAgo(DAY))).toBe(true);
  });
});
