import { garageApiHref } from '../../garage-api-paths.ts';
import { SAVED_SEARCH_ERRORS, SAVED_SEARCH_TEXTS } from '../../domain/account/saved-searches.ts';
import { signInHref } from '../../domain/account/sign-in.ts';
import {
  savedSearchRequest,
  type SavedSearchRequest,
  type SearchShown,
} from '../../views/search/saved-search-request.ts';
import { noteSignedIn, readSession } from '../account/session.ts';
import { showToast } from '../toast/toast.ts';
import { postJson } from './post-json.ts';
import { notePendingSave } from './pending-save.ts';

/** The garage's saved searches, where the toast's 'Manage alerts' goes. */
export const SAVED_SEARCHES_ANCHOR = 'saved-searches';

/**
 * 'Save this search' (loaded on the first tap): a signed-in shopper's search is saved
 * (saving it again answers the one kept) and the toast says so with 'Manage alerts'; a
 * visitor is sent to sign in and brought back to this search, where the save is made
 * (`resumed`: back without signing in, nothing happens). A failure is shown in an alert
 * with the API's message, as the watchlist's are (spec §8).
 */
export async function saveSearch(
  request: SavedSearchRequest,
  garageHref: string,
  { resumed = false }: { resumed?: boolean } = {},
): Promise<void> {
  const session = await readSession();
  if (!session.signed_in) {
    if (resumed) return;
    notePendingSave({ request, garageHref });
    location.assign(signInHref('my-garage', request.path));
    return;
  }
  const outcome = await postJson(garageApiHref('savedSearchSave'), request, SAVED_SEARCH_ERRORS.unavailable);
  if (!outcome.success) {
    // the session ended since the page asked: the next page asks again
    if (outcome.status === 401) noteSignedIn(false);
    window.alert(outcome.error);
    return;
  }
  showToast(SAVED_SEARCH_TEXTS.saved, {
    label: SAVED_SEARCH_TEXTS.manage,
    href: `${garageHref}#${SAVED_SEARCHES_ANCHOR}`,
  });
}

/** 'Save this search' on the search island: the search it shows, labelled here (the island carries no label code). */
export function saveSearchShown(search: SearchShown, garageHref: string): Promise<void> {
  return saveSearch(savedSearchRequest(search), garageHref);
}
