import { apiHref } from '../../api-paths.ts';
import { readApi } from './read-api.ts';

/** Who is signed in on this site, as GET /api/session says it (spec §3 User). */
export type Session = { signed_in: false } | { signed_in: true; user: { id: string; phone: string } };

/**
 * Asks the API who is signed in (the session cookie is HttpOnly: pages cannot read it).
 * Anything but a clear yes (no answer, an error, a server without sign-in) is a visitor.
 */
export async function readSession(): Promise<Session> {
  const answer = await readApi(apiHref('session'));
  const body = answer?.body as Partial<Session> | null | undefined;
  if (answer?.ok && body?.signed_in === true && 'user' in body && body.user) return body as Session;
  return { signed_in: false };
}
