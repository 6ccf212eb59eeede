import { CITY_FACET_LIMIT, DEALERSHIP_FACET_LIMIT } from '../../domain/search/facets.ts';
import type { Site } from '../../tenant/schema/site.ts';

export type SidebarFacet =
  | { kind: 'checkbox'; attribute: string; label: string; limit: number }
  | { kind: 'makes'; attribute: 'make'; label: string }
  | { kind: 'certified'; attribute: 'certified'; label: string };

/** A generous limit for lists the spec does not limit. */
const LIST_LIMIT = 50;

const checkbox = (attribute: string, label: string, limit = LIST_LIMIT): SidebarFacet => ({
  kind: 'checkbox',
  attribute,
  label,
  limit,
});

/**
 * The sidebar of a site (spec §2 Search page), in order: car type, makes (with their
 * models), body, fuel, transmission, drive, colour, seats, state, features and price range
 * (spec §3 refinement attributes), then the site's extras (subscription price, city,
 * dealership or location, tag, badge) and the certified toggle.
 */
export function sidebarFacets(site: Pick<Site, 'search' | 'dealerships' | 'features'>): SidebarFacet[] {
  const { search } = site;
  const facets: SidebarFacet[] = [
    checkbox('car_type', 'Condition'),
    { kind: 'makes', attribute: 'make', label: 'Make' },
    checkbox('body', 'Body type'),
    checkbox('fuel', 'Fuel type'),
    checkbox('transmission', 'Transmission'),
    checkbox('drive', 'Drive type'),
    checkbox('colour', 'Colour'),
    checkbox('seats', 'Seats'),
    checkbox('state', 'State'),
    checkbox('filtered_features', 'Features'),
    checkbox('price_range', 'Price range'),
  ];
  // spec §3 subscription_price, as weekly price ranges, where the site offers subscriptions
  if (site.features.subscriptions) facets.push(checkbox('subscription_price_range', 'Subscription price'));
  if (search.cityFacet) facets.push(checkbox('city', 'City', CITY_FACET_LIMIT));
  if (search.dealershipFacet) {
    // a group with several dealerships filters by dealership; a single dealer by its yards
    facets.push(
      site.dealerships.length > 1
        ? checkbox('dealership_name', 'Dealership', DEALERSHIP_FACET_LIMIT)
        : checkbox('location_name', 'Location', DEALERSHIP_FACET_LIMIT),
    );
  }
  if (search.tagFacet) facets.push(checkbox('tag', 'Tag'));
  if (search.badgeFacet) facets.push(checkbox('badge', 'Badge'));
  if (search.certifiedOnlyToggle)
    facets.push({ kind: 'certified', attribute: 'certified', label: 'Only show Toyota Certified Vehicles' });
  return facets;
}

/** Titles of the facets a page can be refined by without a list in its sidebar. */
const HIDDEN_FACET_TITLES: Readonly<Record<string, string>> = {
  model: 'Model',
  dealership_name: 'Dealership',
  location_name: 'Location',
};

/** Every facet's title as the applied filters name it: the sidebar's, else the hidden facet's. */
export function facetTitles(facets: readonly SidebarFacet[]): Record<string, string> {
  return { ...HIDDEN_FACET_TITLES, ...Object.fromEntries(facets.map((facet) => [facet.attribute, facet.label])) };
}
