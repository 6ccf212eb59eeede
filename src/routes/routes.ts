import type { RouteName } from '../tenant/schema/menus.ts';
import type { Location } from '../tenant/schema/locations.ts';
import type { Site } from '../tenant/schema/site.ts';
import { slugify } from '../catalog/slug.ts';

/** The one place that knows the site's URLs (spec §2 routes, defaults and per-site variants). */

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

export function locationHref(site: Pick<Site, 'locationUrlForm'>, location: Pick<Location, 'slug'>): string {
  return site.locationUrlForm.replace('{slug}', location.slug);
}

export function modelHref(site: RouteSite, model: { slug: string; override_url?: string | null | undefined }): string {
  return model.override_url || `/${site.routes.modelPrefix}${model.slug}`;
}

export function makeSearchHref(make: string, model?: string): string {
  return model ? `/search/${slugify(make)}/${slugify(model)}` : `/search/${slugify(make)}`;
}

/** The stock search with a price range, as the home price slider sends it (spec §4: it pushes a search). */
export function priceSearchHref(min: number, max: number): string {
  return `${FIXED.search}?price=${min}-${max}`;
}

export function pageHref(slug: string): string {
  return `/pages/${slug}`;
}

export const STATIC_ROUTES = {
  terms: FIXED.terms,
  privacy: FIXED.privacy,
  complaints: [FIXED.complaintsFooter, FIXED.complaintsHeader],
  unsubscribe: '/pages/unsubscribe',
  visitUs: '/pages/visit-us',
  toyotaHybrids: FIXED.toyotaHybrids,
} as const;
