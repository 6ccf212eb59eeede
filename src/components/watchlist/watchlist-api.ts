import { apiHref } from '../../api-paths.ts';
import { WATCHLIST_ERRORS, type WatchlistEntry } from '../../domain/account/watchlist.ts';
import { readApi } from '../account/read-api.ts';

const TIMEOUT_MS = 10_000;

/** What a save or a removal came to: done, or the message the page shows in an alert (spec §8). */
export type WatchlistOutcome = { success: true } | { success: false; error: string };

/**
 * spec §7 POST /api/watchlist/save-car or /remove-car with {phone_number, car_id}: the
 * success flag read, and on failure the API's own message (or ours when none came back).
 */
export async function changeWatchlist(
  change: 'save' | 'remove',
  body: { phone_number: string; car_id: number },
): Promise<WatchlistOutcome> {
  try {
    const response = await fetch(apiHref(change === 'save' ? 'watchlistSave' : 'watchlistRemove'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => null)) as { success?: unknown; error?: unknown } | null;
    if (answer?.success === true) return { success: true };
    return {
      success: false,
      error: typeof answer?.error === 'string' && answer.error ? answer.error : WATCHLIST_ERRORS.unavailable,
    };
  } catch {
    return { success: false, error: WATCHLIST_ERRORS.unavailable };
  }
}

/** The signed-in shopper's watchlist, or null when it cannot be read now. */
export async function readWatchlist(): Promise<WatchlistEntry[] | null> {
  const answer = await readApi(apiHref('watchlist'));
  const body = answer?.body as { success?: boolean; items?: WatchlistEntry[] } | null | undefined;
  return answer?.ok && body?.success === true && Array.isArray(body.items) ? body.items : null;
}
