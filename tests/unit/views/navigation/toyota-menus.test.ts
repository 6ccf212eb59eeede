// spec §2: Sell My Car and the online service booking go to the dealer's own pages when a
// base domain is set, and to /trade-in and /genuine-service when it is not.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { footerGroups, headerNav, type NavCatalog, type NavItem } from '../../../../src/views/navigation/navigation.ts';
import { resolveSite } from '../../../support/tenant-json.ts';
import type { Site } from '../../../../src/tenant/schema/site.ts';

const catalog: NavCatalog = { modelCategories: [], stockMakes: [{ name: 'Toyota', count: 12 }], brands: [] };

function toyotaSite(baseDomain: string | null): Site {
  const raw = JSON.parse(readFileSync('tenants/harbourside-toyota/site.json', 'utf8'));
  raw.baseDomain = baseDomain;
  const result = resolveSite('harbourside-toyota', raw);
  if (!result.ok) throw new Error('harbourside-toyota does not load');
  return result.site;
}

function hrefOf(items: NavItem[], label: string, entry?: string): string | undefined {
  const item = items.find((i) => i.label === label);
  if (item?.kind === 'link') return item.href;
  if (item?.kind === 'group') return item.items.find((i) => i.label === entry)?.href;
  return undefined;
}

describe('Toyota header and footer links', () => {
  it('point at the dealer site when a base domain is set', () => {
    const nav = headerNav(toyotaSite('https://harbourside.toyotadealer.com.au'), catalog);
    expect(hrefOf(nav, 'Sell My Car')).toBe('https://harbourside.toyotadealer.com.au/sell-my-car');
    expect(hrefOf(nav, 'Service', 'Online Service Booking')).toBe(
      'https://harbourside.toyotadealer.com.au/service/booking',
    );
  });

  it('stay on the site without a base domain', () => {
    const site = toyotaSite(null);
    const nav = headerNav(site, catalog);
    expect(hrefOf(nav, 'Sell My Car')).toBe('/trade-in');
    expect(hrefOf(nav, 'Service', 'Online Service Booking')).toBe('/genuine-service');
    const servicing = footerGroups(site).find((group) => group.title === 'Servicing and Parts');
    expect(servicing?.links.find((link) => link.label === 'Online Service Booking')).toEqual({
      label: 'Online Service Booking',
      href: '/genuine-service',
      external: false,
    });
  });

  it('mark external links as such', () => {
    const nav = headerNav(toyotaSite('https://harbourside.toyotadealer.com.au'), catalog);
    const sell = nav.find((item) => item.label === 'Sell My Car');
    expect(sell).toMatchObject({ kind: 'link', external: true });
  });

  it('name the dealer in the third footer group', () => {
    expect(footerGroups(toyotaSite(null)).map((group) => group.title)).toEqual([
      'Buyer Tools',
      'Servicing and Parts',
      'Harbourside Toyota',
    ]);
  });

  it('turn the stock dropdown into the stock routes and the makes in stock', () => {
    const stock = headerNav(toyotaSite(null), catalog).find((item) => item.label === 'Pre-owned Vehicles');
    expect(stock?.kind === 'group' && stock.items.map((i) => i.href)).toEqual([
      '/search/used-cars',
      '/search/demo-cars',
      '/search/new-cars',
      '/search/new-used-and-demo-cars',
      '/search/toyota',
    ]);
  });
});
