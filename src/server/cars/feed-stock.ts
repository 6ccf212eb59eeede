import { buildTime } from '../../catalog/build-time.ts';
import { loadInventory } from '../../catalog/inventory/load.ts';
import type { Car } from '../../catalog/schema/car.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { systemClock, type Clock } from '../clock.ts';
import type { LiveStock } from './stock.ts';

export interface FeedStockOptions {
  /** The folder of the tenants' folders (a file feed's path is relative to its tenant's). */
  tenantsDir: string;
  /** How long one reading of a feed serves before it is read again (default 60 s). */
  maxAgeMs?: number;
  /** What the age of a reading is measured by. */
  clock?: Clock;
}

interface Reading {
  bySlug: Map<string, Car>;
  byId: Map<number, Car>;
}

/**
 * LiveStock over each tenant's configured inventory source, read again once a reading is
 * older than maxAgeMs: a feed file the dealer's system rewrites is live within a minute,
 * without a rebuild. Rows the feed gets wrong are left out, as the build leaves them out.
 * Generated demo stock never changes while a process runs: it is made once, at the build's
 * moment when BUILD_TIME gives it, so its dates agree with the pages'.
 */
export function feedStock(sites: readonly Site[], options: FeedStockOptions): Required<LiveStock> {
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const clock = options.clock ?? systemClock;
  const bySlug = new Map(sites.map((site) => [site.slug, site]));
  const readings = new Map<string, { at: number; cars: Promise<Reading> }>();

  const read = (site: Site): Promise<Reading> => {
    const at = clock.now().getTime();
    const cached = readings.get(site.slug);
    const generated = site.inventory.source === 'generated';
    if (cached && (generated || at - cached.at < maxAgeMs)) return cached.cars;
    const dated = generated ? buildTime() : new Date(at);
    const cars = loadInventory(site, { tenantDir: `${options.tenantsDir}/${site.slug}`, now: dated }).then(
      (inventory) => ({
        bySlug: new Map(inventory.cars.map((car) => [car.slug, car])),
        // validateRows leaves out a second car with an id already taken, so an id names one car
        byId: new Map(inventory.cars.map((car) => [car.id, car])),
      }),
    );
    // a failed reading is not kept: the next request tries the feed again (a newer reading
    // that replaced it meanwhile stays)
    cars.catch(() => {
      if (readings.get(site.slug)?.cars === cars) readings.delete(site.slug);
    });
    readings.set(site.slug, { at, cars });
    return cars;
  };

  return {
    async car(tenant, slug) {
      const site = bySlug.get(tenant);
      if (!site) return null;
      return (await read(site)).bySlug.get(slug) ?? null;
    },
    async cars(tenant) {
      const site = bySlug.get(tenant);
      if (!site) return [];
      return [...(await read(site)).byId.values()];
    },
    async carById(tenant, id) {
      const site = bySlug.get(tenant);
      if (!site) return null;
      return (await read(site)).byId.get(id) ?? null;
    },
  };
}
