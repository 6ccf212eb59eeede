import type { TemplateName } from './schema/site.ts';
import { DEFAULT_IMAGE_CDN } from '../domain/images/image-cdn.ts';

/**
 * Template defaults, in one place. A tenant file is laid over its template's defaults
 * (see overlay); every field a template fills may be left out of site.json.
 */
const base = {
  manufacturer: null,
  baseDomain: null,
  locationUrlForm: '/contact-us/{slug}',
  routes: { serviceBooking: '/service', finance: { path: '/finance', label: 'Finance' }, modelPrefix: '' },
  social: {},
  phoneNumbers: {},
  reviews: { minimumRating: 4, quantity: 12 },
  noPriceText: 'Enquire for price.',
  features: {
    garage: { enabled: false, route: '/my-garage' },
    compare: false,
    favourites: { enabled: true, eligibility: 'in-stock' },
    banners: true,
    printing: true,
    vehicleLocation: true,
    onlineBuying: { mode: 'off' },
    reserve: { enabled: false, amount: 200 },
    signIn: {
      checkout: false,
      finance: false,
      spinToWin: false,
      onlinePayment: false,
      financeApplication: false,
      tradeIn: false,
    },
    subscriptions: false,
    unregisteredRego: false,
    valuation: false,
    hybridsPage: false,
    chatAssistant: { enabled: false, serviceAndParts: false },
    specs: { removedKeys: ['rego'], caravan: false },
  },
  // spec §2 texts of a car dealer
  stock: {
    noun: { singular: 'car', plural: 'cars' },
    keywordPlaceholder: 'Keyword search eg. EV, SUV, Toyota',
    sellLinkTitle: 'Sell your car',
    testDriveLabels: { car: 'Test Drive', motorcycle: 'Test Drive', caravan: 'Test Drive' },
  },
  search: {
    engine: { kind: 'embedded' },
    keywordSearch: false,
    cityFacet: false,
    dealershipFacet: false,
    certifiedOnlyToggle: false,
    tagFacet: false,
    badgeFacet: false,
    priceAscendingExcludesZero: false,
    rememberOpenSections: false,
    promoCardPositions: [],
    carCard: { detailsLabel: 'View Details', reserveLabel: 'Reserve Now' },
    baseStock: { soldWithinDays: 3, usedOnly: false, excludedStockNumbers: [], excludedMakes: [] },
  },
  images: { cdn: DEFAULT_IMAGE_CDN },
  vehiclePage: {
    commentsTitle: 'Dealer Comments',
    stickyBar: 'emphasise-call',
    messageAction: 'Enquire Now',
    actions: { finance: true, testDrive: true, makeAnOffer: true, tradeIn: true, whatsapp: null, chatUrl: null },
    primaryAction: 'enquire',
    whatsIncluded: [],
    protectYourCar: [],
    guaranteeStrip: false,
    valueAdds: [],
    enquiryAccordion: false,
  },
  tags: {
    electricHybrid: null,
    sold: 'JUST SOLD',
    new: 'New',
    certifiedImage: false,
    showTags: true,
    showBadges: true,
  },
  finance: {
    defaultInterestRate: 8.5,
    calculator: { price: { min: 1000, max: 250000 }, interest: { min: 0.5, max: 15 } },
    excludedDealerships: [],
  },
  // spec §5 defaults: the message required, no location select, no test drive terms
  forms: {
    enquiry: { messageOptional: false, locationSelect: false },
    testDrive: { termsNotice: false },
    moneyQuickPicks: 'standard',
  },
  theme: {
    colours: {
      primary: '#1d4ed8',
      primaryDark: '#1e3a8a',
      accent: '#facc15',
      text: '#1f2933',
      background: '#ffffff',
      surface: '#f3f4f6',
      success: '#15803d',
    },
    logo: { text: 'Dealer' },
    font: 'system',
    radius: 6,
  },
  header: {
    style: 'generic',
    menu: [
      { label: 'Home', route: 'home' },
      { label: 'Showroom', kind: 'brands' },
      { label: 'Stock', kind: 'stock' },
      { label: 'Special Offers', route: 'specialOffers' },
      { label: 'Finance', route: 'finance' },
      { label: 'Sell My Car', route: 'sellMyCar' },
      {
        label: 'Service & Parts',
        kind: 'group',
        items: [
          { label: 'Book a Service', route: 'serviceBooking' },
          { label: 'Parts & Accessories', route: 'parts' },
        ],
      },
      { label: 'Contact', route: 'contact' },
    ],
  },
  footer: {
    groups: [
      {
        title: 'Shop',
        items: [
          { label: 'All Stock', route: 'search' },
          { label: 'New Cars', route: 'newCars' },
          { label: 'Used Cars', route: 'usedCars' },
          { label: 'Special Offers', route: 'specialOffers' },
          { label: 'Finance', route: 'finance' },
          { label: 'Sell My Car', route: 'sellMyCar' },
        ],
      },
      {
        title: 'Service',
        items: [
          { label: 'Book a Service', route: 'serviceBooking' },
          { label: 'Parts & Accessories', route: 'parts' },
          { label: 'Test Drive', route: 'testDrive' },
        ],
      },
      {
        title: '{dealer}',
        items: [
          { label: 'Contact Us', route: 'contact' },
          { label: 'Terms And Conditions', route: 'terms' },
          { label: 'Privacy Policy', route: 'privacy' },
          { label: 'Complaint Handling Process', route: 'complaintsFooter' },
        ],
      },
    ],
    legal: '© {year} {dealer}. All rights reserved. Prices include GST and exclude on-road costs unless stated.',
  },
  content: {
    hero: { title: 'Find your next car', subtitle: 'New, demo and used vehicles, ready to drive away.' },
    featureBanner: {
      offersText: 'See this month’s deals',
      serviceText: 'Pick a time that suits you',
      sellText: 'Get an instant offer in 2 minutes',
    },
    priceSlider: { min: 5000, max: 250000 },
    popup: null,
    promoCards: [],
    blogCategories: [
      { slug: 'news', name: 'News' },
      { slug: 'vehicle-reviews', name: 'Vehicle Reviews' },
      { slug: 'buying-advice', name: 'Buying Advice' },
      { slug: 'servicing', name: 'Servicing' },
    ],
    pages: [],
  },
};

