/** How many requests a bucket allows: a burst of `burst`, refilled at `burst` per `perSeconds`. */
export interface RateLimit {
  burst: number;
  perSeconds: number;
}

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Whose request it is: the site it was sent to and the client's address. */
export interface RateKey {
  tenant: string;
  address: string;
}

/**
 * A limit per client address, whatever keeps the count: this instance's memory
 * (TokenBuckets: what protects this instance, such as its CPU) or PostgreSQL
 * (SharedTokenBuckets: what protects the dealer or a shopper, so it holds across every
 * serverless instance).
 */
export interface RateLimiter {
  /** Takes one request's token, or says how many whole seconds until one is there. */
  take(key: RateKey): Promise<RateDecision>;
}

/** Refuses a limit that could never allow anything, naming what it received. */
export function checkRateLimit(limit: RateLimit): void {
  if (!(limit.burst >= 1) || !(limit.perSeconds > 0))
    throw new Error(`A rate limit needs a burst of 1 or more and a positive period, received ${JSON.stringify(limit)}`);
}

/**
 * A limit written as "burst/seconds" (e.g. "20/600": 20 at once, 20 more every 10 minutes),
 * or "off". Used for the LEAD_RATE_LIMIT_IP and PRINT_RATE_LIMIT_IP settings.
 */
function parseRateLimit(text: string, name: string): RateLimit | null {
  if (text.trim().toLowerCase() === 'off') return null;
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const burst = Number(match?.[1]);
  const perSeconds = Number(match?.[2]);
  if (!match || burst < 1 || perSeconds < 1)
    throw new Error(`${name} must be "burst/seconds" (e.g. "20/600") or "off", received ${JSON.stringify(text)}`);
  return { burst, perSeconds };
}

/** The limit an environment variable sets ("burst/seconds" or "off"), else `fallback` when it is unset or empty. */
export function rateLimitFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  name: string,
  fallback: RateLimit,
): RateLimit | null {
  const raw = env[name];
  return raw === undefined || raw === '' ? fallback : parseRateLimit(raw, name);
}
