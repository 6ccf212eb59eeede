import type { CookieOptions } from 'hono/utils/cookie';
import type { SessionLifetimes } from './sessions.ts';

/**
 * The session cookie, `__Host-session`: hono adds the `__Host-` prefix (`prefix: 'host'`),
 * which makes browsers take it only with Secure, Path=/ and no Domain, so no other host (a
 * subdomain, a plain-http page) can set or overwrite it. Chromium counts http://*.localhost
 * as secure, so the development servers work too.
 */
export const SESSION_COOKIE_NAME = 'session';

export function sessionCookieOptions(lifetimes: SessionLifetimes): CookieOptions & { prefix: 'host' } {
  return {
    path: '/',
    secure: true,
    httpOnly: true,
    sameSite: 'Lax',
    prefix: 'host',
    maxAge: lifetimes.absoluteDays * 86_400,
  };
}
