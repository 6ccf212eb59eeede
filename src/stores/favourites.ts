import { persistentAtom } from '@nanostores/persistent';
import {
  readFavourites,
  removeFavourite,
  toggleFavourite,
  type FavouriteEntry,
  type Favourites,
} from '../domain/account/favourites.ts';

/** The localStorage key of the favourites (spec §3 Favourite entry). */
const FAVOURITES_KEY = 'favourites';

function decode(text: string): Favourites {
  try {
    return readFavourites(JSON.parse(text));
  } catch {
    return [];
  }
}

/**
 * spec §4 Favourites, stored in this browser: shared by every island and script of the page
 * (the header's count, the hearts on cards and on the vehicle page) and kept in step across tabs.
 */
export const $favourites = persistentAtom<Favourites>(FAVOURITES_KEY, [], {
  encode: (value) => (value.length > 0 ? JSON.stringify(value) : undefined),
  decode,
});

/** Adds or removes the car; true when it was added. */
export function toggleFavouriteCar(entry: FavouriteEntry): boolean {
  const { favourites, added } = toggleFavourite($favourites.get(), entry);
  $favourites.set(favourites);
  return added;
}

export function removeFavouriteCar(id: number): void {
  $favourites.set(removeFavourite($favourites.get(), id));
}
