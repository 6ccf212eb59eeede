import { inventoryForBuild } from '../../catalog/inventory/for-build.ts';
import { manufacturerByName } from '../../catalog/manufacturers.ts';
import { menuCategories, modelsInCategory } from '../../catalog/models.ts';
import { slugify } from '../../catalog/slug.ts';
import { makeLogoHref } from '../../site-urls.ts';
import type { Site } from '../../tenant/schema/site.ts';
import type { NavCatalog } from './navigation.ts';

let cached: Promise<NavCatalog> | undefined;

const BRAND_STRIP_SIZE = 12;

function modelCategoriesOf(make: string | null): NavCatalog['modelCategories'] {
  if (!make) return [];
  return menuCategories(make)
    .map((name) => ({
      name,
      models: modelsInCategory(make, name).map((model) => ({ ...model, image: model.image.url })),
    }))
    .filter((category) => category.models.length > 0);
}

function brand(name: string): NavCatalog['brands'][number] {
  const manufacturer = manufacturerByName(name);
  const slug = manufacturer?.slug ?? slugify(name);
  return { name: manufacturer?.name ?? name, slug, logo: manufacturer?.logo.url ?? makeLogoHref(slug) };
}

/** The catalogue facts the header, footer and home page show, loaded once per build. */
export function navCatalog(site: Site): Promise<NavCatalog> {
  cached ??= (async () => {
    const { cars } = await inventoryForBuild(site);
    const counts = new Map<string, number>();
    for (const car of cars) {
      if (car.status === 'sold') continue;
      counts.set(car.make, (counts.get(car.make) ?? 0) + 1);
    }
    const stockMakes = [...counts.entries()]
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    const franchises = [...new Set(site.dealerships.flatMap((dealership) => dealership.makes))];
    const brandNames =
      franchises.length > 0 ? franchises : stockMakes.slice(0, BRAND_STRIP_SIZE).map((make) => make.name);
    return {
      modelCategories: modelCategoriesOf(site.manufacturer),
      stockMakes,
      brands: brandNames.map(brand),
    };
  })();
  return cached;
}
