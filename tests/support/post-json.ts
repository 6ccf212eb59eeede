import type { Hono } from 'hono';
import { ORIGIN } from './leads.ts';

export interface SendOptions {
  /** null: no Origin header (curl, a server); default: the harbourside-toyota site. */
  origin?: string | null;
  host?: string;
  /** null: no Content-Type; default application/json. */
  contentType?: string | null;
  /** The client address the test's clientAddress reads (x-test-client). */
  client?: string;
  method?: string;
}

export type Send = (body: unknown, options?: SendOptions) => Promise<Response>;

/**
 * A client of one API path as a page would call it: JSON (or the text or bytes given) as bytes, so
 * the runtime adds no content type of its own, from the harbourside-toyota site.
 */
export function jsonSender(app: Hono, url: string): Send {
  return (body, o = {}) => {
    const headers: Record<string, string> = { host: o.host ?? '127.0.0.1:4321' };
    const origin = o.origin === undefined ? ORIGIN : o.origin;
    if (origin !== null) headers['origin'] = origin;
    const contentType = o.contentType === undefined ? 'application/json' : o.contentType;
    if (contentType !== null) headers['content-type'] = contentType;
    if (o.client) headers['x-test-client'] = o.client;
    const method = o.method ?? 'POST';
    const init: RequestInit = { method, headers };
    if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS')
      init.body =
        body instanceof Uint8Array
          ? new Blob([new Uint8Array(body)])
          : new TextEncoder().encode(typeof body === 'string' ? body : JSON.stringify(body));
    return Promise.resolve(app.request(url, init));
  };
}
