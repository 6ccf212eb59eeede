import type { RouteName } from './tenant/schema/menus.ts';
import type { Location } from './tenant/schema/locations.ts';
import type { Site } from './tenant/schema/site.ts';
import type { CheckoutJourney } from './domain/reservations/checkout.ts';
import { slugify } from './catalog/slug.ts';
import { bodySlug, type SimpleBody } from './catalog/schema/vocabulary.ts';

/**
 * The one place that knows the site's URLs (spec §2 routes, defaults and per-site variants):
 * its pages, the files the build writes beside them (images, JSON) and the query strings a
 * link carries. The API's paths are in src/api-paths.ts. Client scripts import this module
 * too, so it holds no catalogue data.
 */

type RouteSite = Pick<Site, 'baseDomain' | 'routes'>;

const FIXED: Record<Exclude<RouteName, 'sellMyCar' | 'serviceBooking' | 'finance'>, string> = {
  home: '/',
  search: '/search/new-used-and-demo-cars',
  newCars: '/search/new-cars',
  usedCars: '/search/used-cars',
  demoCars: '/search/demo-cars',
  models: '/models',
  specialOffers: '/special-offers',
  genuineService: '/genuine-service',
  warranty: '/warranty',
  roadsideAssist: '/roadside-assist',
  parts: '/vehicle-parts-and-accessories/',
  aboutUs: '/about-us',
  contact: '/contact',
  fleet: '/fleet',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  complaintsHeader: '/pages/handling-complaint',
  complaintsFooter: '/pages/complaint-handling-process',
  testDrive: '/book-test-drive/',
  toyotaHybrids: '/pages/toyota-hybrids',
  blog: '/blog',
  locations: '/contact',
};

/** The dealer's own pages on its base domain (Toyota dealer sub-domain), when one is set. */
function external(site: RouteSite, path: string): string | null {
  return site.baseDomain ? new URL(path, site.baseDomain).href : null;
}

export function routeHref(site: RouteSite, name: RouteName): string {
  switch (name) {
    case 'sellMyCar':
      return external(site, '/sell-my-car') ?? '/trade-in';
    case 'serviceBooking':
      return external(site, '/service/booking') ?? site.routes.serviceBooking;
    case 'finance':
      return site.routes.finance.path;
    default:
      return FIXED[name];
  }
}

/**
 * spec §2 garage family: the site's own garage (features.garage.route), where the watchlist's
 * 'View List' leads; /my-garage serves it too. Null on a site without a garage.
 */
export function garageHref(site: Pick<Site, 'features'>): string | null {
  return site.features.garage.enabled ? site.features.garage.route : null;
}

/** A menu or footer entry: its own href, else its named route. */
export function linkHref(site: RouteSite, link: { href?: string | undefined; route?: RouteName | undefined }): string {
  if (link.href) return link.href;
  if (link.route) return routeHref(site, link.route);
  return '/';
}

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

export function carHref(slug: string): string {
  return `/cars/${slug}`;
}

/**
 * A lead form's page about one car: the form sends the car from these parameters
 * (ENQUIRY_LINK_PARAMS). Where a car's lead buttons lead without JavaScript.
 */
export function carLeadHref(pageHref: string, car: { slug: string; car_type: string }): string {
  return `${pageHref}?${new URLSearchParams({ car_id: car.slug, car_type: car.car_type }).toString()}`;
}

/** The contact page's enquiry form about one car (carLeadHref). */
export function carEnquiryHref(site: RouteSite, car: { slug: string; car_type: string }): string {
  return carLeadHref(routeHref(site, 'contact'), car);
}

/** The site's Sell My Car page about one car: the vehicle page's Trade-In button. */
export function carTradeInHref(site: RouteSite, car: { slug: string }): string {
  return `${routeHref(site, 'sellMyCar')}?car_id=${car.slug}`;
}

/**
 * spec §2 /cars/{slug}/checkout (reserve a car) and /cars/{slug}/buy-online (the same on sites
 * configured for online buying): `journey` is the path's last segment (reserveJourney).
 */
export function carCheckoutHref(slug: string, journey: CheckoutJourney = 'checkout'): string {
  return `${carHref(slug)}/${journey}`;
}

