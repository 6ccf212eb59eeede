import { modelLabel } from '../../domain/text/model-label.ts';
import type { FooterGroup, MenuItem } from '../../tenant/schema/menus.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { isExternal, linkHref, makeSearchHref, modelHref, routeHref } from '../../site-urls.ts';

/** Ready-to-render navigation: components only read these. */
interface NavLink {
  label: string;
  href: string;
  external: boolean;
}

interface ModelCard {
  name: string;
  href: string;
  image: string;
  label: 'Upcoming' | 'All-New';
  stockHref: string | null;
}

interface ModelCategory {
  name: string;
  id: string;
  models: ModelCard[];
}

export type NavItem =
  | ({ kind: 'link' } & NavLink)
  | { kind: 'group'; label: string; items: NavLink[] }
  | { kind: 'models'; label: string; categories: ModelCategory[]; allHref: string; allLabel: string }
  | {
      kind: 'brands';
      label: string;
      brands: { name: string; href: string; logo: string }[];
      allHref: string;
      allLabel: string;
    };

export interface NavCatalog {
  /** Model mega menu categories in order, each with its models in priority order. */
  modelCategories: {
    name: string;
    models: {
      name: string;
      slug: string;
      status?: string | null | undefined;
      override_url?: string | null | undefined;
      image: string;
    }[];
  }[];
  /** Makes in stock, most cars first. */
  stockMakes: { name: string; count: number }[];
  brands: { name: string; slug: string; logo: string }[];
}

function link(site: Site, entry: { label: string; href?: string | undefined; route?: MenuItem['route'] }): NavLink {
  const href = linkHref(site, entry);
  return { label: entry.label, href, external: isExternal(href) };
}

function stockLinks(site: Site, catalog: NavCatalog): NavLink[] {
  const types: NavLink[] = site.search.baseStock.usedOnly
    ? [link(site, { label: 'All Used Cars', route: 'usedCars' })]
    : [
        link(site, { label: 'Used Cars', route: 'usedCars' }),
        link(site, { label: 'Demo Cars', route: 'demoCars' }),
        link(site, { label: 'New Cars', route: 'newCars' }),
        link(site, { label: 'All Stock', route: 'search' }),
      ];
  const makes = catalog.stockMakes.slice(0, 8).map((make) => ({
    label: `${make.name} (${make.count})`,
    href: makeSearchHref(make.name),
    external: false,
  }));
  return [...types, ...makes];
}

export function headerNav(site: Site, catalog: NavCatalog): NavItem[] {
  return site.header.menu.map((item): NavItem => {
    switch (item.kind ?? 'link') {
      case 'group':
        return { kind: 'group', label: item.label, items: (item.items ?? []).map((entry) => link(site, entry)) };
      case 'stock':
        return { kind: 'group', label: item.label, items: stockLinks(site, catalog) };
      case 'models':
        return {
          kind: 'models',
          label: item.label,
          allHref: routeHref(site, 'models'),
          allLabel: 'View all models',
          categories: catalog.modelCategories.map((category) => ({
            name: category.name,
            id: `models-${category.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
            models: category.models.map((model) => {
              const { label, showOurStock } = modelLabel(model.status);
              return {
                name: model.name,
                href: modelHref(site, model),
                image: model.image,
                label,
                stockHref: showOurStock ? makeSearchHref(site.manufacturer ?? '', model.name) : null,
              };
            }),
          })),
        };
      case 'brands':
        return {
          kind: 'brands',
          label: item.label,
          brands: catalog.brands.map((brand) => ({
            name: brand.name,
            href: makeSearchHref(brand.name),
            logo: brand.logo,
          })),
          allHref: routeHref(site, 'search'),
          allLabel: 'Browse all stock',
        };
      default:
        return { kind: 'link', ...link(site, item) };
    }
  });
}

export interface FooterGroupView {
  title: string;
  hideOnSmallScreens: boolean;
  links: NavLink[];
}

export function footerGroups(site: Site): FooterGroupView[] {
  return site.footer.groups.map((group: FooterGroup) => ({
    title: group.title.replaceAll('{dealer}', site.name),
    hideOnSmallScreens: group.hideOnSmallScreens ?? false,
    links: group.items.map((entry) => link(site, entry)),
  }));
}

const distinct = (values: readonly (string | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))];

/**
 * The footer's licence line: the locations' dealer and repairer licence numbers and the
 * dealerships' ABNs, each once; null when the site has none of them.
 */
export function licenceLine(site: Site): string | null {
  const dealer = distinct(site.locations.map((l) => l.dealerLicenceNumber));
  const repairer = distinct(site.locations.map((l) => l.motorVehicleRepairer));
  const abns = distinct(site.dealerships.map((d) => (d.abn ? `ABN ${d.abn}` : undefined)));
  const parts = [
    ...(dealer.length ? [`Dealer licence ${dealer.join(', ')}`] : []),
    ...(repairer.length ? [`Repairer licence ${repairer.join(', ')}`] : []),
    ...abns,
  ];
  return parts.length ? parts.join(' · ') : null;
}

export function legalLine(site: Site, year: number): string {
  return site.footer.legal.replaceAll('{year}', String(year)).replaceAll('{dealer}', site.name);
}
