import { apiHref } from '../../api-paths.ts';
import { readApi } from './read-api.ts';

/** Who is signed in on this site, as GET /api/session says it (spec §3 User). */
export type Session =
  | { signed_in: false }
  | {
      signed_in: true;
      user: { id: string; phone: string };
      /** Seconds before Delete my account asks for a fresh sign-in (0: it asks now). */
      reauthenticate_in?: number;
    };

/** The localStorage key of the hint that this browser signed in on this site. */
const SIGNED_IN_HINT = 'signed-in';

/**
 * Whether this browser signed in on this site and has not signed out since: a hint, not the
 * session (the cookie is HttpOnly, and only the API can say it is still valid). Without it
 * a page takes the shopper for a visitor without asking, so a visitor's car page costs the
 * API nothing. Storage that cannot be read: ask.
 */
function mayBeSignedIn(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT) !== null;
  } catch {
    return true;
  }
}

/** Sign-in sets the hint; sign-out, account deletion and an ended session clear it. */
export function noteSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT, '1');
    else localStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    // storage refused: the next page asks the API
  }
}

async function askSession(): Promise<Session> {
  if (!mayBeSignedIn()) return { signed_in: false };
  const answer = await readApi(apiHref('session'));
  const body = answer?.body as Partial<Session> | null | undefined;
  if (answer?.ok && body?.signed_in === true && 'user' in body && body.user) return body as Session;
  // the API said no (not merely no answer): the session ended
  if (answer?.ok) noteSignedIn(false);
  return { signed_in: false };
}

let asked: Promise<Session> | undefined;

/**
 * Asks the API who is signed in (the session cookie is HttpOnly: pages cannot read it).
 * Anything but a clear yes (no answer, an error, a server without sign-in) is a visitor.
 * Asked once per page: the gate and the page's own script share the answer (a sign-in,
 * sign-out or deletion always leaves the page).
 */
export function readSession(): Promise<Session> {
  asked ??= askSession();
  return asked;
}
