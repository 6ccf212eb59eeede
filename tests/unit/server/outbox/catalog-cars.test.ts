import { describe, expect, it } from 'vitest';
import { inventoryForBuild } from '../../../../src/catalog/inventory/for-build.ts';
import { catalogCarFinder } from '../../../../src/server/outbox/catalog-cars.ts';
import { demoSite, demoSites } from '../../../support/sites.ts';

describe("a lead's car from the tenant's stock feed", () => {
  const findCar = catalogCarFinder(demoSites());

  it("is found by the slug the site's forms send as car_id, and by the feed's id, with its kind", async () => {
    const site = demoSite('outback-rv');
    const { cars } = await inventoryForBuild(site);
    const caravan = cars.find((car) => car.item_type === 'caravan')!;
    const expected = { id: caravan.id, stock_number: caravan.stocknum, item_type: 'caravan' };
    expect(await findCar('outback-rv', caravan.slug)).toMatchObject(expected);
    expect(await findCar('outback-rv', String(caravan.id))).toMatchObject(expected);
  });

  it('is none for a car the feed no longer has, or a tenant not served', async () => {
    expect(await findCar('outback-rv', 'no-such-car')).toBeNull();
    expect(await findCar('no-such-tenant', '1')).toBeNull();
  });
});
