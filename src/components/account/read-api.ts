const TIMEOUT_MS = 10_000;

/**
 * GET of one of the site's own API calls for the signed-in shopper (the session cookie rides
 * along, nothing is cached): its status and JSON body, or null when no answer came.
 */
export async function readApi(href: string): Promise<{ ok: boolean; body: unknown } | null> {
  try {
    const response = await fetch(href, {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return { ok: response.ok, body: (await response.json()) as unknown };
  } catch {
    return null;
  }
}
