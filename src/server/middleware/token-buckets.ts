import { systemClock, type Clock } from '../clock.ts';
import { checkRateLimit, type RateDecision, type RateKey, type RateLimit, type RateLimiter } from './rate-limiter.ts';

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * An in-memory token bucket per client address, kept by this instance alone: each instance
 * of a serverless deployment counts for itself. Right for what protects the instance (its
 * CPU, its event loop), where the address is counted across every tenant the instance
 * serves; a limit that protects the dealer or a shopper is SharedTokenBuckets. The map is
 * bounded: past maxKeys, the buckets that have refilled completely are dropped first (they
 * carry no information), then the oldest.
 */
export class TokenBuckets implements RateLimiter {
  readonly #limit: RateLimit;
  readonly #clock: Clock;
  readonly #maxKeys: number;
  readonly #buckets = new Map<string, Bucket>();

  constructor(limit: RateLimit, options: { clock?: Clock | undefined; maxKeys?: number } = {}) {
    checkRateLimit(limit);
    this.#limit = limit;
    this.#clock = options.clock ?? systemClock;
    this.#maxKeys = options.maxKeys ?? 50_000;
  }

  async take({ address }: RateKey): Promise<RateDecision> {
    const now = this.#clock.now().getTime();
    const { burst, perSeconds } = this.#limit;
    const perMs = burst / (perSeconds * 1000);
    const bucket = this.#buckets.get(address);
    const tokens = bucket ? Math.min(burst, bucket.tokens + (now - bucket.at) * perMs) : burst;
    if (tokens < 1) {
      if (bucket) Object.assign(bucket, { tokens, at: now });
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) };
    }
    // re-inserting keeps the map in order of last use, oldest first
    this.#buckets.delete(address);
    this.#buckets.set(address, { tokens: tokens - 1, at: now });
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
