import { apiHref } from '../../api-paths.ts';
import { displayMobile } from '../../domain/account/mobile-number.ts';
import {
  priceChangeSinceSaved,
  priceChangeText,
  watchedCarStatus,
  type WatchlistEntry,
} from '../../domain/account/watchlist.ts';
import { formatPrice } from '../../domain/format.ts';
import { carHref } from '../../site-urls.ts';
import type { ReadableAtom } from 'nanostores';
import { $favourites, removeFavouriteCar } from '../../stores/favourites.ts';
import { $viewedCars, forgetViewed } from '../../stores/viewed-cars.ts';
import { noteSignedIn, readSession } from '../account/session.ts';
import { carThumbnail, carListItem, removeButton, type CarListEntry } from '../favourites/favourite-item.ts';
import { changeWatchlist, readWatchlist } from '../watchlist/watchlist-api.ts';

/** GARAGE_TEXTS' lines this script says, handed over in the page's HTML (data-texts). */
export interface GaragePageTexts {
  empty: string;
  failed: string;
  /** With `{}` where the car's name goes. */
  removed: string;
  signOutFailed: string;
}

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
 * A list of this browser's cars (favourites, recently viewed), drawn from its store and kept
 * in step with it; each car's Remove takes it off the list, and an empty list says so.
 */
function showCars(
  root: HTMLElement,
  name: 'favourites' | 'viewed',
  store: ReadableAtom<readonly CarListEntry[]>,
  remove: (id: number) => void,
  cdn: string,
): void {
  const list = root.querySelector(`[data-garage-list="${name}"]`);
  const empty = list?.closest('section')?.querySelector<HTMLElement>('[data-garage-list-empty]');
  if (!list || !empty) return;
  store.subscribe((cars) => {
    list.replaceChildren(
      ...cars.map((car) => {
        const li = carListItem(car, cdn);
        li.className = 'garage__item';
        return li;
      }),
    );
    empty.hidden = cars.length > 0;
  });
  list.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-remove]');
    if (!button) return;
    remove(Number(button.dataset.remove));
    // the row and its button are gone: the focus goes to the list's heading, not the page's top
    list.closest('section')?.querySelector<HTMLElement>('h2')?.focus();
  });
}

/**
 * The garage page's script: who is signed in and Sign out; the watchlist from the API, each
 * car removable; this browser's favourites and recently viewed cars. The page waits for
 * sign-in (SignInGate), so a visitor never sees it.
 */
export function attachGaragePage(page: Document): void {
  const root = page.querySelector<HTMLElement>('[data-garage]');
  const watchlist = root?.querySelector('[data-garage-api-list="watchlist"]');
  const status = root?.querySelector('[data-garage-status="watchlist"]');
  if (!root || !watchlist || !status) return;
  const options = { cdn: root.dataset.imageCdn ?? '{src}', noPrice: root.dataset.noPrice ?? '' };
  // the script's few texts come with the page (GARAGE_TEXTS whole would cost the page's first script its budget)
  const TEXTS = JSON.parse(root.dataset.texts ?? '{}') as GaragePageTexts;
  let entries: WatchlistEntry[] = [];

  const drawWatchlist = () => {
    watchlist.replaceChildren(...entries.map((entry) => watchedItem(entry, options)));
    if (entries.length === 0) status.textContent = TEXTS.empty;
  };

  void readSession().then(async (session) => {
    if (!session.signed_in) return;
    const phone = root.querySelector('[data-garage-phone]');
    if (phone) phone.textContent = displayMobile(session.user.phone);
    void import('./my-data-sections.ts').then(({ attachMyData }) =>
      attachMyData(root, { phone: displayMobile(session.user.phone) }),
    );
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
        watchlist.closest('section')?.querySelector<HTMLElement>('h2')?.focus();
        if (entries.length > 0) status.textContent = TEXTS.removed.replace('{}', entry?.car?.name ?? `Car ${carId}`);
      });
    });
  });

  showCars(root, 'favourites', $favourites, removeFavouriteCar, options.cdn);
  showCars(root, 'viewed', $viewedCars, forgetViewed, options.cdn);

  root.querySelector('[data-sign-out]')?.addEventListener('click', () => {
    void fetch(apiHref('signOut'), { method: 'POST', credentials: 'same-origin' })
      .then((response) => response.ok)
      .catch(() => false)
      .then((signedOut) => {
        if (signedOut) {
          noteSignedIn(false);
          location.assign('/');
        } else window.alert(TEXTS.signOutFailed);
      });
  });
}
