import { apiHref } from '../../api-paths.ts';
import { GARAGE_TEXTS } from '../../domain/account/garage.ts';
import { displayMobile } from '../../domain/account/mobile-number.ts';
import {
  priceChangeSinceSaved,
  priceChangeText,
  watchedCarStatus,
  type WatchlistEntry,
} from '../../domain/account/watchlist.ts';
import { formatPrice } from '../../domain/format.ts';
import { carHref } from '../../site-urls.ts';
import { $favourites, removeFavouriteCar } from '../../stores/favourites.ts';
import { readSession } from '../account/session.ts';
import { carThumbnail, favouriteItem, removeButton } from '../favourites/favourite-item.ts';
import { changeWatchlist, readWatchlist } from '../watchlist/watchlist-api.ts';

const TEXTS = GARAGE_TEXTS.watchlist;

function paragraph(text: string, className?: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.textContent = text;
  if (className) p.className = className;
  return p;
}

/** One watched car: photo, name (a link while it is listed), state, price now and its move since saved. */
function watchedItem(entry: WatchlistEntry, options: { cdn: string; noPrice: string }): HTMLLIElement {
  const { car } = entry;
  const li = document.createElement('li');
  li.className = 'garage__item';
  const name = car?.name ?? `Car ${entry.car_id}`;
  const details = document.createElement('div');
  const title = paragraph('', 'garage__name');
  if (car) {
    const link = document.createElement('a');
    link.href = carHref(car.slug);
    link.textContent = car.name;
    title.append(link);
  } else title.textContent = name;
  details.append(title, paragraph(watchedCarStatus(car)));
  if (car) {
    details.append(paragraph(car.price > 0 ? formatPrice(car.price) : options.noPrice));
    const change = priceChangeSinceSaved(entry.price_when_saved, car.price);
    if (change)
      details.append(
        paragraph(priceChangeText(change, formatPrice), `garage__change garage__change--${change.direction}`),
      );
  }
  li.append(carThumbnail(options.cdn, car?.primary_image_url ?? null), details, removeButton(entry.car_id, name));
  return li;
}

/**
 * The garage page's script: who is signed in and Sign out; the watchlist from the API, each
 * car removable; this browser's favourites, kept in step with the store. The page waits for
 * sign-in (SignInGate), so a visitor never sees it.
 */
export function attachGaragePage(page: Document): void {
  const root = page.querySelector<HTMLElement>('[data-garage]');
  const watchlist = root?.querySelector('[data-garage-watchlist]');
  const status = root?.querySelector('[data-garage-watchlist-status]');
  const favourites = root?.querySelector('[data-garage-favourites]');
  const noFavourites = root?.querySelector<HTMLElement>('[data-garage-favourites-empty]');
  if (!root || !watchlist || !status || !favourites || !noFavourites) return;
  const options = { cdn: root.dataset.imageCdn ?? '{src}', noPrice: root.dataset.noPrice ?? '' };
  let entries: WatchlistEntry[] = [];

  const drawWatchlist = () => {
    watchlist.replaceChildren(...entries.map((entry) => watchedItem(entry, options)));
    if (entries.length === 0) status.textContent = TEXTS.empty;
  };

  void readSession().then(async (session) => {
    if (!session.signed_in) return;
    const phone = root.querySelector('[data-garage-phone]');
    if (phone) phone.textContent = displayMobile(session.user.phone);
    const items = await readWatchlist();
    if (!items) {
      status.textContent = TEXTS.failed;
      return;
    }
    entries = items;
    status.textContent = '';
    drawWatchlist();

    watchlist.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-remove]');
      if (!button) return;
      const carId = Number(button.dataset.remove);
      const entry = entries.find((item) => item.car_id === carId);
      button.disabled = true;
      void changeWatchlist('remove', { phone_number: session.user.phone, car_id: carId }).then((outcome) => {
        button.disabled = false;
        if (!outcome.success) {
          window.alert(outcome.error);
          return;
        }
        entries = entries.filter((item) => item.car_id !== carId);
        drawWatchlist();
        if (entries.length > 0) status.textContent = TEXTS.removed(entry?.car?.name ?? `Car ${carId}`);
      });
    });
  });

  $favourites.subscribe((list) => {
    favourites.replaceChildren(
      ...list.map((entry) => {
        const li = favouriteItem(entry, options.cdn);
        li.className = 'garage__item';
        return li;
      }),
    );
    noFavourites.hidden = list.length > 0;
  });
  favourites.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-remove]');
    if (button) removeFavouriteCar(Number(button.dataset.remove));
  });

  root.querySelector('[data-sign-out]')?.addEventListener('click', () => {
    void fetch(apiHref('signOut'), { method: 'POST', credentials: 'same-origin' })
      .then((response) => response.ok)
      .catch(() => false)
      .then((signedOut) => {
        if (signedOut) location.assign('/');
        else window.alert(GARAGE_TEXTS.signOutFailed);
      });
  });
}
