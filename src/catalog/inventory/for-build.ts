import { buildTime } from '../build-time.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { TENANTS_DIR } from '../../tenant/load.ts';
import { type Inventory, loadInventory } from './load.ts';
import { reservedCarsForBuild, withReservedCars } from './reserved-cars.ts';

const cache = new Map<string, Promise<Inventory>>();

/**
 * The stock a build renders, loaded once per process however many pages ask: the feed's,
 * with the cars reservations through the site hold marked reserved, as the lead API told
 * `npm run build` (reserved-cars.ts). Rejected rows are printed (car id, field, reason) and
 * the build goes on without them.
 */
export function inventoryForBuild(site: Site): Promise<Inventory> {
  let loaded = cache.get(site.slug);
  if (!loaded) {
    const tenantDir = `${TENANTS_DIR}/${site.slug}`;
    const reserved = reservedCarsForBuild(site.slug);
    loaded = loadInventory(site, { tenantDir, now: buildTime() }).then((inventory) => {
      for (const row of inventory.rejected)
        console.warn(`${tenantDir}: car ${row.id} left out: ${row.field}: ${row.reason}`);
      return { ...inventory, cars: withReservedCars(inventory.cars, reserved) };
    });
    cache.set(site.slug, loaded);
  }
  return loaded;
}
