import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateStock } from '../../src/catalog/generate/stock.ts';
import type { CarInput } from '../../src/catalog/schema/car.ts';
import { feedStock } from '../../src/server/cars/feed-stock.ts';
import type { LiveStock } from '../../src/server/cars/stock.ts';
import type { Site } from '../../src/tenant/schema/site.ts';
import { demoSites } from './sites.ts';

/** The moment the test stock is dated from: fixed, so every run has the same cars. */
export const FEED_NOW = new Date('2026-11-20T09:30:00Z');

/**
 * A demo tenant whose stock is a JSON feed file in tenantsDir (site.inventory source
 * "file"), as a dealer's system would write it: a test rewrites the file to change the stock.
 */
export function fileFeedTenant(slug: string, tenantsDir: string): { site: Site; write(cars: CarInput[]): void } {
  const demo = demoSites().find((s) => s.slug === slug);
  if (!demo) throw new Error(`no demo tenant ${slug}`);
  const site: Site = { ...demo, inventory: { source: 'file', path: 'feed.json' } };
  mkdirSync(join(tenantsDir, slug), { recursive: true });
  return { site, write: (cars) => writeFileSync(join(tenantsDir, slug, 'feed.json'), JSON.stringify(cars)) };
}

/** In-stock rows of the tenant's generated demo stock, as a feed carries them. */
export function demoRows(slug: string, count = 40): CarInput[] {
  const demo = demoSites().find((s) => s.slug === slug);
  if (demo?.inventory.source !== 'generated') throw new Error(`${slug} has no generated stock`);
  return generateStock(demo, { ...demo.inventory, count }, FEED_NOW).filter((car) => car.status === 'in_stock');
}

/** The demo tenants' stock as the API reads it: their generated feeds. */
export function demoStock(): LiveStock {
  return feedStock(demoSites(), { tenantsDir: 'tenants', clock: { now: () => FEED_NOW } });
}

/** A phone reveal of the first car of the demo tenant's stock, as its vehicle page sends it. */
export function demoReveal(slug: string): { car_id: number; dealership_id: number; website_id: number } {
  const car = demoRows(slug)[0];
  const site = demoSites().find((s) => s.slug === slug);
  if (!car || !site) throw new Error(`no demo car for ${slug}`);
  return { car_id: car.id, dealership_id: car.dealership_id, website_id: site.id };
}
