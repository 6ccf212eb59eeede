import type { Context } from 'hono';
import { tenantOfRequest } from './leads/origin.ts';
import type { TokenBuckets } from './leads/rate-limit.ts';
import type { LeadTenant } from './leads/tenants.ts';
import { readBody } from './read-body.ts';

/** What a small JSON POST from a dealer's page (an event, a phone reveal) says when refused. */
export interface SmallJsonPostErrors {
  origin: string;
  rateLimited: string;
  contentType: string;
  tooLarge: string;
  notJson: string;
}

export interface SmallJsonPostGuard {
  tenants: readonly LeadTenant[];
  buckets: TokenBuckets | null;
  clientAddress: ((c: Context) => string | undefined) | undefined;
  maxBytes: number;
  /** Media types taken besides application/json (navigator.sendBeacon sends text/plain). */
  alsoAccept?: readonly string[];
  errors: SmallJsonPostErrors;
}

export type GuardedPost = { ok: true; tenant: LeadTenant; body: unknown } | { ok: false; response: Response };

/**
 * The checks every small JSON POST from a page passes, in this order: the tenant's own
 * origin (403), the address's rate (429 with Retry-After), JSON only (415), the size
 * (413, by header and by the bytes read), valid UTF-8 JSON (400). The route checks the
 * body's fields itself.
 */
export async function guardSmallJsonPost(c: Context, guard: SmallJsonPostGuard): Promise<GuardedPost> {
  const refuse = (response: Response): GuardedPost => ({ ok: false, response });
  const { errors } = guard;
  const placed = tenantOfRequest(c.req.header('origin'), c.req.header('host'), guard.tenants);
  if (!placed.ok) return refuse(c.json({ error: errors.origin }, 403));
  const address = guard.clientAddress?.(c);
  const rate = guard.buckets && address ? guard.buckets.take(address) : { ok: true as const };
  if (!rate.ok)
    return refuse(c.json({ error: errors.rateLimited }, 429, { 'Retry-After': String(rate.retryAfterSeconds) }));
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (mediaType !== 'application/json' && !guard.alsoAccept?.includes(mediaType))
    return refuse(c.json({ error: errors.contentType }, 415));
  const tooLarge = () => refuse(c.json({ error: errors.tooLarge }, 413));
  if (Number(c.req.header('content-length') ?? 0) > guard.maxBytes) return tooLarge();
  const read = await readBody(c.req.raw, guard.maxBytes);
  if (read && 'tooLarge' in read) return tooLarge();
  try {
    if (!read) throw new Error('not UTF-8');
    return { ok: true, tenant: placed.tenant, body: JSON.parse(read.text) as unknown };
  } catch {
    return refuse(c.json({ error: errors.notJson }, 400));
  }
}
