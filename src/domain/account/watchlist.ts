/** spec §4 Watchlist save: the toasts, and what a failed save or remove says (§8: in a browser alert). */
export const WATCHLIST_TEXTS = {
  saved: 'Car Saved In Watchlist',
  viewList: 'View List',
  removed: 'Car Removed',
  /** The vehicle page's button: its name stays put, aria-pressed tells whether the car is saved. */
  button: 'Watchlist',
} as const;

export const WATCHLIST_ERRORS = {
  visitor: 'Please sign in to use your watchlist.',
  otherNumber: 'Please send phone_number as the signed-in shopper’s mobile number.',
  notInStock: 'This car is no longer in stock.',
  sold: 'This car has been sold: it cannot be added to your watchlist.',
  unavailable: 'Your watchlist cannot be changed just now. Please try again in a minute.',
} as const;

/** What the garage says of a watched car now (spec §3 Watchlist item, with the live stock). */
export interface WatchedCarNow {
  status: 'in_stock' | 'coming_soon' | 'sold';
  reserved: boolean;
  price: number;
}

/** A watched car as GET /api/watchlist gives it: its live state, or null once it left the feed. */
export interface WatchedCar extends WatchedCarNow {
  slug: string;
  name: string;
  primary_image_url: string | null;
}

/** One item of GET /api/watchlist. */
export interface WatchlistEntry {
  car_id: number;
  price_when_saved: number;
  saved_at: string;
  car: WatchedCar | null;
}

/** The garage's word for a watched car's state: a car that left the feed is no longer listed. */
export function watchedCarStatus(car: WatchedCarNow | null): string {
  if (!car) return 'No longer listed';
  if (car.status === 'sold') return 'Sold';
  if (car.reserved) return 'Reserved';
  return car.status === 'coming_soon' ? 'Coming soon' : 'Available';
}

export type PriceChange = { direction: 'down' | 'up'; amount: number } | null;

/**
 * How the price moved since the car was saved; null when it did not, or when either price is
 * not a price (0 is 'Enquire for price', spec §4), which makes no change to tell.
 */
export function priceChangeSinceSaved(priceWhenSaved: number, priceNow: number): PriceChange {
  if (priceWhenSaved <= 0 || priceNow <= 0 || priceWhenSaved === priceNow) return null;
  return priceNow < priceWhenSaved
    ? { direction: 'down', amount: priceWhenSaved - priceNow }
    : { direction: 'up', amount: priceNow - priceWhenSaved };
}

export function priceChangeText(change: NonNullable<PriceChange>, formatPrice: (amount: number) => string): string {
  return `${change.direction === 'down' ? 'Down' : 'Up'} ${formatPrice(change.amount)} since you saved it`;
}
