// spec §2 addresses of the offer, blog and model pages, built only by src/site-urls.ts.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allManufacturers } from '../../../src/catalog/manufacturers.ts';
import { slugify } from '../../../src/catalog/slug.ts';
import {
  blogCategoryHref,
  blogPostHref,
  modelAccessoriesHref,
  modelPagePaths,
  modelsByBodyHref,
  offerHref,
  routeHref,
} from '../../../src/site-urls.ts';
import { FeaturesSchema } from '../../../src/tenant/schema/features.ts';
import { MenuItemSchema } from '../../../src/tenant/schema/menus.ts';

const toyota = {
  baseDomain: null,
  routes: {
    serviceBooking: '/genuine-service',
    finance: { path: '/finance-enquiry', label: 'Finance Enquiry' },
    modelPrefix: 'toyota-',
  },
} as const;
const group = { ...toyota, routes: { ...toyota.routes, serviceBooking: '/service', modelPrefix: '' } } as const;
const model = (slug: string, override_url: string | null = null) => ({ slug, name: slug.toUpperCase(), override_url });

/** Whether a model page can never take /{segment}: the build refuses one there, or none can be built. */
const isReserved = (segment: string) => modelPagePaths(group, [model(segment)]).pages.length === 0;
/** The route names a menu entry may name, and the garage routes a site may choose (the schema's own lists). */
const ROUTE_NAMES = MenuItemSchema.entries.route.wrapped.options;
const GARAGE_ROUTES = FeaturesSchema.entries.garage.entries.route.options;

describe('offer pages (spec §2 /offers/{id}, /offers/{manufacturer slug}/{id})', () => {
  it.each([
    [{ id: 10101, manufacturer: { name: 'Toyota' } }, '/offers/toyota/10101'],
    [{ id: 10402, manufacturer: { name: 'Zone RV' } }, '/offers/zone-rv/10402'],
    [{ id: 10207, manufacturer: { name: 'Mercedes-Benz' } }, '/offers/mercedes-benz/10207'],
    [{ id: 10301, manufacturer: null }, '/offers/10301'],
  ])('%o is at %s', (offer, href) => {
    expect(offerHref(offer)).toBe(href);
  });

  it("uses each make's slug from the static manufacturer list", () => {
    for (const make of allManufacturers()) expect(slugify(make.name), make.name).toBe(make.slug);
  });
});

describe('blog pages (spec §2 /blog, /blog/vehicle-reviews)', () => {
  it('puts a category at /blog/{category} and a post under its category', () => {
    expect(blogCategoryHref({ slug: 'vehicle-reviews' })).toBe('/blog/vehicle-reviews');
    expect(blogPostHref({ category: 'news', slug: 'new-rav4-orders-now-open' })).toBe(
      '/blog/news/new-rav4-orders-now-open',
    );
  });
});

describe('models by body (spec §2 /models?body={body-name})', () => {
  it.each([
    ['SUV', '/models?body=suv#body-suv'],
    ['People Mover', '/models?body=people-mover#body-people-mover'],
    ['Cab Chassis', '/models?body=cab-chassis#body-cab-chassis'],
  ])('%s links to %s', (body, href) => {
    expect(modelsByBodyHref(body)).toBe(href);
  });
});

describe('model pages (spec §2 /{model slug}, Toyota toyota-{model})', () => {
  it.each([
    ['the site prefix', toyota, model('rav4'), '/toyota-rav4', '/toyota-rav4/accessories'],
    ['no prefix', group, model('ranger'), '/ranger', '/ranger/accessories'],
    ['an override on another site: no page', toyota, model('tundra', 'https://www.toyota.com.au/tundra'), null, null],
    ['an override another route owns: no page', toyota, model('bz4x', '/pages/toyota-hybrids'), null, null],
    ['an override naming a reserved page: no page', group, model('ranger', '/special-offers'), null, null],
    [
      'an override to a free path: the page moves there',
      toyota,
      model('bz4x', '/bz4x-electric'),
      '/bz4x-electric',
      '/bz4x-electric/accessories',
    ],
  ] as const)('%s', (_, site, m, path, accessories) => {
    expect(modelPagePaths(site, [m]).pages.map((page) => page.path)).toEqual(path ? [path] : []);
    expect(modelAccessoriesHref(site, m)).toBe(accessories);
  });

  it('reports a model page that would take a reserved URL or another model page’s URL', () => {
    const { pages, problems } = modelPagePaths(group, [
      model('models'),
      model('ranger'),
      model('ranger-2', '/ranger'),
      model('blog'),
      model('everest'),
    ]);
    expect(pages.map((page) => page.path)).toEqual(['/ranger', '/everest']);
    expect(problems).toEqual([
      "the MODELS model page /models would take the URL of the site's own /models route; give the model an override_url or change routes.modelPrefix",
      'the RANGER-2 and RANGER model pages would both be /ranger; give one an override_url',
      "the BLOG model page /blog would take the URL of the site's own /blog route; give the model an override_url or change routes.modelPrefix",
    ]);
  });

  it('reserves every top-level page of src/pages except the model route itself', () => {
    const pagesDir = fileURLToPath(new URL('../../../src/pages', import.meta.url));
    const names = readdirSync(pagesDir)
      .filter((name) => !name.startsWith('[model]') && !name.startsWith('_') && name !== 'index.astro')
      .map((name) => name.replace(/\.(astro|md|mdx|html)$/, '').replace(/\.ts$/, ''));
    for (const name of names) expect(isReserved(name), name).toBe(true);
  });

  it('reserves every named route and every per-site route variant', () => {
    const first = (href: string) => href.split('/')[1] ?? '';
    const sites = [toyota, group, { ...group, baseDomain: 'https://dealer.example.com.au' }];
    const routes = [
      ...sites.flatMap((site) => ROUTE_NAMES.map((name) => routeHref(site, name))),
      '/finance',
      '/apply-for-finance',
      '/car-finance/',
      '/contact-us/x',
      '/our-location/x',
      ...GARAGE_ROUTES,
    ].filter((href) => href.startsWith('/') && href !== '/');
    for (const href of routes) expect(isReserved(first(href)), href).toBe(true);
  });
});
