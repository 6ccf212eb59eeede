import { FAVOURITE_TEXTS, type FavouriteEntry } from '../../domain/account/favourites.ts';
import { IMAGE_USES, imageCdnUrl } from '../../domain/images/image-cdn.ts';
import { carHref } from '../../site-urls.ts';
import { $favourites, removeFavouriteCar } from '../../stores/favourites.ts';

const THUMBNAIL = IMAGE_USES.galleryThumbnail;

function item(entry: FavouriteEntry, cdn: string): HTMLLIElement {
  const li = document.createElement('li');
  const image = document.createElement('img');
  image.alt = '';
  image.width = 80;
  image.height = 50;
  image.loading = 'lazy';
  if (entry.primary_image_url)
    image.src = imageCdnUrl(cdn, entry.primary_image_url, THUMBNAIL.width, THUMBNAIL.quality);
  const link = document.createElement('a');
  link.href = carHref(entry.slug);
  link.textContent = entry.name;
  const remove = document.createElement('button');
  remove.type = 'button';
  remove.className = 'quiet-button';
  remove.dataset.removeFavourite = String(entry.id);
  remove.textContent = FAVOURITE_TEXTS.remove;
  // one name, the visible word first (a hidden span would be read as a word of its own)
  remove.setAttribute('aria-label', `${FAVOURITE_TEXTS.remove}: ${entry.name}`);
  li.append(image, link, remove);
  return li;
}

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
    list.replaceChildren(...favourites.map((entry) => item(entry, cdn)));
  };
  $favourites.subscribe((favourites) => {
    count.textContent = String(favourites.length);
    if (panel.matches(':popover-open')) draw();
  });
  panel.addEventListener('toggle', (event) => {
    if ((event as ToggleEvent).newState === 'open') draw();
  });
  list.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-remove-favourite]');
    if (!button) return;
    removeFavouriteCar(Number(button.dataset.removeFavourite));
    // the removed row's button is gone: focus stays in the panel, on its heading
    panel.querySelector<HTMLElement>('h2')?.focus();
  });
}
