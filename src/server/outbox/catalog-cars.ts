import { inventoryForBuild } from '../../catalog/inventory/for-build.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { leadCarFromCatalog, type LeadCar } from '../delivery/lead.ts';

/**
 * A lead's car as the tenant's stock feed describes it (year, badge, km, price, page, kind),
 * for the ADF vehicle block and the e-mail's subject; null when the car has left the feed,
 * and the lead's own car fields are used alone. The site's forms send the car's slug as
 * car_id, a link may carry the feed's numeric id: either finds it.
 */
export function catalogCarFinder(sites: readonly Site[]): (tenant: string, carId: string) => Promise<LeadCar | null> {
  const bySlug = new Map(sites.map((site) => [site.slug, site]));
  return async (tenant, carId) => {
    const site = bySlug.get(tenant);
    if (!site) return null;
    const { cars } = await inventoryForBuild(site);
    const car = cars.find((c) => c.slug === carId || String(c.id) === carId);
    return car ? leadCarFromCatalog(car, site.domain) : null;
  };
}