const CHECKOUT_PATH = /^\/cars\/([a-z0-9]+(?:-[a-z0-9]+)*)\/(checkout|buy-online)\/?$/;

/** The car and journey of a checkout address, as the one checkout page reads its own path; null for any other. */
export function checkoutOfPath(pathname: string): { slug: string; journey: CheckoutJourney } | null {
  const match = CHECKOUT_PATH.exec(pathname);
  return match ? { slug: match[1]!, journey: match[2] as CheckoutJourney } : null;
}

/** spec §2 /checkout-journey: the online purchase's one page, which reads its car from the query. */
const PURCHASE_JOURNEY_PATH = '/checkout-journey';

/** spec §2 /checkout-journey?car_id={slug}: buying a car online, step by step. */
export function purchaseJourneyHref(slug: string): string {
  return `${PURCHASE_JOURNEY_PATH}?car_id=${encodeURIComponent(slug)}`;
}

export function locationHref(site: Pick<Site, 'locationUrlForm'>, location: Pick<Location, 'slug'>): string {
  return site.locationUrlForm.replace('{slug}', location.slug);
}

export function modelHref(site: RouteSite, model: { slug: string; override_url?: string | null | undefined }): string {
  return model.override_url || `/${site.routes.modelPrefix}${model.slug}`;
}

/** spec §2 /search: the stock search with everything in its query string. */
export const SEARCH_PATH = '/search';

/** spec §2 /new-used-and-demo-cars: all stock, refined by car type and make only. */
export const ALL_STOCK_PATH = '/new-used-and-demo-cars';

/** A stock search landing page, /search/{slug}: its path stands for its presets (a car type, dealership, location...). */
export function searchLandingHref(slug: string): string {
  return `${SEARCH_PATH}/${slug}`;
}

/** spec §2 /search/{body}-cars, e.g. /search/people-mover-cars. */
export function bodySearchHref(body: SimpleBody): string {
  return searchLandingHref(`${bodySlug(body)}-cars`);
}

export function makeSearchHref(make: string, model?: string): string {
  return searchLandingHref(model ? `${slugify(make)}/${slugify(model)}` : slugify(make));
}

/** The stock search with a price range, as the home price slider sends it (spec §4: it pushes a search). */
export function priceSearchHref(min: number, max: number): string {
  return `${FIXED.search}?price=${min}-${max}`;
}

/** Where the image of a car's body, colour and view is published (src/pages/img/cars/[image].svg.ts). */
export function carImageHref(key: string): string {
  return `/img/cars/${key}.svg`;
}

/** The key of a generated car image's URL ('/img/cars/suv-red-side.svg' is 'suv-red-side'), or null for another URL. */
export function carImageKeyOfHref(href: string): string | null {
  const prefix = '/img/cars/';
  return href.startsWith(prefix) ? href.slice(prefix.length).replace(/\.svg$/, '') : null;
}

/** A make's logo (spec §3 Manufacturer logo.url), by its slug (src/pages/img/makes/[slug].svg.ts). */
export function makeLogoHref(slug: string): string {
  return `/img/makes/${slug}.svg`;
}

/**
 * The data a search page's island starts from (its props and first page of results), beside
 * the page rather than in its HTML (src/pages/search-pages/[...file].ts): '/search/used-cars'
 * has '/search-pages/search/used-cars.json'.
 */
export function searchPageDataHref(path: string): string {
  return `${SEARCH_PAGE_DATA_DIR}${path}.json`;
}

export const SEARCH_PAGE_DATA_DIR = '/search-pages';

/** Files the build writes beside the pages. */
export const SITE_FILES = {
  favicon: '/favicon.png',
  sitemap: '/sitemap.xml',
  /** The embedded search engine's documents (src/pages/search-index.json.ts). */
  searchDocuments: '/search-index.json',
  /** The car lead forms of vehicle and search pages, fetched when a form first opens (src/pages/car-lead-forms.json.ts). */
  carLeadForms: '/car-lead-forms.json',
  /** The header's long menus, prefetched by every page, put in on the first intent to open a menu (src/pages/site-menus.json.ts). */
  menus: '/site-menus.json',
} as const;

