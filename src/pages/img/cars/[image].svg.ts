import type { APIRoute, GetStaticPaths } from 'astro';
import { type CarImageSpec, carImageKey, carImageSvg } from '../../../catalog/images/car-image.ts';
import { carImagesForSite } from '../../../catalog/images/site-images.ts';
import { loadTenantOrExit } from '../../../tenant/load-for-build.ts';

// One file per body, colour and view the tenant's pages use: /img/cars/suv-red-side.svg.
export const getStaticPaths = (async () => {
  const site = loadTenantOrExit(process.env.TENANT);
  return (await carImagesForSite(site)).map((spec) => ({
    params: { image: carImageKey(spec.body, spec.family, spec.view) },
    props: spec,
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<CarImageSpec> = ({ props }) =>
  new Response(carImageSvg(props.body, props.family, props.view), { headers: { 'Content-Type': 'image/svg+xml' } });
