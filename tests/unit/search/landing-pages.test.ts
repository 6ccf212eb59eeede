import { describe, expect, it } from 'vitest';
import { searchLandingPages } from '../../../src/search/landing-pages.ts';
import { demoDocuments } from '../../support/search/demo-documents.ts';

describe('search routes (spec §2)', () => {
  it('a multi-brand group gets every fixed route, its bodies, dealerships, locations, makes and models', async () => {
    const { site, documents } = await demoDocuments('southern-cross-motors');
    const routes = searchLandingPages(site, documents);
    const paths = routes.map((route) => route.path);
    for (const path of [
      '/search',
      '/new-used-and-demo-cars',
      '/search/new-used-and-demo-cars',
      '/search/used-cars',
      '/search/new-cars',
      '/search/demo-cars',
      '/search/new-and-demo-cars',
      '/search/suv-cars',
    ])
      expect(paths).toContain(path);
    for (const dealership of site.dealerships) expect(paths).toContain(`/search/${dealership.slug}`);
    const makes = new Set(documents.map((d) => d.make));
    expect(paths.filter((path) => /^\/search\/[^/]+$/.test(path)).length).toBeGreaterThanOrEqual(makes.size);
    const kia = routes.find((route) => route.path === '/search/kia');
    expect(kia?.presets).toEqual({ make: ['Kia'] });
    expect(routes.find((route) => route.path === '/search/new-and-demo-cars')?.presets).toEqual({
      car_type: ['new', 'demo'],
    });
    expect(routes.find((route) => route.path === '/new-used-and-demo-cars')?.facets).toEqual(['car_type', 'make']);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('a used-only retailer gets no new or demo routes', async () => {
    const { site, documents } = await demoDocuments('drivewise-online');
    const used = documents.filter((d) => d.car_type === 'used');
    const paths = searchLandingPages(site, used).map((route) => route.path);
    expect(paths).toContain('/search/used-cars');
    expect(paths).not.toContain('/search/new-cars');
    expect(paths).not.toContain('/search/demo-cars');
  });

  it('makes and models the site links to get a route even with none in stock', async () => {
    const { site, documents } = await demoDocuments('harbourside-toyota');
    const paths = searchLandingPages(site, documents, { Toyota: ['Corolla', 'Prius'] }).map((route) => route.path);
    expect(paths).toContain('/search/toyota/prius');
  });
});
