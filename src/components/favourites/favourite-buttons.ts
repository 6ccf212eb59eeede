import { EVENT_IDS } from '../../domain/events.ts';
import { isFavourite } from '../../domain/account/favourites.ts';
import type { FavouriteControl } from '../../views/search/card-view.ts';
import { $favourites, toggleFavouriteCar } from '../../stores/favourites.ts';
import { fireSiteEvent } from '../forms/site-event.ts';

/** The attribute that marks a favourite button with its car's id. */
export const FAVOURITE_ID_ATTRIBUTE = 'data-favourite-id';

/** spec §4 "Adding logs an analytics event": event 39, with the car's tracking parameters (§3). */
function fireFavouriteEvent(car: FavouriteControl): void {
  fireSiteEvent(
    {
      id: EVENT_IDS.favourite,
      category: 'Favourite',
      car_type: car.car_type,
      ...car.tracking,
      page: window.location.pathname,
    },
    car.eventsApi,
    'favourite',
  );
}

/** Adds or removes the car; adding logs the event. */
export function toggleFavouriteWithEvent(control: FavouriteControl): void {
  if (toggleFavouriteCar(control.entry)) fireFavouriteEvent(control);
}

/**
 * Keeps every favourite button of the page saying whether its car is a favourite: the build
 * cannot know (the list is the browser's), so each button starts unpressed and is set from
 * the stored list as soon as this runs, then again whenever the list changes (here or in
 * another tab). A search island's cards set their own as they render; this covers them until
 * the island is live.
 */
export function paintFavouriteButtons(page: Document): void {
  $favourites.subscribe((favourites) => {
    for (const button of page.querySelectorAll<HTMLButtonElement>(`button[${FAVOURITE_ID_ATTRIBUTE}]`))
      button.setAttribute('aria-pressed', String(isFavourite(favourites, Number(button.dataset.favouriteId))));
  });
}

/** The vehicle page's heart: pressed from the stored list, and toggling its car. */
export function attachFavouriteButton(page: Document, control: FavouriteControl): void {
  paintFavouriteButtons(page);
  for (const button of page.querySelectorAll(`button[${FAVOURITE_ID_ATTRIBUTE}="${control.entry.id}"]`))
    button.addEventListener('click', () => toggleFavouriteWithEvent(control));
}
