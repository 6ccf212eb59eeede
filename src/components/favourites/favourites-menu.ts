import { $favourites, removeFavouriteCar } from '../../stores/favourites.ts';
import { carListItem } from './favourite-item.ts';

/**
 * The header's favourites: the count on every page, kept in step with the hearts (and other
 * tabs); the list is drawn while its panel is open, so its photos load only when looked at.
 */
export function attachFavouritesMenu(page: Document): void {
  const root = page.querySelector<HTMLElement>('[data-favourites-menu]');
  const count = root?.querySelector('[data-favourites-count]');
  const panel = root?.querySelector<HTMLElement>('[popover]');
  const list = root?.querySelector('[data-favourites-list]');
  const empty = root?.querySelector<HTMLElement>('[data-favourites-empty]');
  if (!root || !count || !panel || !list || !empty) return;
  const cdn = root.dataset.imageCdn ?? '{src}';
  const draw = () => {
    const favourites = $favourites.get();
    empty.hidden = favourites.length > 0;
    list.replaceChildren(...favourites.map((entry) => carListItem(entry, cdn)));
  };
  $favourites.subscribe((favourites) => {
    count.textContent = String(favourites.length);
    if (panel.matches(':popover-open')) draw();
  });
  panel.addEventListener('toggle', (event) => {
    if ((event as ToggleEvent).newState === 'open') draw();
  });
  list.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-remove]');
    if (!button) return;
    removeFavouriteCar(Number(button.dataset.remove));
    // the removed row's button is gone: focus stays in the panel, on its heading
    panel.querySelector<HTMLElement>('h2')?.focus();
  });
}
