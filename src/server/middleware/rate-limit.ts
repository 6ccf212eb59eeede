import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { refuse, type RefusalEnv } from './refusal.ts';
import type { TokenBuckets } from './token-buckets.ts';

/** The client's address as the runtime knows it (Node: the socket; Lambda: API Gateway's source address). */
export type ClientAddress = (c: Context) => string | undefined;

/**
 * One token per request from the client's address, or 429 with Retry-After and `message`.
 * No buckets (a limit turned off) or no known address: nothing is limited.
 */
export function addressRateLimit(
  buckets: TokenBuckets | null,
  clientAddress: ClientAddress | undefined,
  message: string,
) {
  return createMiddleware<RefusalEnv>(async (c, next) => {
    const address = buckets ? clientAddress?.(c) : undefined;
    const decision = buckets && address ? buckets.take(address) : { ok: true as const };
    if (!decision.ok)
      return refuse(c, { status: 429, reason: 'rate', scope: 'ip' }, message, {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    return next();
  });
}
