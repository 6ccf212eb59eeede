import { apiHref } from '../../api-paths.ts';

/** Who is signed in on this site, as GET /api/session says it (spec §3 User). */
export type Session = { signed_in: false } | { signed_in: true; user: { id: string; phone: string } };

const TIMEOUT_MS = 10_000;

/**
 * Asks the API who is signed in (the session cookie is HttpOnly: pages cannot read it).
 * Anything but a clear yes (no answer, an error, a server without sign-in) is a visitor.
 */
export async function readSession(): Promise<Session> {
  try {
    const response = await fetch(apiHref('session'), {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json()) as Partial<Session> | null;
    if (response.ok && body?.signed_in === true && 'user' in body && body.user) return body as Session;
  } catch {
    // a visitor, as below
  }
  return { signed_in: false };
}
