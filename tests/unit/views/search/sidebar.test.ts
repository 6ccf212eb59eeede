import { describe, expect, it } from 'vitest';
import { sidebarFacets } from '../../../../src/views/search/sidebar.ts';
import { demoSite } from '../../../support/search/demo-documents.ts';

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
