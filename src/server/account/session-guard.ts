import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { ServedTenant } from '../hosts.ts';
import type { TenantEnv } from '../middleware/tenant.ts';
import type { Database } from '../storage/database.ts';
import { SESSION_COOKIE_NAME } from './session-cookie.ts';
import { liveSession, type SessionLifetimes, type ShopperSession, type ShopperUser } from './sessions.ts';

export interface UserEnv {
  Variables: {
    user: ShopperUser;
    /** How much longer the session's sign-in counts as recent, in seconds (0: no longer). */
    recentSignInSeconds: number;
  };
}

/**
 * A call only a signed-in shopper may make (after the tenant guard): the session's user on
 * c.var.user (and how recent its sign-in is on c.var.recentSignInSeconds), or the route's own answer for a visitor (`refuse(c, 'visitor')`) or when the
 * session cannot be read (`refuse(c, 'unavailable')`).
 */
export function signedInUser(
  db: Database,
  lifetimes: SessionLifetimes,
  refuse: (c: Context, why: 'visitor' | 'unavailable') => Response,
) {
  return createMiddleware<TenantEnv<ServedTenant> & UserEnv>(async (c, next) => {
    const id = getCookie(c, SESSION_COOKIE_NAME, 'host');
    let session: ShopperSession | null = null;
    try {
      if (id) session = await liveSession(db, c.var.tenant.slug, id, lifetimes);
    } catch {
      return refuse(c, 'unavailable');
    }
    if (!session) return refuse(c, 'visitor');
    c.set('user', session.user);
    c.set('recentSignInSeconds', session.recentSignInSeconds);
    return next();
  });
}
