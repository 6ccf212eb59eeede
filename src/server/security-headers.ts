import type { MiddlewareHandler } from 'hono';

/** Headers every answer carries, unless it already has them (a site's `_headers` sets them for its files). */
const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * The API answers data, never a page to render: nothing may load from or frame it. A site's
 * pages get their policy from the site's own `_headers` (written by the build), so this
 * never adds a second Content-Security-Policy to a page.
 */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

function setMissing(headers: Headers, values: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(values)) if (!headers.has(name)) headers.set(name, value);
}

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  setMissing(c.res.headers, COMMON_HEADERS);
};

export const apiSecurityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  setMissing(c.res.headers, { ...COMMON_HEADERS, 'Content-Security-Policy': API_POLICY });
};
