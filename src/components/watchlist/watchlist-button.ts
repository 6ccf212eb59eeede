import { signInHref } from '../../domain/account/sign-in.ts';
import { WATCHLIST_TEXTS } from '../../domain/account/watchlist.ts';
import { showsWatchlistSave } from '../../domain/car/visibility.ts';
import { readSession, type Session } from '../account/session.ts';
import { showToast } from '../toast/toast.ts';
import { changeWatchlist, readWatchlist } from './watchlist-api.ts';

/**
 * The car a visitor asked to save before signing in (sessionStorage: this tab). Back on the
 * car's page, signed in, the save they asked for is made, as carsales and Carvana do.
 */
const PENDING_KEY = 'watchlist-save';

interface WatchedPageCar {
  id: number;
  status: string;
  watchlist: { garageHref: string } | null;
}

function takePending(carId: number): boolean {
  try {
    if (sessionStorage.getItem(PENDING_KEY) !== String(carId)) return false;
    sessionStorage.removeItem(PENDING_KEY);
    return true;
  } catch {
    return false;
  }
}

function notePending(carId: number): void {
  try {
    sessionStorage.setItem(PENDING_KEY, String(carId));
  } catch {
    // without storage the shopper taps the button again once back
  }
}

/**
 * spec §4 Watchlist save on the vehicle page: a visitor is sent to sign in (type watchlist,
 * back to this page); a signed-in shopper saves with their own number (§7) and sees 'Car
 * Saved In Watchlist' with 'View List', or removes and sees 'Car Removed'; a failure is shown
 * in a browser alert with the API's message (§8).
 */
export function attachWatchlistButton(page: Document, car: WatchedPageCar): void {
  const button = page.querySelector<HTMLButtonElement>('button[data-watchlist]');
  const garage = car.watchlist?.garageHref;
  if (!button || !garage) return;
  const sold = { status: car.status === 'sold' ? ('sold' as const) : ('in_stock' as const) };
  const show = (saved: boolean) => {
    button.setAttribute('aria-pressed', String(saved));
    button.hidden = !showsWatchlistSave(sold, saved);
  };

  async function change(session: Extract<Session, { signed_in: true }>, saved: boolean): Promise<void> {
    button!.disabled = true;
    const outcome = await changeWatchlist(saved ? 'remove' : 'save', {
      phone_number: session.user.phone,
      car_id: car.id,
    });
    button!.disabled = false;
    if (!outcome.success) {
      window.alert(outcome.error);
      return;
    }
    show(!saved);
    if (saved) showToast(WATCHLIST_TEXTS.removed);
    else showToast(WATCHLIST_TEXTS.saved, { label: WATCHLIST_TEXTS.viewList, href: garage! });
  }

  const session = readSession();
  void session.then(async (current) => {
    if (!current.signed_in) {
      // back here without signing in (Cancel on the sign-in page): the wish lapses
      takePending(car.id);
      return;
    }
    const items = await readWatchlist();
    const saved = items?.some((item) => item.car_id === car.id) ?? false;
    show(saved);
    if (takePending(car.id) && !saved) await change(current, false);
  });

  button.addEventListener('click', () => {
    void session.then((current) => {
      if (!current.signed_in) {
        notePending(car.id);
        const here = location.pathname + location.search;
        location.assign(signInHref('watchlist', here));
        return;
      }
      return change(current, button.getAttribute('aria-pressed') === 'true');
    });
  });
}
