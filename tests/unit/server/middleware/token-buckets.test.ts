import { describe, expect, it } from 'vitest';
import { rateLimitFromEnv, TokenBuckets } from '../../../../src/server/middleware/token-buckets.ts';
import { testClock } from '../../../support/clock.ts';

describe('token buckets', () => {
  it('allow the burst, then one per refill interval, with the wait in whole seconds', () => {
    const clock = testClock(new Date(0));
    const buckets = new TokenBuckets({ burst: 3, perSeconds: 30 }, { clock });
    expect([1, 2, 3].map(() => buckets.take('a').ok)).toEqual([true, true, true]);
    expect(buckets.take('a')).toEqual({ ok: false, retryAfterSeconds: 10 });
    clock.advance(4_000);
    expect(buckets.take('a')).toEqual({ ok: false, retryAfterSeconds: 6 });
    clock.advance(6_000);
    expect(buckets.take('a').ok).toBe(true);
    expect(buckets.take('b').ok).toBe(true);
  });

  it('never refill past the burst', () => {
    const clock = testClock(new Date(0));
    const buckets = new TokenBuckets({ burst: 2, perSeconds: 1 }, { clock });
    clock.advance(3_600_000);
    expect([1, 2, 3].map(() => buckets.take('a').ok)).toEqual([true, true, false]);
  });

  it('stay bounded: past maxKeys the full buckets and then the oldest go', () => {
    const clock = testClock(new Date(0));
    const buckets = new TokenBuckets({ burst: 1, perSeconds: 60 }, { clock, maxKeys: 3 });
    for (const key of ['a', 'b', 'c', 'd']) buckets.take(key);
    // 'a' was dropped as the oldest: it may send again (a limit forgets before it blocks wrongly)
    expect(buckets.take('a').ok).toBe(true);
    expect(buckets.take('d').ok).toBe(false);
    clock.advance(60_000);
    expect(buckets.take('d').ok).toBe(true);
  });

  it('refuse a limit that could never allow anything', () => {
    expect(() => new TokenBuckets({ burst: 0, perSeconds: 60 })).toThrow('burst of 1 or more');
  });
});

describe('rate limit settings', () => {
  const FALLBACK = { burst: 7, perSeconds: 70 };
  it.each([
    ['20/600', { burst: 20, perSeconds: 600 }],
    [' 5 / 3600 ', { burst: 5, perSeconds: 3600 }],
    ['off', null],
    ['OFF', null],
  ])('%j → %j', (text, limit) => expect(rateLimitFromEnv({ X: text }, 'X', FALLBACK)).toEqual(limit));

  it.each([[{}], [{ X: '' }]])('unset or empty (%j): the default', (env) => {
    expect(rateLimitFromEnv(env, 'X', FALLBACK)).toBe(FALLBACK);
  });

  it.each([['20'], ['0/60'], ['a/b'], ['20/0']])('%j is refused with the setting’s name', (text) => {
    expect(() => rateLimitFromEnv({ LEAD_RATE_LIMIT_IP: text }, 'LEAD_RATE_LIMIT_IP', FALLBACK)).toThrow(
      'LEAD_RATE_LIMIT_IP must be "burst/seconds"',
    );
  });
});
