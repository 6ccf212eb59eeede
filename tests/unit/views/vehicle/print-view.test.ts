import { describe, expect, it } from 'vitest';
import { loadInventory } from '../../../../src/catalog/inventory/load.ts';
import type { Car } from '../../../../src/catalog/schema/car.ts';
import { formatPrice } from '../../../../src/domain/format.ts';
import type { Site } from '../../../../src/tenant/schema/site.ts';
import { printView } from '../../../../src/views/vehicle/print-view.ts';
import { multiBrandGroup, NOW } from '../../../support/catalog-fixtures.ts';

describe('printView', async () => {
  const site = multiBrandGroup();
  const { cars } = await loadInventory(site, { tenantDir: 'tenants/test-group', now: NOW });
  const find = (test: (car: Car) => boolean): Car => {
    const car = cars.find(test);
    if (!car) throw new Error('no such car in the demo stock');
    return car;
  };
  const priced = find(
    (c) =>
      c.status === 'in_stock' && c.price > 10 && c.photos_count > 0 && c.km !== null && c.subscription_price === null,
  );

  it('titles the sheet with the listing name and prices it as the site does', () => {
    const view = printView(priced, site, NOW);
    expect(view.title).toBe(priced.name);
    expect(view.slug).toBe(priced.slug);
    expect(view.siteName).toBe(site.name);
    expect(view.price.kind).toBe('price');
    expect(view.price.text).toBe(formatPrice(priced.price));
    expect(view.price.type).toBe(priced.price_type);
    expect(view.sold).toBe(false);
  });

  it('lists the key specs in order, kilometres formatted', () => {
    const labels = printView(priced, site, NOW).specs.map((s) => s.label);
    expect(labels[0]).toBe('Kilometres');
    expect(labels).toEqual(expect.arrayContaining(['Stock No.', 'Year', 'Colour']));
    const km = printView(priced, site, NOW).specs.find((s) => s.label === 'Kilometres');
    expect(km?.value).toMatch(/^[\d,]+ km$/);
    expect(printView(priced, site, NOW).specs.find((s) => s.label === 'Year')?.value).toBe(String(priced.year));
  });

  it('prints every feature and the primary photo', () => {
    const view = printView(priced, site, NOW);
    expect(view.features).toEqual(priced.standardEquipment);
    expect(view.photo).toBe(priced.primary_image_url);
    expect(view.photo).toMatch(/^\/img\/cars\/.+\.svg$/);
  });

  it('gives a car without photos no photo', () => {
    const photoless = find((c) => c.photos_count === 0);
    expect(printView(photoless, site, NOW).photo).toBeNull();
  });

  it('falls back to the first image when the feed names no primary one', () => {
    const car: Car = { ...priced, primary_image_url: null, images: [{ image: { url: 'https://cdn.example/a.jpg' } }] };
    expect(printView(car, site, NOW).photo).toBe('https://cdn.example/a.jpg');
  });

  it('names the car’s location and its phone as the dealer contact', () => {
    const view = printView(priced, site, NOW);
    const location = priced.location!;
    expect(view.dealer.name).toBe(location.name);
    expect(view.dealer.address).toContain(location.address.street);
    expect(view.dealer.address).toContain(location.address.postcode);
    expect(view.dealer.phone).toBe(location.phone);
  });

  it('leaves empty specs out and falls back to the site’s phone without a location', () => {
    const bare: Car = {
      ...priced,
      km: null,
      vin: null,
      drive: null,
      colour: '  ',
      engine_size: null,
      engine_size_litres: null,
      cylinders: null,
      variant: null,
      location: null,
    };
    const view = printView(bare, site, NOW);
    const labels = view.specs.map((s) => s.label);
    for (const gone of ['Kilometres', 'VIN', 'Drive', 'Colour', 'Engine']) expect(labels).not.toContain(gone);
    expect(view.dealer).toEqual({
      name: priced.location_name,
      address: `${priced.city} ${priced.state}`,
      phone: site.contact.phone,
    });
  });

  it('shows the no-price text without a price type, and marks a sold car', () => {
    const car: Car = {
      ...priced,
      price: 0,
      before_price: null,
      preorder: false,
      status: 'sold',
      sold_date_timestamp: 1,
    };
    const view = printView(car, site, NOW);
    expect(view.price).toEqual({ kind: 'no-price', text: site.noPriceText, wasPrice: null, type: null });
    expect(view.sold).toBe(true);
  });

  it('prints a weekly price on subscription sites', () => {
    const subscriptions: Site = { ...site, features: { ...site.features, subscriptions: true } };
    const car: Car = { ...priced, subscription_price: 120 };
    expect(printView(car, subscriptions, NOW).price.text).toBe('$120/wk');
  });

  it('dates the sheet on the car’s state calendar', () => {
    // 20 Nov 2026 01:00 UTC is already the 20th in Melbourne and Hobart
    expect(printView(priced, site, new Date('2026-11-19T14:00:00Z')).printedOn).toBe('20 November 2026');
  });
});
