import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A route's error answer: `{error}`, the sentence a page shows (or the dealer's command
 * prints), with what the route adds (`errors` by field, the state a conflict found…).
 */
export function failed<S extends ContentfulStatusCode>(
  c: Context,
  status: S,
  error: string,
  extra: Record<string, unknown> = {},
) {
  return c.json({ error, ...extra }, status);
}

/**
 * The same in the envelope of the routes that answer `{success: true, …}` (the watchlist's,
 * spec §7, and the garage's: my data, saved searches, the account's reservations):
 * `{success: false, error, …}`.
 */
export function unsuccessful<S extends ContentfulStatusCode>(
  c: Context,
  status: S,
  error: string,
  extra: Record<string, unknown> = {},
) {
  return c.json({ success: false, error, ...extra }, status);
}
