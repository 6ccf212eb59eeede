import { SIMPLE_BODIES } from '../catalog/schema/vocabulary.ts';
import { compareCarTypes } from '../domain/search/facets.ts';
import { ALL_STOCK_PATH, bodySearchHref, makeSearchHref, SEARCH_PATH, searchLandingHref } from '../site-urls.ts';
import type { Site } from '../tenant/schema/site.ts';
import type { SearchDocument } from './document.ts';

/**
 * One stock search page (spec §2 routes): its path, heading and the refinements its path
 * stands for. Only routes with stock are built, for the makes, models, bodies, dealerships
 * and locations a tenant actually has.
 */
export interface SearchLandingPage {
  path: string;
  heading: string;
  presets: Record<string, string[]>;
  /** The sidebar facets this page offers; absent: all of the site's. */
  facets?: readonly string[];
}

// headings end in the site's plural noun: 'Used cars', or 'Used vehicles' (site.stock.noun)
const CAR_TYPE_ROUTES: { slug: string; types: readonly string[]; heading: string }[] = [
  { slug: 'used-cars', types: ['used'], heading: 'Used' },
  { slug: 'new-cars', types: ['new'], heading: 'New' },
  { slug: 'demo-cars', types: ['demo'], heading: 'Demo' },
  { slug: 'new-and-demo-cars', types: ['new', 'demo'], heading: 'New and demo' },
];

const distinct = (values: Iterable<string | undefined>) => [
  ...new Set([...values].filter((value): value is string => Boolean(value))),
];

/** Makes and models the site links to a stock search for, in stock or not (its franchises' catalogue). */
export type LinkedModels = Readonly<Record<string, readonly string[]>>;

/**
 * Every search route of a tenant, from the documents its search lists, plus the makes and
 * models its pages link to (a model page's Our Stock), which show an empty search when
 * none is in stock.
 */
export function searchLandingPages(
  site: Pick<Site, 'dealerships' | 'locations' | 'stock'>,
  documents: readonly SearchDocument[],
  linked: LinkedModels = {},
): SearchLandingPage[] {
  const routes = new Map<string, SearchLandingPage>();
  const add = (route: SearchLandingPage) => {
    if (!routes.has(route.path)) routes.set(route.path, route);
  };
  const carTypes = distinct(documents.map((d) => d.car_type)).sort(compareCarTypes);
  const plural = site.stock.noun.plural;

  add({ path: SEARCH_PATH, heading: 'Search our stock', presets: {} });
  add({
    path: ALL_STOCK_PATH,
    heading: `New, used and demo ${plural}`,
    presets: {},
    facets: ['car_type', 'make'],
  });
  add({
    path: searchLandingHref('new-used-and-demo-cars'),
    heading: `New, used and demo ${plural}`,
    presets: { car_type: carTypes },
  });
  for (const route of CAR_TYPE_ROUTES) {
    if (route.types.every((type) => carTypes.includes(type)))
      add({
        path: searchLandingHref(route.slug),
        heading: `${route.heading} ${plural}`,
        presets: { car_type: [...route.types] },
      });
  }
  const bodies = distinct(documents.map((d) => d.body));
  for (const body of SIMPLE_BODIES.filter((known) => bodies.includes(known)))
    add({ path: bodySearchHref(body), heading: `${body} for sale`, presets: { body: [body] } });

  for (const dealership of site.dealerships) {
    const name = documents.find((d) => d.dealership_slug === dealership.slug)?.dealership_name;
    if (name)
      add({
        path: searchLandingHref(dealership.slug),
        heading: `Stock at ${name}`,
        presets: { dealership_name: [name] },
      });
  }
  const locationNames = distinct(documents.map((d) => d.location_name));
  for (const location of site.locations) {
    if (locationNames.includes(location.name))
      add({
        path: searchLandingHref(location.slug),
        heading: `Stock at ${location.name}`,
        presets: { location_name: [location.name] },
      });
  }

  const makes = distinct([...documents.map((d) => d.make), ...Object.keys(linked)]).sort((a, b) => a.localeCompare(b));
  for (const make of makes) {
    add({ path: makeSearchHref(make), heading: `${make} for sale`, presets: { make: [make] } });
    const models = distinct([
      ...documents.filter((d) => d.make === make).map((d) => d.model),
      ...(linked[make] ?? []),
    ]).sort();
    for (const model of models)
      add({
        path: makeSearchHref(make, model),
        heading: `${make} ${model} for sale`,
        presets: { make: [make], model: [model] },
      });
  }
  return [...routes.values()];
}
