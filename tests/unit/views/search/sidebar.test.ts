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
