/** spec §3 Favourite entry: what the browser keeps of a favourite car. */
export interface FavouriteEntry {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  /** The car's first photo as the stock feed gives it (pages size it through the image CDN), or null. */
  primary_image_url: string | null;
}

/**
 * The shopper's favourites, newest first, one entry per car id (spec §4: "stored locally
 * and keyed by car id"). A list rather than an object keyed by id: an object's integer keys
 * would come back in ascending order, and the list keeps the order they were added in.
 */
export type Favourites = readonly FavouriteEntry[];

/**
 * A browser keeps this many at most: the oldest give way. Far more than a shopper compares,
 * and it keeps the stored list (read on every page) small.
 */
const FAVOURITES_KEPT = 100;

const SLUG = /^[a-z0-9-]+$/;
const filledText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * One stored entry, if it still has the §3 shape. Checked by hand rather than by a schema
 * library: the header reads the list on every page, whose script budget a validation library
 * would take a fifth of.
 */
function readEntry(item: unknown): FavouriteEntry | null {
  if (typeof item !== 'object' || item === null) return null;
  const { id, name, slug, make, model, primary_image_url } = item as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return null;
  if (!filledText(name) || typeof slug !== 'string' || !SLUG.test(slug)) return null;
  if (typeof make !== 'string' || typeof model !== 'string') return null;
  if (primary_image_url !== null && typeof primary_image_url !== 'string') return null;
  return { id, name: name.trim(), slug, make, model, primary_image_url };
}

/**
 * What a browser had stored, as favourites: entries that no longer fit the shape (edited by
 * hand, an older version of the site) are dropped one by one rather than losing the list,
 * and a repeated id keeps its first (newest) entry.
 */
export function readFavourites(stored: unknown): Favourites {
  if (!Array.isArray(stored)) return [];
  const seen = new Set<number>();
  const kept: FavouriteEntry[] = [];
  for (const item of stored) {
    const entry = readEntry(item);
    if (!entry || seen.has(entry.id)) continue;
    seen.add(entry.id);
    kept.push(entry);
    if (kept.length === FAVOURITES_KEPT) break;
  }
  return kept;
}

export function isFavourite(favourites: Favourites, id: number): boolean {
  return favourites.some((entry) => entry.id === id);
}

/**
 * spec §4 "Favourites toggle between added and removed": a car in the list leaves it, any
 * other car goes first. `added` says which happened (adding logs the analytics event).
 */
export function toggleFavourite(
  favourites: Favourites,
  entry: FavouriteEntry,
): { favourites: Favourites; added: boolean } {
  if (isFavourite(favourites, entry.id))
    return { favourites: favourites.filter((other) => other.id !== entry.id), added: false };
  return { favourites: [entry, ...favourites].slice(0, FAVOURITES_KEPT), added: true };
}

export function removeFavourite(favourites: Favourites, id: number): Favourites {
  return favourites.filter((entry) => entry.id !== id);
}

/** What the favourite controls say; the button's name stays put and aria-pressed tells its state. */
export const FAVOURITE_TEXTS = {
  button: 'Favourite',
  heading: 'Your favourites',
  empty: 'No favourites yet. Tap the heart on a car to keep it here.',
  remove: 'Remove',
  /** The header's count, for screen readers: 'Favourites, 3 cars'. */
  count: (count: number, noun: { singular: string; plural: string }) =>
    `Favourites, ${count} ${count === 1 ? noun.singular : noun.plural}`,
} as const;
