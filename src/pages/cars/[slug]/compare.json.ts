import type { APIRoute, GetStaticPaths } from 'astro';
import { buildTime } from '../../../catalog/build-time.ts';
import { inventoryForBuild } from '../../../catalog/inventory/for-build.ts';
import type { Car } from '../../../catalog/schema/car.ts';
import { hasVehiclePage } from '../../../domain/car/vehicle-page.ts';
import { site } from '../../../tenant/current.ts';
import { compareCar } from '../../../views/compare/compare-car.ts';

// The compare page's facts of one car, beside its vehicle page, on sites that compare cars:
// the page fetches the few it shows (a shared link names them) rather than the whole stock.
export const getStaticPaths = (async () => {
  if (!site.features.compare) return [];
  const { cars } = await inventoryForBuild(site);
  return cars.filter((car) => hasVehiclePage(car, site)).map((car) => ({ params: { slug: car.slug }, props: { car } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(compareCar((props as { car: Car }).car, site, buildTime())), {
    headers: { 'Content-Type': 'application/json' },
  });
