import * as v from 'valibot';
import { doc, httpUrl } from './fields.ts';

const SOLD_WINDOW_DAYS = [0, 1, 2, 3, 4, 5, 7, 14] as const;

const Engine = v.variant('kind', [
  v.strictObject({ kind: doc(v.literal('embedded'), 'Search runs in the browser over an index the build emits.') }),
  v.strictObject({
    kind: doc(v.literal('typesense'), 'Search runs on a Typesense cluster.'),
    nodes: doc(
      v.pipe(v.array(httpUrl), v.minLength(1, 'at least one node')),
      'Typesense node URLs, e.g. ["https://search-1.example.net"].',
    ),
    collection: doc(v.pipe(v.string(), v.nonEmpty()), 'The collection holding this tenant’s cars.'),
  }),
]);

/** spec §2 Car card: the wordings sites use for the card's link and reserve button. */
export const CARD_DETAILS_LABELS = ['View Details', 'Explore Vehicle'] as const;
export const CARD_RESERVE_LABELS = ['Reserve Now', 'Reserve This Car'] as const;

export const SearchSchema = v.strictObject({
  engine: doc(Engine, 'Which search engine serves this site.'),
  keywordSearch: doc(v.boolean(), 'Show the keyword search (its placeholder: stock.keywordPlaceholder).'),
  cityFacet: doc(v.boolean(), 'Show the city facet (limit 20).'),
  dealershipFacet: doc(v.boolean(), 'Show the dealership / location name facet (limit 40).'),
  certifiedOnlyToggle: doc(v.boolean(), 'Show "Only show Toyota Certified Vehicles".'),
  tagFacet: doc(v.boolean(), 'Show the tag facet.'),
  badgeFacet: doc(v.boolean(), 'Show the badge facet.'),
  rememberOpenSections: doc(v.boolean(), 'Remember which search filter sections a shopper opened, for the visit.'),
  priceAscendingExcludesZero: doc(v.boolean(), 'Price low-to-high leaves out cars priced 0.'),
  promoCardPositions: doc(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
    'Result positions (1-based) where promo cards go, e.g. [8, 17].',
  ),
  carCard: doc(
    v.strictObject({
      detailsLabel: doc(
        v.picklist(CARD_DETAILS_LABELS),
        'Label of the link to the vehicle page (default "View Details").',
      ),
      reserveLabel: doc(
        v.picklist(CARD_RESERVE_LABELS),
        'Label of the reserve button, followed by the deposit (default "Reserve Now").',
      ),
    }),
    'Wording of the car cards in search results (spec §2 Car card).',
  ),
  baseStock: doc(
    v.strictObject({
      soldWithinDays: doc(
        v.picklist(SOLD_WINDOW_DAYS),
        'Sold cars stay listed this many days (0, 1, 2, 3, 4, 5, 7 or 14; default 3).',
      ),
      usedOnly: doc(v.boolean(), 'List used cars only.'),
      excludedStockNumbers: doc(v.array(v.string()), 'Stock numbers never listed.'),
      excludedMakes: doc(v.array(v.string()), 'Makes never listed.'),
    }),
    'The base stock filter every search starts from (spec §7).',
  ),
});