const toyota = {
  manufacturer: 'Toyota',
  routes: {
    serviceBooking: '/genuine-service',
    finance: { path: '/finance-enquiry', label: 'Finance Enquiry' },
    modelPrefix: 'toyota-',
  },
  features: { hybridsPage: true },
  tags: { electricHybrid: 'Hybrid', certifiedImage: true },
  theme: {
    colours: {
      primary: '#c8102e',
      primaryDark: '#8f0b20',
      accent: '#f5f5f5',
      text: '#1a1a1a',
      background: '#ffffff',
      surface: '#f4f4f4',
      success: '#1b7f3b',
    },
  },
  header: {
    style: 'toyota',
    menu: [
      { label: 'Home', route: 'home' },
      { label: 'New Vehicles', kind: 'models' },
      { label: 'Special Offers', href: '/special-offers/' },
      { label: 'Sell My Car', route: 'sellMyCar' },
      { label: 'Pre-owned Vehicles', kind: 'stock' },
      {
        label: 'Service',
        kind: 'group',
        items: [
          { label: 'Online Service Booking', route: 'serviceBooking' },
          { label: 'Warranty Advantage', href: '/warranty' },
          { label: 'Roadside Assist', href: '/roadside-assist' },
          { label: 'Toyota Genuine Service', href: '/genuine-service' },
        ],
      },
      { label: 'Parts & Accessories', route: 'parts' },
      {
        label: 'Company',
        kind: 'group',
        items: [
          { label: 'About Us', href: '/about-us' },
          { label: 'Contact Us', href: '/contact' },
          { label: 'Fleet', href: '/fleet' },
          { label: 'Terms And Conditions', href: '/terms-and-conditions' },
          { label: 'Complaint Handling Process', href: '/pages/handling-complaint' },
        ],
      },
    ],
  },
  footer: {
    groups: [
      {
        title: 'Buyer Tools',
        hideOnSmallScreens: true,
        items: [
          { label: 'Vehicles', href: '/models' },
          { label: 'New Cars', route: 'newCars' },
          { label: 'Demo Cars', route: 'demoCars' },
          { label: 'Used Cars', route: 'usedCars' },
          { label: 'Current Offers', route: 'specialOffers' },
          { label: 'Toyota Hybrids', route: 'toyotaHybrids' },
          { label: 'Fleet', href: '/fleet' },
          { label: 'Sell My Car', href: '/trade-in' },
          { label: 'Test Drive', route: 'testDrive' },
        ],
      },
      {
        title: 'Servicing and Parts',
        items: [
          { label: 'Online Service Booking', route: 'serviceBooking' },
          { label: 'Toyota Genuine Service', href: '/genuine-service' },
          { label: 'Warranty Advantage', href: '/warranty' },
          { label: 'Roadside Assist', href: '/roadside-assist' },
          { label: 'Parts & Accessories', route: 'parts' },
        ],
      },
      {
        title: '{dealer}',
        items: [
          { label: 'About Us', href: '/about-us' },
          { label: 'Contact Us', href: '/contact' },
          { label: 'Fleet', href: '/fleet' },
          { label: 'Terms', href: '/terms-and-conditions' },
          { label: 'Privacy Policy', href: '/privacy-policy' },
          { label: 'Complaint Handling Process', href: '/pages/complaint-handling-process' },
        ],
      },
    ],
  },
};

const multiBrand = {
  features: { compare: true },
  search: { cityFacet: true, dealershipFacet: true },
};

const onlineRetailer = {
  vehiclePage: {
    commentsTitle: 'Our Comments',
    stickyBar: 'appear-on-scroll',
    primaryAction: 'reserve',
    guaranteeStrip: true,
    whatsIncluded: ['Roadworthy certificate', 'Full tank of fuel', 'Professional detail', 'Two keys'],
    protectYourCar: ['Extended warranty', 'Paint and interior protection', 'Tyre and rim cover', 'Gap insurance'],
  },
  features: {
    garage: { enabled: true, route: '/my-garage' },
    favourites: { enabled: true, eligibility: 'used-priced-with-photo' },
    reserve: { enabled: true, amount: 200 },
  },
  search: {
    carCard: { detailsLabel: 'Explore Vehicle', reserveLabel: 'Reserve This Car' },
    baseStock: { soldWithinDays: 3, usedOnly: true, excludedStockNumbers: [], excludedMakes: [] },
  },
};

const leisure = {
  features: { specs: { removedKeys: ['rego'], caravan: true } },
};

export const TEMPLATE_DEFAULTS: Record<TemplateName, readonly object[]> = {
  toyota: [base, toyota],
  'multi-brand': [base, multiBrand],
  'online-retailer': [base, onlineRetailer],
  leisure: [base, leisure],
};

/** Every template starts from these; the editor schema treats them as optional. */
export const BASE_DEFAULTS: object = base;
