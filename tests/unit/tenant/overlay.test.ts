import { describe, expect, it } from 'vitest';
import { overlay } from '../../../src/tenant/merge.ts';
import { BASE_DEFAULTS, TEMPLATE_DEFAULTS } from '../../../src/tenant/templates.ts';
import { deleteAt, problemLines, rawTenant, resolvedSite, setAt } from '../../support/tenant-json.ts';

describe('overlay: a tenant file laid over template defaults', () => {
  it('fills what the tenant leaves out and keeps what it sets', () => {
    expect(overlay({ a: 1, b: 2 }, { b: 3 })).toEqual({ a: 1, b: 3 });
    expect(overlay({ a: 1 }, undefined)).toEqual({ a: 1 });
  });

  it('merges objects key by key, at any depth', () => {
    const defaults = { features: { reserve: { enabled: false, amount: 200 }, compare: false } };
    expect(overlay(defaults, { features: { reserve: { enabled: true } } })).toEqual({
      features: { reserve: { enabled: true, amount: 200 }, compare: false },
    });
  });

  it('replaces arrays whole: a tenant that sets a list sets all of it', () => {
    expect(overlay({ menu: [{ label: 'Home' }, { label: 'Stock' }] }, { menu: [{ label: 'Cars' }] })).toEqual({
      menu: [{ label: 'Cars' }],
    });
    expect(overlay({ removedKeys: ['rego'] }, { removedKeys: [] })).toEqual({ removedKeys: [] });
  });

  it('lets null and plain values replace a default object', () => {
    expect(overlay({ popup: { title: 'Sale' } }, { popup: null })).toEqual({ popup: null });
    expect(overlay({ engine: { kind: 'embedded' } }, { engine: 'typesense' })).toEqual({ engine: 'typesense' });
  });

  it('leaves both inputs untouched', () => {
    const defaults = { features: { compare: false }, list: [1] };
    const tenant = { features: { compare: true } };
    overlay(defaults, tenant);
    expect(defaults).toEqual({ features: { compare: false }, list: [1] });
    expect(tenant).toEqual({ features: { compare: true } });
  });

  it('keeps a "__proto__" key from JSON a plain field, never a prototype', () => {
    const tenant = JSON.parse('{"features": {"__proto__": {"compare": true}}}') as unknown;
    const merged = overlay({ features: { banners: true } }, tenant) as { features: Record<string, unknown> };
    expect(Object.getPrototypeOf(merged.features)).toBe(Object.prototype);
    expect(merged.features.compare).toBeUndefined();
    expect(Object.keys(merged.features)).toEqual(['banners', '__proto__']);
  });
});

describe('templates: every template starts from the base defaults', () => {
  it.each(Object.entries(TEMPLATE_DEFAULTS))('%s lays its own layer over the base', (_, layers) => {
    expect(layers[0]).toBe(BASE_DEFAULTS);
  });
});

describe('resolving a real tenant file', () => {
  it('takes omitted fields from the template: outback-rv sets no tags.electricHybrid or garage', () => {
    const raw = rawTenant('outback-rv');
    expect(raw.tags).not.toHaveProperty('electricHybrid');
    const site = resolvedSite('outback-rv', raw);
    expect(site.tags.electricHybrid).toBeNull();
    expect(site.tags.certifiedImage).toBe(false);
    expect(site.features.garage).toEqual({ enabled: false, route: '/my-garage' });
  });

  it('takes omitted switches from the tenant’s own template, over the base', () => {
    const leisure = resolvedSite('outback-rv', deleteAt(rawTenant('outback-rv'), '$.features.specs'));
    expect(leisure.features.specs).toEqual({ removedKeys: ['rego'], caravan: true });

    const group = rawTenant('southern-cross-motors');
    deleteAt(group, '$.features.compare');
    deleteAt(group, '$.search.cityFacet');
    const multiBrand = resolvedSite('southern-cross-motors', group);
    expect(multiBrand.features.compare).toBe(true);
    expect(multiBrand.search.cityFacet).toBe(true);

    const retailer = resolvedSite('drivewise-online', deleteAt(rawTenant('drivewise-online'), '$.features.garage'));
    expect(retailer.features.garage).toEqual({ enabled: true, route: '/my-garage' });
  });

  it('merges a partly set object key by key: harbourside-toyota sets only the logo of its theme', () => {
    const raw = rawTenant('harbourside-toyota');
    expect(Object.keys(raw.theme as object)).toEqual(['logo']);
    const site = resolvedSite('harbourside-toyota', raw);
    expect(site.theme.logo.text).toBe('Harbourside Toyota');
    expect(site.theme.colours.primary).toBe('#c8102e');
    expect(site.theme.font).toBe('system');
  });

  it('merges nested settings: drivewise-online sets only the finance route', () => {
    const site = resolvedSite('drivewise-online', rawTenant('drivewise-online'));
    expect(site.routes).toEqual({
      serviceBooking: '/service',
      finance: { path: '/apply-for-finance', label: 'Get Pre-Approved' },
      modelPrefix: '',
    });
  });

  it('replaces lists whole: southern-cross-motors’ header menu and promo positions', () => {
    const site = resolvedSite('southern-cross-motors', rawTenant('southern-cross-motors'));
    expect(site.header.menu.map((item) => item.label)).toEqual([
      'Home',
      'Our Brands',
      'Stock',
      'Special Offers',
      'Finance & Subscriptions',
      'Service & Parts',
      'Locations',
      'Contact',
    ]);
    expect(site.search.promoCardPositions).toEqual([8, 17]);
    // the footer is not set, so the template's comes through whole
    expect(site.footer.groups.map((g) => g.title)).toEqual(['Shop', 'Service', '{dealer}']);
  });

  it('lets an empty list stand: drivewise-online removes no spec keys', () => {
    const site = resolvedSite('drivewise-online', rawTenant('drivewise-online'));
    expect(site.features.specs.removedKeys).toEqual([]);
  });

  it('lets a variant change shape: a tenant can move search to Typesense', () => {
    const raw = setAt(rawTenant('outback-rv'), '$.search.engine', {
      kind: 'typesense',
      nodes: ['https://search-1.outbackrv.com.au'],
      collection: 'outback-rv-cars',
    });
    expect(resolvedSite('outback-rv', raw).search.engine).toEqual({
      kind: 'typesense',
      nodes: ['https://search-1.outbackrv.com.au'],
      collection: 'outback-rv-cars',
    });
  });

  it('never lets a template default hide an invalid tenant value', () => {
    const raw = setAt(rawTenant('southern-cross-motors'), '$.features.compare', null);
    expect(problemLines('southern-cross-motors', raw)).toEqual([
      'tenants/southern-cross-motors/site.json: $.features.compare: true or false, received null',
    ]);
  });
});
