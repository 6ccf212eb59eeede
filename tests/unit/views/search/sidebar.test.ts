import { describe, expect, it } from 'vitest';
import { facetTitles, sidebarFacets } from '../../../../src/views/search/sidebar.ts';
import { demoSite } from '../../../support/sites.ts';

describe('facet titles of the applied filters', () => {
  it('names every sidebar facet as the sidebar does, and the facets a page has without a list', () => {
    const facets = sidebarFacets(demoSite('harbourside-toyota'));
    const titles = facetTitles(facets);
    for (const facet of facets) expect(titles[facet.attribute]).toBe(facet.label);
    expect(titles).toMatchObject({ car_type: 'Condition', make: 'Make', model: 'Model', body: 'Body type' });
    expect(titles.certified).toBe('Only show Toyota Certified Vehicles');
  });

  it('names a dealership or location a page stands for even when the sidebar has no list of them', () => {
    const titles = facetTitles([]);
    expect(titles.dealership_name).toBe('Dealership');
    expect(titles.location_name).toBe('Location');
  });
});

const attributes = (slug: string, subscriptions?: boolean) => {
  const site = demoSite(slug);
  const features = subscriptions === undefined ? site.features : { ...site.features, subscriptions };
  return sidebarFacets({ ...site, features }).map((facet) => [facet.attribute, facet.label]);
};

describe('the sidebar’s refinements from the data (spec §3)', () => {
  it('offers features and price ranges after the state', () => {
    const facets = attributes('harbourside-toyota');
    const state = facets.findIndex(([attribute]) => attribute === 'state');
    expect(facets.slice(state + 1, state + 3)).toEqual([
      ['filtered_features', 'Features'],
      ['price_range', 'Price range'],
    ]);
  });

  it('offers the subscription price only where the site has subscriptions', () => {
    expect(attributes('southern-cross-motors')).toContainEqual(['subscription_price_range', 'Subscription price']);
    expect(attributes('harbourside-toyota').map(([attribute]) => attribute)).not.toContain('subscription_price_range');
    expect(attributes('harbourside-toyota', true)).toContainEqual(['subscription_price_range', 'Subscription price']);
    expect(attributes('southern-cross-motors', false).map(([a]) => a)).not.toContain('subscription_price_range');
  });
});
