import type { Context } from 'hono';

/** The answer to any other method on a route: 405 with the methods it takes in Allow. */
export function methodNotAllowed(allow: readonly string[], message: string) {
  return (c: Context) => c.json({ error: message }, 405, { Allow: allow.join(', ') });
}