export const STATIC_ROUTES = {
  terms: FIXED.terms,
  privacy: FIXED.privacy,
  complaints: [FIXED.complaintsFooter, FIXED.complaintsHeader],
  unsubscribe: '/pages/unsubscribe',
  /** The page of a reservation's e-mailed links: the dealer confirms or releases it, the shopper cancels it. */
  reservation: '/pages/reservation',
  /** The one checkout page of a site, which /cars/{slug}/checkout and /buy-online are rewritten to. */
  checkout: '/checkout',
  /** spec §2 /online-payment: the page that shows a payment request and takes its payment. */
  onlinePayment: '/online-payment',
  visitUs: '/pages/visit-us',
  toyotaHybrids: FIXED.toyotaHybrids,
} as const;

/** The query parameter of the online payment page that holds a payment request's signed token. */
export const PAYMENT_REQUEST_PARAM = 'request';

/** A payment request's link, as the dealer sends it: the payment page on the site's origin with the signed token. */
export function paymentRequestLink(origin: string, token: string): string {
  return `${origin}${STATIC_ROUTES.onlinePayment}?${new URLSearchParams({ [PAYMENT_REQUEST_PARAM]: token })}`;
}

/** spec §2 pages of the lead forms that no named route covers. */
export const LEAD_PAGES = {
  /** The same page as /contact. */
  contactUs: '/contact-us',
  /** spec §2 "Shown after a lead is submitted". */
  success: '/success',
  /** spec §2 "/trade-in, /sell-your-car, /sell-my-car | Sell your car": one page at three addresses, the first its own. */
  sellYourCar: ['/trade-in', '/sell-your-car', '/sell-my-car'],
  /** spec §2 "/finance | Default finance page", "/finance-enquiry, /apply-for-finance, /car-finance/ | Finance variants". */
  finance: ['/finance', '/finance-enquiry', '/apply-for-finance', '/car-finance/'],
  /** spec §2 "/service, /genuine-service | Service booking": the booking page beside the marketing one. */
  service: '/service',
  newVehicleEnquiry: '/enquiries/new-vehicle-enquiry',
  feedbackSurvey: '/customer-feedback-survey',
} as const;

/** spec §2: the anchor of the finance form on its page. */
export const FINANCE_FORM_ANCHOR = 'finance-form';

/** What a finance link may say about the car and the shopper (spec §2), each left out when unknown. */
export interface FinanceLink {
  preferredDealership?: string;
  vehiclePriceBudget?: number;
  car_id?: string;
  car_type?: 'new' | 'used' | 'demo';
  vin?: string;
}

/**
 * spec §2 "Finance links can carry the query parameters preferredDealership,
 * vehiclePriceBudget, car_id, car_type and vin, and the anchor #finance-form": the site's
 * finance page (routes.finance) with what is known, straight to its form.
 */
export function financeLinkHref(site: RouteSite, link: FinanceLink = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(link)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const search = query.toString();
  return `${routeHref(site, 'finance')}${search ? `?${search}` : ''}#${FINANCE_FORM_ANCHOR}`;
}

/** spec §2 /print?car_id={slug}: the printable page of a car. */
export function carPrintHref(slug: string): string {
  return `/print?car_id=${encodeURIComponent(slug)}`;
}

/**
 * spec §2 offer detail: an offer for a make lives at /offers/{manufacturer slug}/{id}, a
 * dealer-wide offer (no manufacturer) at /offers/{id}. One canonical URL per offer. The
 * make's slug is its slugified name, as in makeSearchHref (the static manufacturer list
 * agrees, tested), so this module stays free of catalogue data that client scripts would carry.
 */
export function offerHref(offer: { id: number; manufacturer: { name: string } | null }): string {
  return offer.manufacturer ? `/offers/${slugify(offer.manufacturer.name)}/${offer.id}` : `/offers/${offer.id}`;
}

/** spec §2 /blog/{category slug}, e.g. /blog/vehicle-reviews. */
export function blogCategoryHref(category: { slug: string }): string {
  return `${FIXED.blog}/${category.slug}`;
}

/**
 * A post lives under its category, /blog/{category slug}/{post slug}: categories and posts
 * then never share a URL name, and each has its own page route.
 */
export function blogPostHref(post: { category: string; slug: string }): string {
  return `${FIXED.blog}/${post.category}/${post.slug}`;
}

