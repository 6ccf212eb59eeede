import { systemClock, type Clock } from '../clock.ts';

/** How many requests a bucket allows: a burst of `burst`, refilled at `burst` per `perSeconds`. */
export interface RateLimit {
  burst: number;
  perSeconds: number;
}

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * An in-memory token bucket per key (a client address). Each instance of a
 * serverless deployment keeps its own buckets, so the limit there is per instance: a shared
 * store is the step up when that matters. The map is bounded: past maxKeys, the buckets
 * that have refilled completely are dropped first (they carry no information), then the
 * oldest.
 */
export class TokenBuckets {
  readonly #limit: RateLimit;
  readonly #clock: Clock;
  readonly #maxKeys: number;
  readonly #buckets = new Map<string, Bucket>();

  constructor(limit: RateLimit, options: { clock?: Clock | undefined; maxKeys?: number } = {}) {
    if (!(limit.burst >= 1) || !(limit.perSeconds > 0))
      throw new Error(
        `A rate limit needs a burst of 1 or more and a positive period, received ${JSON.stringify(limit)}`,
      );
    this.#limit = limit;
    this.#clock = options.clock ?? systemClock;
    this.#maxKeys = options.maxKeys ?? 50_000;
  }

  /** Takes one token for key, or says how many seconds until one is there. */
  take(key: string): RateDecision {
    const now = this.#clock.now().getTime();
    const { burst, perSeconds } = this.#limit;
    const perMs = burst / (perSeconds * 1000);
    const bucket = this.#buckets.get(key);
    const tokens = bucket ? Math.min(burst, bucket.tokens + (now - bucket.at) * perMs) : burst;
    if (tokens < 1) {
      if (bucket) Object.assign(bucket, { tokens, at: now });
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) };
    }
    // re-inserting keeps the map in order of last use, oldest first
    this.#buckets.delete(key);
    this.#buckets.set(key, { tokens: tokens - 1, at: now });
    if (this.#buckets.size > this.#maxKeys) this.#prune(now, perMs);
    return { ok: true };
  }

  #prune(now: number, perMs: number): void {
    for (const [key, bucket] of this.#buckets)
      if (bucket.tokens + (now - bucket.at) * perMs >= this.#limit.burst) this.#buckets.delete(key);
    for (const key of this.#buckets.keys()) {
      if (this.#buckets.size <= this.#maxKeys) break;
      this.#buckets.delete(key);
    }
  }
}

/**
 * A limit written as "burst/seconds" (e.g. "20/600": 20 at once, 20 more every 10 minutes),
 * or "off": the settings LEAD_RATE_LIMIT_IP and PRINT_RATE_LIMIT_IP.
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
