/**
 * What waits for a capability that is not built yet: the tenant config switches it will
 * read and the value exports of src/ it will call. Nothing in production reads these yet,
 * so the gates would call them dead; each is listed here, by name, with the capability
 * that will use it.
 *
 * The dead-code gate (tests/gates/dead-code.test.ts, knip in production mode) ignores
 * exactly the `exports` listed here and fails when one of them gains an importer or
 * disappears: delete its entry in the change that builds the capability, so this list
 * only shrinks. A capability with nothing left in either list goes too.
 */
export interface PlannedCapability {
  /** The capability, with the issue or spec section that describes it. */
  capability: string;
  /** tenant-config leaves (JSON paths of the site schema) that wait for it. */
  switches: readonly string[];
  /** value exports of src/ that wait for it: 'path#name'. */
  exports: readonly string[];
}

export const PLANNED: readonly PlannedCapability[] = [
  {
    capability: 'Shopper defects: §9 breakpoints, animation timings, caravan sizes in metres, one toast (issue 25)',
    switches: [],
    exports: [
      'src/domain/locations/breakpoints.ts#BREAKPOINTS',
      'src/domain/locations/breakpoints.ts#breakpointFor',
      'src/domain/locations/breakpoints.ts#minWidthQuery',
      'src/domain/text/notices.ts#TOAST_REMOVE_DELAY_MS',
    ],
  },
  {
    capability:
      'Buy online: the purchase page showing the delivery fee of a distance before a postcode is asked (issue 28)',
    switches: [],
    exports: [
      // the fee table's rule by itself; the API's delivery step quotes through deliveryQuote
      'src/domain/purchase/delivery-fee.ts#deliveryFee',
    ],
  },
  {
    capability: 'Finance calculator (spec §5 Finance calculator, §9 Finance)',
    switches: [],
    exports: [
      'src/domain/finance/calculator.ts#calculatorBounds',
      'src/domain/finance/calculator.ts#calculatorDefaults',
      'src/domain/finance/calculator.ts#TERM_SUFFIX',
      'src/domain/finance/display.ts#comparisonRateDisplay',
      'src/domain/finance/display.ts#financePriceShown',
      'src/domain/finance/display.ts#formatComparisonRateDisplay',
      'src/domain/finance/repayment.ts#calculatorResult',
      'src/domain/finance/repayment.ts#establishmentFee',
    ],
  },
  {
    capability:
      'Finance quote from the lender (spec §4 "a finance quote is fetched once", §5 Quote request, §7 youx quote)',
    switches: [],
    exports: ['src/domain/finance/calculator.ts#QUOTE_TERM_YEARS', 'src/domain/price/quote-request.ts#canRequestQuote'],
  },
  {
    capability: 'Trade-in valuation (spec §2 /cars/trade-in, §4 valuation, §9 Trade-in and service)',
    switches: ['features.valuation'],
    exports: [
      'src/domain/car/visibility.ts#offersValuation',
      'src/domain/service-and-trade-in.ts#offersOnlineTradeInEstimate',
    ],
  },
  {
    capability:
      'Location pages: a page per location at /contact-us/{slug} or /our-location/{slug}, department selector, holiday hours, reviews, carousel columns (spec §2 Routes and Other screens "Locations", §9 Reviews)',
    switches: [
      'locations[].address.placeId',
      'locations[].departments[].landlinePhone',
      'locations[].image.thumbUrl',
      'locations[].image.url',
      'locations[].reviews.averageRating',
      'locations[].reviews.count',
      'locations[].reviews.reviewUrl',
      'reviews.minimumRating',
      'reviews.quantity',
    ],
    exports: [
      'src/domain/hours/department-selector.ts#showsDepartmentSelector',
      'src/domain/hours/holiday-hours.ts#upcomingHolidayHours',
      'src/domain/locations/locations-carousel.ts#locationGridColumns',
      'src/domain/locations/reviews.ts#reviewsToShow',
      'src/domain/locations/reviews.ts#starFills',
      'src/domain/locations/reviews.ts#starRatingLabel',
      'src/site-urls.ts#locationHref',
    ],
  },
  {
    capability: 'Nearest dealer and stock near a postcode (spec §9 earth radius; the later features issue 28 names)',
    switches: [],
    exports: ['src/domain/locations/geo.ts#nearestLocation'],
  },
  {
    capability: 'Badges on car cards: below market price (spec §4 Below-market badge, on the §2 car card)',
    switches: ['tags.showBadges'],
    exports: [],
  },
  {
    capability: 'Service booking: Saturday appointments (spec §4 Promo cards, the Saturday service rule)',
    switches: [],
    exports: ['src/domain/promo/saturday-service.ts#isSaturdayServiceOn'],
  },
  {
    capability: 'Service pricing per model (spec §2 service-pricing promo block, §9 per-model values)',
    switches: [],
    exports: ['src/domain/service-and-trade-in.ts#servicePromoProblems'],
  },
  {
    capability:
      'AI chat assistant: the vehicle page\'s AI chat opener and its answers, service and parts included (spec §2 "an AI chat opener", §9). Until it is built no button promises one.',
    switches: ['features.chatAssistant.enabled', 'features.chatAssistant.serviceAndParts'],
    exports: [],
  },
];
