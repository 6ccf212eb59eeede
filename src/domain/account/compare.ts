import { COMPARE_MAX, isCarSlug } from './compare-list.ts';

/**
 * Compare (spec §1 "compare cars", §6 visitors use it, kept in the browser on sites with the
 * setting): up to 4 cars side by side, chosen from cards, vehicle pages and favourites, with
 * a shareable address.
 */
export const COMPARE_TEXTS = {
  button: 'Compare',
  heading: 'Compare cars',
  added: (count: number) => `Added to compare (${count} of ${COMPARE_MAX})`,
  removed: 'Removed from compare',
  full: `You can compare up to ${COMPARE_MAX} cars. Remove one to add another.`,
  view: 'Compare now',
  empty: `No cars to compare yet. Tap Compare on a car, up to ${COMPARE_MAX}, to see them side by side here.`,
  browse: 'Browse cars',
  loading: 'Loading the cars…',
  gone: 'This car is no longer listed.',
  remove: 'Remove',
  onlyDifferences: 'Only show differences',
  differs: 'differs',
  legend: 'Highlighted rows differ between the cars.',
  copy: 'Copy link to this comparison',
  copied: 'Link copied. Anyone with it sees these cars.',
  copyFailed: 'The link could not be copied: copy the page’s address instead.',
  compareFavourites: 'Compare favourites',
  tableLabel: 'The cars side by side',
} as const;

/** The compare page's facts of a car (src/pages/cars/[slug]/compare.json.ts), on sites that compare. */
export function carCompareDataHref(slug: string): string {
  return `/cars/${slug}/compare.json`;
}

/** The compare page for these cars: `/compare/?cars=slug-a,slug-b`, the address a shopper shares. */
export function compareHref(slugs: readonly string[] = []): string {
  return slugs.length > 0 ? `/compare/?cars=${slugs.join(',')}` : '/compare/';
}

/** The compare page opened on this browser's favourites (the header's list links here: a static link). */
export const COMPARE_FAVOURITES_HREF = '/compare/?from=favourites';

/**
 * Which cars a compare address asks for: those it names (a shared link; valid slugs, each
 * once, the first 4), this browser's favourites, or, naming none, this browser's list.
 */
export function compareSource(search: string): { slugs: string[] } | 'favourites' | 'stored' {
  const query = new URLSearchParams(search);
  const cars = query.get('cars');
  if (cars !== null) {
    const slugs = [...new Set(cars.split(',').map((slug) => slug.trim().toLowerCase()))].filter(isCarSlug);
    return { slugs: slugs.slice(0, COMPARE_MAX) };
  }
  return query.get('from') === 'favourites' ? 'favourites' : 'stored';
}

/** One car's facts as the compare page shows them (the build writes one file per car). */
export interface CompareCar {
  id: number;
  slug: string;
  name: string;
  primary_image_url: string | null;
  price: string;
  year: string | null;
  kilometres: string | null;
  body: string | null;
  fuel: string | null;
  transmission: string | null;
  engine: string | null;
  seats: string | null;
  /** The finance estimate per week where the car has one, e.g. '$123'. */
  weekly: string | null;
  /** Its key features (the first of its standard equipment). */
  features: string[];
}

/** The compare table's rows, in order, with their labels. */
const COMPARE_ROWS = [
  ['price', 'Price'],
  ['year', 'Year'],
  ['kilometres', 'Kilometres'],
  ['body', 'Body'],
  ['fuel', 'Fuel'],
  ['transmission', 'Transmission'],
  ['engine', 'Engine'],
  ['seats', 'Seats'],
  ['weekly', 'Finance per week'],
] as const satisfies readonly (readonly [keyof CompareCar, string])[];

/** What a missing fact shows. */
const NOT_KNOWN = '–';

export interface CompareRow {
  key: string;
  label: string;
  values: string[];
  /** The cars do not all have the same value (only with two cars or more). */
  differs: boolean;
}

/**
 * The table of facts for these cars: one row per fact, a value per car, marked where the cars
 * differ (a fact one car has and another lacks differs too).
 */
export function compareRows(cars: readonly CompareCar[]): CompareRow[] {
  return COMPARE_ROWS.map(([key, label]) => {
    const values = cars.map((car) => (car[key] as string | null) ?? NOT_KNOWN);
    return { key, label, values, differs: cars.length > 1 && new Set(values).size > 1 };
  });
}

/** Each car's key features, each marked whether every other car has it too. */
export function compareFeatures(cars: readonly CompareCar[]): { feature: string; shared: boolean }[][] {
  return cars.map((car) =>
    car.features.map((feature) => ({
      feature,
      shared: cars.length < 2 || cars.every((other) => other.features.includes(feature)),
    })),
  );
}

/** How many key features the compare page shows per car. */
export const COMPARE_FEATURES = 8;
