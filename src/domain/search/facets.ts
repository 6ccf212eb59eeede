import type { CarType } from '../../tenant/schema/fields.ts';
import { PRICE_RANGES, SUBSCRIPTION_PRICE_RANGES, type PriceBucket } from './price-ranges.ts';

/** spec §9: makes shown before 'Show all makes'. */
export const DEFAULT_VISIBLE_MAKES = 7;
/** spec §9: models listed under a refined make. */
export const MODELS_LIST_LIMIT = 30;
/** spec §9: the make list splits into popular makes and the rest after this many. */
const POPULAR_MAKES_SPLIT = 20;
/** spec §2, §9 facet limits. */
export const CITY_FACET_LIMIT = 20;
export const DEALERSHIP_FACET_LIMIT = 40;

/** spec §9: car types are listed new, demo, used. */
export const CAR_TYPE_ORDER: readonly CarType[] = ['new', 'demo', 'used'];

const CAR_TYPE_LABELS: Readonly<Record<CarType, string>> = { new: 'New', demo: 'Demo', used: 'Used' };

/** A car type as shoppers read it ('used' is Used); a value that is no car type stays as it is. */
export function carTypeLabel(value: string): string {
  return CAR_TYPE_LABELS[value as CarType] ?? value;
}

/** Orders car type values new, demo, used; anything else after them, alphabetically. */
export function compareCarTypes(a: string, b: string): number {
  const rank = (value: string) => {
    const index = CAR_TYPE_ORDER.indexOf(value as CarType);
    return index === -1 ? CAR_TYPE_ORDER.length : index;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}

function sortByCarType<T extends { value: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareCarTypes(a.value, b.value));
}

/** Facets whose values are price buckets (src/domain/search/price-ranges.ts). */
const BUCKET_FACETS: Readonly<Record<string, readonly PriceBucket[]>> = {
  price_range: PRICE_RANGES,
  subscription_price_range: SUBSCRIPTION_PRICE_RANGES,
};

/**
 * A facet value as shoppers read it, wherever it shows (a checkbox, an applied filter): car
 * types by name, price buckets by their range ('$20,000 to $30,000'), the rest as they are.
 */
export function facetValueLabel(attribute: string, value: string): string {
  if (attribute === 'car_type') return carTypeLabel(value);
  return BUCKET_FACETS[attribute]?.find((bucket) => bucket.value === value)?.label ?? value;
}

/** A facet's values in the order they are listed: car types new, demo, used; price buckets cheapest first; others as given. */
export function sortFacetValues<T extends { value: string }>(attribute: string, items: readonly T[]): readonly T[] {
  if (attribute === 'car_type') return sortByCarType(items);
  const buckets = BUCKET_FACETS[attribute];
  if (!buckets) return items;
  const rank = (value: string) => buckets.findIndex((bucket) => bucket.value === value);
  return [...items].sort((a, b) => rank(a.value) - rank(b.value));
}

/** spec §2 make list: the first 7 until the shopper asks for all. */
export function visibleMakes<T>(makes: readonly T[], showAll: boolean): readonly T[] {
  return showAll ? makes : makes.slice(0, DEFAULT_VISIBLE_MAKES);
}

/** spec §9: popular makes (the first 20, in the order given) and the rest. */
export function splitPopularMakes<T>(makes: readonly T[]): { popular: T[]; others: T[] } {
  return { popular: makes.slice(0, POPULAR_MAKES_SPLIT), others: makes.slice(POPULAR_MAKES_SPLIT) };
}
