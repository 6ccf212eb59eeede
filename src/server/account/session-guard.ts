import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { ServedTenant } from '../hosts.ts';
import type { TenantEnv } from '../middleware/tenant.ts';
import type { Database } from '../storage/database.ts';
import { SESSION_COOKIE_NAME } from './session-cookie.ts';
import { sessionUser, type SessionLifetimes, type ShopperUser } from './sessions.ts';

export interface UserEnv {
  Variables: { user: ShopperUser };
}

/**
 * A call only a signed-in shopper may make (after the tenant guard): the session's user on
 * c.var.user, or the route's own answer for a visitor (`refuse(c, 'visitor')`) or when the
 * session cannot be read (`refuse(c, 'unavailable')`).
 */
export function signedInUser(
  db: Database,
  lifetimes: SessionLifetimes,
  refuse: (c: Context, why: 'visitor' | 'unavailable') => Response,
) {
  return createMiddleware<TenantEnv<ServedTenant> & UserEnv>(async (c, next) => {
    const id = getCookie(c, SESSION_COOKIE_NAME, 'host');
    let user: ShopperUser | null = null;
    try {
      if (id) user = await sessionUser(db, c.var.tenant.slug, id, lifetimes);
    } catch {
      return refuse(c, 'unavailable');
    }
    if (!user) return refuse(c, 'visitor');
    c.set('user', user);
    return next();
  });
}
