import type { SavedSearchRequest } from '../../views/search/saved-search-request.ts';

/**
 * The search a visitor asked to save before signing in (sessionStorage: this tab). Sign-in
 * brings them back to the search's own path; there, signed in, the save they asked for is
 * made, as the watchlist's button does for a car.
 */
const PENDING_KEY = 'saved-search-save';

export interface PendingSave {
  request: SavedSearchRequest;
  garageHref: string;
}

export function notePendingSave(pending: PendingSave): void {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  } catch {
    // without storage the shopper taps Save this search again once back
  }
}

/** The save asked for on this very page, taken (a later visit does not make it again). */
function takePendingSave(here: string): PendingSave | null {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    if (!raw) return null;
    sessionStorage.removeItem(PENDING_KEY);
    const pending = JSON.parse(raw) as PendingSave;
    return pending.request.path === here ? pending : null;
  } catch {
    return null;
  }
}

/**
 * The search page's script: back from signing in with a save asked for, it is made now
 * (the saving code loads only then). Back without signing in (Cancel), the wish lapses.
 */
export function resumePendingSave(): void {
  const pending = takePendingSave(location.pathname + location.search);
  if (pending)
    void import('./save-search.ts').then(({ saveSearch }) =>
      saveSearch(pending.request, pending.garageHref, { resumed: true }),
    );
}
