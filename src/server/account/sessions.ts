import type { Queryable } from '../storage/database.ts';
import { SIGN_IN_POLICY } from '../../domain/account/sign-in-policy.ts';

/** 256 random bits: far past ASVS's 128, and cheap. */
const SESSION_ID_BYTES = 32;

/** A signed-in shopper of one site (spec §3 User). */
export interface ShopperUser {
  id: string;
  phone: string;
}

/** A live session: who it signs in, and how much longer its sign-in counts as recent. */
export interface ShopperSession {
  user: ShopperUser;
  /** Seconds left of SIGN_IN_POLICY.recentSignInMinutes since the sign-in; 0: sign in again to delete the account. */
  recentSignInSeconds: number;
}

/** The session's lifetimes, in days (SIGN_IN_POLICY unless a test sets its own). */
export interface SessionLifetimes {
  idleDays: number;
  absoluteDays: number;
}

export const DEFAULT_SESSION_LIFETIMES: SessionLifetimes = {
  idleDays: SIGN_IN_POLICY.sessionIdleDays,
  absoluteDays: SIGN_IN_POLICY.sessionAbsoluteDays,
};

/** A session is touched at most this often, so reading who is signed in is not a write per page. */
const TOUCH_AFTER_SECONDS = 300;

function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SESSION_ID_BYTES));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** What the table keeps of a session id: its SHA-256, so a dump of the table signs nobody in. */
async function sessionIdHash(id: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(id));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A session id as a cookie may carry it: base64url of 32 bytes, nothing else. */
function isSessionId(value: string | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** Starts a session for a user; the id goes in the cookie and nowhere else. */
export async function startSession(db: Queryable, tenant: string, userId: string): Promise<string> {
  const id = newSessionId();
  await db.query('INSERT INTO shopper_sessions (id_hash, tenant, user_id) VALUES ($1, $2, $3)', [
    await sessionIdHash(id),
    tenant,
    userId,
  ]);
  return id;
}

/**
 * The user a session id signs in on this site, or null: unknown, another site's, idle past
 * its limit or past its absolute lifetime (an ended session's row is deleted); and how long
 * its sign-in stays recent (each sign-in starts a new session, so its created_at is the
 * sign-in's time). Touches the session when it was last seen minutes ago. The windows run on
 * the database's clock.
 */
export async function liveSession(
  db: Queryable,
  tenant: string,
  id: string,
  lifetimes: SessionLifetimes = DEFAULT_SESSION_LIFETIMES,
): Promise<ShopperSession | null> {
  if (!isSessionId(id)) return null;
  const hash = await sessionIdHash(id);
  const { rows } = await db.query<{
    user_id: string;
    phone: string;
    live: boolean;
    stale: boolean;
    recent_for: number;
  }>(
    `SELECT s.user_id, u.phone,
            s.created_at > now() - make_interval(days => $3) AND s.last_seen_at > now() - make_interval(days => $4) AS live,
            s.last_seen_at < now() - make_interval(secs => $5) AS stale,
            GREATEST(0, floor(EXTRACT(EPOCH FROM s.created_at + make_interval(mins => $6) - now())))::int AS recent_for
       FROM shopper_sessions s JOIN shopper_users u ON u.id = s.user_id
      WHERE s.id_hash = $1 AND s.tenant = $2`,
    [hash, tenant, lifetimes.absoluteDays, lifetimes.idleDays, TOUCH_AFTER_SECONDS, SIGN_IN_POLICY.recentSignInMinutes],
  );
  const row = rows[0];
  if (!row) return null;
  if (!row.live) {
    await db.query('DELETE FROM shopper_sessions WHERE id_hash = $1', [hash]);
    return null;
  }
  if (row.stale) await db.query('UPDATE shopper_sessions SET last_seen_at = now() WHERE id_hash = $1', [hash]);
  return { user: { id: row.user_id, phone: row.phone }, recentSignInSeconds: Number(row.recent_for) };
}

/** Ends a session on the server (sign-out, or the old session at a new sign-in). */
export async function endSession(db: Queryable, tenant: string, id: string): Promise<void> {
  if (!isSessionId(id)) return;
  await db.query('DELETE FROM shopper_sessions WHERE id_hash = $1 AND tenant = $2', [await sessionIdHash(id), tenant]);
}

/** The hourly clean-up: sessions past either lifetime. */
export async function deleteEndedSessions(
  db: Queryable,
  lifetimes: SessionLifetimes = DEFAULT_SESSION_LIFETIMES,
): Promise<number> {
  const result = await db.query(
    `DELETE FROM shopper_sessions
      WHERE created_at < now() - make_interval(days => $1) OR last_seen_at < now() - make_interval(days => $2)`,
    [lifetimes.absoluteDays, lifetimes.idleDays],
  );
  return result.rowCount;
}
