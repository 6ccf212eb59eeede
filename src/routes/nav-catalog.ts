import type { Site } from '../tenant/schema/site.ts';
import type { NavCatalog } from './navigation.ts';
import { slugify } from './routes.ts';

let cached: Promise<NavCatalog> | undefined;

/** The catalogue facts the header, footer and home page show, loaded once per build. */
export function navCatalog(site: Site): Promise<NavCatalog> {
  cached ??= (async () => {
    const makes = [...new Set(site.dealerships.flatMap((d) => d.makes))];
    return {
      modelCategories: [],
      stockMakes: [],
      brands: makes.map((name) => ({ name, slug: slugify(name), logo: `/img/makes/${slugify(name)}.svg` })),
    };
  })();
  return cached;
}
