import type { Car } from '../catalog/schema/car.ts';
import type { CarStatus } from '../catalog/schema/vocabulary.ts';
import { isAvailable } from '../domain/car/availability.ts';
import { filteredFeatures } from '../domain/search/filtered-features.ts';
import { PRICE_RANGES, priceBucket, SUBSCRIPTION_PRICE_RANGES } from '../domain/search/price-ranges.ts';
import type { CarType } from '../tenant/schema/fields.ts';
import type { Site } from '../tenant/schema/site.ts';

/**
 * One car as both search engines index it: only what a car card, a facet, a sort or the
 * base stock filter reads (spec §3 "Search refinement attributes"). Absent values are left
 * out rather than null, which both Orama and Typesense read as "no value".
 */
// a type, not an interface, so it fits Record<string, unknown> (the filter evaluator's documents)
export type SearchDocument = {
  /** The car id as text (both engines key documents by a string). */
  id: string;
  slug: string;
  name: string;
  stocknum: string;
  /** A unique descending rank: the default order of results (spec §7 custom rank descending). */
  custom_rank: number;
  /** Listing time, Unix seconds: the "newest" sort. */
  listed_at: number;
  /** ISO listing time: the 'New' tag (spec §9 8 days) is decided when the card is shown. */
  created_at: string;

  // facets
  car_type: CarType;
  status: CarStatus;
  item_type: Car['item_type'];
  make: string;
  model: string;
  /** "Make Model", the make_model refinement. */
  make_model: string;
  badge?: string;
  body?: string;
  fuel?: string;
  transmission?: string;
  drive?: string;
  colour?: string;
  /** Seats as text, so the facet lists "5", "7" like any other value. */
  seats?: string;
  state: string;
  city: string;
  location_name: string;
  dealership_name: string;
  dealership_slug: string;
  tag?: string;
  certified: boolean;
  reserved: boolean;
  /** The filterable features the car's equipment names (src/domain/search/filtered-features.ts). */
  filtered_features?: string[];
  /** The price's bucket (src/domain/search/price-ranges.ts); none without a price. */
  price_range?: string;
  /** The weekly subscription price's bucket, on sites with subscriptions only. */
  subscription_price_range?: string;

  // ranges and sorts
  price: number;
  km?: number;
  year: number;

  // the card and the base stock filter
  before_price?: number;
  subscription_price?: number;
  price_type?: string;
  preorder: boolean;
  show_on_dealer_website: boolean;
  sold_date_timestamp?: number;
  image?: string;
  photos_count: number;
};

/** The facets a checkbox list can show, in the order spec §2 lists them. */
export const STRING_FACETS = [
  'car_type',
  'make',
  'model',
  'body',
  'fuel',
  'transmission',
  'drive',
  'colour',
  'seats',
  'state',
  'city',
  'location_name',
  'dealership_name',
  'tag',
  'badge',
  'item_type',
  'status',
  'make_model',
  'price_range',
  'subscription_price_range',
] as const satisfies readonly (keyof SearchDocument)[];

/** Facets whose value is a list: a car matches a refinement when its list holds one of the values. */
export const LIST_FACETS = ['filtered_features'] as const satisfies readonly (keyof SearchDocument)[];

export const BOOLEAN_FACETS = ['certified'] as const satisfies readonly (keyof SearchDocument)[];

/** The range sliders (spec §2): price, km and year. */
export const RANGE_FIELDS = ['price', 'km', 'year'] as const satisfies readonly (keyof SearchDocument)[];
export type RangeField = (typeof RANGE_FIELDS)[number];

/** The values a document holds for a facet: none, one, or a list's, as text. */
export function facetValues(document: SearchDocument, field: string): string[] {
  const value = document[field as keyof SearchDocument];
  if (value === undefined) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

/** Fields the text query matches. */
export const TEXT_FIELDS = [
  'name',
  'make',
  'model',
  'badge',
  'body',
  'fuel',
  'colour',
  'tag',
  'stocknum',
] as const satisfies readonly (keyof SearchDocument)[];

/**
 * Text as every engine splits it: lower case, words of letters and digits ("BT-50" is "bt
 * 50"), so a query matches the same cars whatever the engine's own tokenizer would do.
 */
export function searchWords(text: string): string {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');
}

const text = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

type DocumentSite = Pick<Site, 'dealerships' | 'features'>;

function toDocument(
  car: Car,
  customRank: number,
  dealershipNames: ReadonlyMap<string, string>,
  site: DocumentSite,
): SearchDocument {
  const features = filteredFeatures(car.standardEquipment);
  const document: SearchDocument = {
    id: String(car.id),
    slug: car.slug,
    name: car.name,
    stocknum: car.stocknum,
    custom_rank: customRank,
    listed_at: Math.floor(Date.parse(car.created_at) / 1000),
    created_at: car.created_at,
    car_type: car.car_type,
    status: car.status,
    item_type: car.item_type,
    make: car.make,
    model: car.model,
    make_model: `${car.make} ${car.model}`,
    badge: text(car.badge),
    body: text(car.simple_body),
    fuel: text(car.simple_fuel),
    transmission: text(car.simple_transmission),
    drive: text(car.drive),
    colour: text(car.colour),
    seats: car.seats === null ? undefined : String(car.seats),
    state: car.state,
    city: car.city,
    location_name: car.location_name,
    dealership_name: dealershipNames.get(car.dealership_slug) ?? car.dealership_slug,
    dealership_slug: car.dealership_slug,
    tag: text(car.tag),
    certified: car.certified,
    reserved: car.reserved,
    filtered_features: features.length > 0 ? features : undefined,
    price_range: priceBucket(PRICE_RANGES, car.price)?.value,
    subscription_price_range: site.features.subscriptions
      ? priceBucket(SUBSCRIPTION_PRICE_RANGES, car.subscription_price)?.value
      : undefined,
    price: car.price,
    km: car.km ?? undefined,
    year: car.year,
    before_price: car.before_price ?? undefined,
    subscription_price: car.subscription_price ?? undefined,
    price_type: car.price_type ?? undefined,
    preorder: car.preorder,
    show_on_dealer_website: car.show_on_dealer_website,
    sold_date_timestamp: car.sold_date_timestamp ?? undefined,
    image: text(car.primary_image_url),
    photos_count: car.photos_count,
  };
  // drop the absent values, so a document holds only what it has
  for (const key of Object.keys(document) as (keyof SearchDocument)[])
    if (document[key] === undefined) delete document[key];
  return document;
}

/**
 * The order of the default sort: available cars first, then those with photos, then the
 * most recently listed, then the highest id (so the order is total and the same in every
 * engine).
 */
function rankOrder(a: Car, b: Car): number {
  return (
    Number(isAvailable(b)) - Number(isAvailable(a)) ||
    Number(b.photos_count > 0) - Number(a.photos_count > 0) ||
    Date.parse(b.created_at) - Date.parse(a.created_at) ||
    b.id - a.id
  );
}

/**
 * A tenant's search documents, in rank order (custom_rank from N down to 1, unique), which
 * is also the order engines keep for cars that tie on another sort.
 */
export function searchDocuments(cars: readonly Car[], site: DocumentSite): SearchDocument[] {
  // a car carries its dealership's slug; the facet shows its name
  const dealershipNames = new Map(site.dealerships.map((dealership) => [dealership.slug, dealership.name]));
  const ranked = [...cars].sort(rankOrder);
  return ranked.map((car, index) => toDocument(car, ranked.length - index, dealershipNames, site));
}
