import type { Hono } from 'hono';
import { expect } from 'vitest';
import { latestSignInCode } from './sms-outbox.ts';

export interface AccountCallOptions {
  body?: unknown;
  cookie?: string;
  origin?: string;
  host?: string;
  /** An Idempotency-Key (a lead's POST). */
  key?: string;
}

export type AccountCall = (path: string, init?: AccountCallOptions) => Promise<Response>;

/**
 * Calls the API app as a site's own pages do: on the site's host, a body posted as JSON from
 * the site's origin, the session cookie when given. GET without a body, POST with one.
 */
export function accountCaller(app: Hono, site: { host: string; origin: string }): AccountCall {
  return (path, init = {}) => {
    const headers: Record<string, string> = { host: init.host ?? site.host };
    if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['origin'] = init.origin ?? site.origin;
    }
    if (init.key) headers['idempotency-key'] = init.key;
    if (init.cookie) headers['cookie'] = init.cookie;
    return Promise.resolve(
      app.request(`http://127.0.0.1/api${path}`, {
        method: init.body === undefined ? 'GET' : 'POST',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
    );
  };
}

/** Signs in with the code from the SMS outbox; the session cookie, as `name=value`. */
export async function signInWith(call: AccountCall, outbox: string, mobile: string, e164: string): Promise<string> {
  expect((await call('/sign-in/code', { body: { phone: mobile } })).status).toBe(202);
  const res = await call('/sign-in/verify', { body: { phone: mobile, code: latestSignInCode(outbox, e164) } });
  return /^(__Host-session=[^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!;
}
