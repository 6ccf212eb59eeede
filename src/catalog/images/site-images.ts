import { carImageKeyOfHref } from '../../site-urls.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { loadBlogPosts } from '../blog.ts';
import { inventoryForBuild } from '../inventory/for-build.ts';
import { modelsForMake } from '../models.ts';
import { loadOffers } from '../offers.ts';
import { carImageKey, type CarImageSpec, parseCarImageKey } from './car-image.ts';

/**
 * Every generated car image a site links to: its stock's photos, its makes' model
 * images, and the images of its offers and blog posts. The image endpoint emits
 * exactly these, so no page links to a missing image and no unused image is built.
 */
export async function carImagesForSite(site: Site): Promise<CarImageSpec[]> {
  const urls: (string | null)[] = [];
  for (const car of (await inventoryForBuild(site)).cars) {
    urls.push(car.primary_image_url, ...car.thumbnails, ...car.images.map((i) => i.image.url));
  }
  const makes = new Set(site.dealerships.flatMap((d) => d.makes));
  if (site.manufacturer) makes.add(site.manufacturer);
  for (const make of makes)
    for (const model of modelsForMake(make)) urls.push(model.image.url, model.cloudfront_new_image_url);
  const offers = loadOffers(site.slug);
  if (offers.ok) urls.push(...offers.offers.map((o) => o.image_url));
  const posts = loadBlogPosts(site);
  if (posts.ok) urls.push(...posts.posts.map((p) => p.image.url));

  const specs = new Map<string, CarImageSpec>();
  for (const url of urls) {
    // only the generated images of this site, not a feed's photos elsewhere
    const key = url ? carImageKeyOfHref(url) : null;
    const spec = key ? parseCarImageKey(key) : undefined;
    if (spec) specs.set(carImageKey(spec.body, spec.family, spec.view), spec);
  }
  return [...specs.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, spec]) => spec);
}