/** The id of a body's section on the models page, the no-JavaScript target of its filter link. */
export function modelsBodyAnchor(body: string): string {
  return `body-${slugify(body)}`;
}

/** spec §2 /models?body={body-name}: the body's slug ("people-mover"), with its section as the anchor. */
export function modelsByBodyHref(body: string): string {
  return `${FIXED.models}?body=${slugify(body)}#${modelsBodyAnchor(body)}`;
}

/**
 * The first path segment of every route of spec §2 and of the files a build writes. A model
 * page (/{model slug}) must never take one: the build fails instead (modelPagePaths).
 */
const RESERVED_TOP_LEVEL_SEGMENTS: ReadonlySet<string> = new Set([
  // spec §2 routes, every per-site variant included
  'cars',
  'checkout-journey',
  // the page /cars/{slug}/checkout and /cars/{slug}/buy-online are rewritten to
  'checkout',
  'sign-in',
  'search',
  'new-used-and-demo-cars',
  'models',
  'special-offers',
  'offers',
  'service',
  'genuine-service',
  'trade-in',
  'sell-your-car',
  'sell-my-car',
  'finance',
  'finance-enquiry',
  'apply-for-finance',
  'car-finance',
  'personalised',
  'book-test-drive',
  'contact',
  'contact-us',
  'our-location',
  'locations',
  'teams',
  'fleet',
  'blog',
  'terms-and-conditions',
  'privacy-policy',
  'pages',
  'customer-feedback-survey',
  'enquiries',
  'warranty',
  'diamond-advantage',
  'buying',
  'roadside-assist',
  'vehicle-parts-and-accessories',
  'parts',
  'print',
  'success',
  'spin-to-win',
  'online-payment',
  'mymotorama',
  'mybigboxcars',
  'myblinkr',
  'myservco',
  'my-garage',
  // the compare page (features.compare)
  'compare',
  'about-us',
  'sitemap.xml',
  'robots.txt',
  'search-index.json',
  'car-lead-forms.json',
  'site-menus.json',
  'search-pages',
  // what the build and the server add
  'img',
  'favicon.png',
  '404',
  '_astro',
  'api',
]);

type ModelRef = { slug: string; name: string; override_url?: string | null | undefined };

/**
 * Where this site builds a model's page, or null when it builds none. The page lives at
 * modelHref (spec §2 /{model slug}, Toyota /toyota-{slug}). An override_url wins: when it
 * is another site (the manufacturer's page) or a path another route of this site owns
 * (/pages/toyota-hybrids, a reserved segment), no model page is built and links go there;
 * when it is a free one-segment path on this site (/bz4x-electric), the page is built there.
 */
function modelPagePath(site: RouteSite, model: ModelRef): string | null {
  const href = modelHref(site, model);
  const segment = /^\/([a-z0-9][a-z0-9-]*)\/?$/.exec(href)?.[1];
  if (!segment) return null;
  if (model.override_url && RESERVED_TOP_LEVEL_SEGMENTS.has(segment)) return null;
  return `/${segment}`;
}

/** spec §2 /{model slug}/accessories, for a model whose page this site builds. */
export function modelAccessoriesHref(site: RouteSite, model: ModelRef): string | null {
  const path = modelPagePath(site, model);
  return path ? `${path}/accessories` : null;
}

/**
 * The model pages a site builds, each at its modelPagePath, with a sentence for each model
 * page that would take another route's URL or another model's.
 */
export function modelPagePaths<M extends ModelRef>(
  site: RouteSite,
  models: readonly M[],
): { pages: { path: string; model: M }[]; problems: string[] } {
  const pages: { path: string; model: M }[] = [];
  const problems: string[] = [];
  const taken = new Map<string, M>();
  for (const model of models) {
    const path = modelPagePath(site, model);
    if (!path) continue;
    const other = taken.get(path);
    if (RESERVED_TOP_LEVEL_SEGMENTS.has(path.slice(1))) {
      problems.push(
        `the ${model.name} model page ${path} would take the URL of the site's own ${path} route; give the model an override_url or change routes.modelPrefix`,
      );
    } else if (other) {
      problems.push(`the ${model.name} and ${other.name} model pages would both be ${path}; give one an override_url`);
    } else {
      taken.set(path, model);
      pages.push({ path, model });
    }
  }
  return { pages, problems };
}
