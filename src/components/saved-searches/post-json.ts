const TIMEOUT_MS = 10_000;

/** What a POST to the site's own API came to: its JSON body, or the message to show. */
export type PostOutcome =
  { success: true; body: Record<string, unknown> } | { success: false; error: string; status: number };

/**
 * POST of JSON to one of the site's own API calls (same origin: the session cookie rides
 * along, and the API takes a write only with this content type). A body without
 * `success: true` is a failure shown with the API's own message, or `fallback` when none
 * came back (no answer, a proxy's error page).
 */
export async function postJson(href: string, body: unknown, fallback: string): Promise<PostOutcome> {
  try {
    const response = await fetch(href, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.ok && answer?.success === true) return { success: true, body: answer };
    const error = typeof answer?.error === 'string' && answer.error ? answer.error : fallback;
    return { success: false, error, status: response.status };
  } catch {
    return { success: false, error: fallback, status: 0 };
  }
}
