import { useStore } from '@nanostores/react';
import { isFavourite, FAVOURITE_TEXTS } from '../../domain/account/favourites.ts';
import type { FavouriteControl } from '../../views/search/card-view.ts';
import { $favourites } from '../../stores/favourites.ts';
import { FAVOURITE_ID_ATTRIBUTE, toggleFavouriteWithEvent } from './favourite-buttons.ts';
import { HEART_PATH } from './heart-path.ts';

/** spec §4 Favourites: a car card's heart, pressed while the car is one of this browser's favourites. */
export function FavouriteHeart({ control }: { control: FavouriteControl }) {
  const { entry } = control;
  const pressed = isFavourite(useStore($favourites), entry.id);
  return (
    <button
      type="button"
      className="favourite-button favourite-button--card"
      aria-pressed={pressed}
      {...{ [FAVOURITE_ID_ATTRIBUTE]: entry.id }}
      onClick={() => toggleFavouriteWithEvent(control)}
    >
      <svg className="heart-icon" aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
        <path d={HEART_PATH} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <span className="visually-hidden">{`${FAVOURITE_TEXTS.button}: ${entry.name}`}</span>
    </button>
  );
}
