import { FAVOURITE_TEXTS, type FavouriteEntry } from '../../domain/account/favourites.ts';
import { IMAGE_USES, imageCdnUrl } from '../../domain/images/image-cdn.ts';
import { carHref } from '../../site-urls.ts';

const THUMBNAIL = IMAGE_USES.galleryThumbnail;

/** A car's small photo in a list (the header's favourites, the garage), through the image CDN. */
export function carThumbnail(cdn: string, photo: string | null): HTMLImageElement {
  const image = document.createElement('img');
  image.alt = '';
  image.width = 80;
  image.height = 50;
  image.loading = 'lazy';
  if (photo) image.src = imageCdnUrl(cdn, photo, THUMBNAIL.width, THUMBNAIL.quality);
  return image;
}

/** A list's Remove button, named for its car; `id` goes in data-remove for the list's one listener. */
export function removeButton(id: number, carName: string): HTMLButtonElement {
  const remove = document.createElement('button');
  remove.type = 'button';
  remove.className = 'quiet-button';
  remove.dataset.remove = String(id);
  remove.textContent = FAVOURITE_TEXTS.remove;
  // one name, the visible word first (a hidden span would be read as a word of its own)
  remove.setAttribute('aria-label', `${FAVOURITE_TEXTS.remove}: ${carName}`);
  return remove;
}

/** What a list shows of a car. */
export type CarListEntry = Pick<FavouriteEntry, 'id' | 'name' | 'slug' | 'primary_image_url'>;

/** One car of a list (a favourite, a car viewed): its photo, its name linking to its page, and Remove. */
export function carListItem(entry: CarListEntry, cdn: string): HTMLLIElement {
  const li = document.createElement('li');
  const link = document.createElement('a');
  link.href = carHref(entry.slug);
  link.textContent = entry.name;
  li.append(carThumbnail(cdn, entry.primary_image_url), link, removeButton(entry.id, entry.name));
  return li;
}
