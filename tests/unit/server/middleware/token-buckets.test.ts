import { describe, expect, it } from 'vitest';
import { rateLimitFromEnv } from '../../../../src/server/middleware/rate-limiter.ts';
import { TokenBuckets } from '../../../../src/server/middleware/token-buckets.ts';
import { testClock } from '../../../support/clock.ts';

/** A request from `address` to a site (the in-memory buckets count an address across sites). */
const from = (address: string, tenant = 'harbourside-toyota') => ({ tenant, address });

describe('token buckets', () => {
  it('allow the burst, then one per refill interval, with the wait in whole seconds', async () => {
    const clock = testClock(new Date(0));
    const buckets = new TokenBuckets({ burst: 3, perSeconds: 30 }, { clock });
    expect(await takeThree(buckets)).toEqual([true, true, true]);
    expect(await buckets.take(from('a'))).toEqual({ ok: false, retryAfterSeconds: 10 });
    clock.advance(4_000);
    expect(await buckets.take(from('a'))).toEqual({ ok: false, retryAfterSeconds: 6 });
    clock.advance(6_000);
    expect((await buckets.take(from('a'))).ok).toBe(true);
    expect((await buckets.take(from('b'))).ok).toBe(true);
  });

  it('never refill past the burst', async () => {
    const clock = testClock(new Date(0));
    const buckets = new TokenBuckets({ burst: 2, perSeconds: 1 }, { clock });
    clock.advance(3_600_000);
    expect(await takeThree(buckets)).toEqual([true, true, false]);
  });

  it('stay bounded: past maxKeys the full buckets and then the oldest go', async () => {
    const clock = testClock(new Date(0));
    const buckets = new TokenBuckets({ burst: 1, perSeconds: 60 }, { clock, maxKeys: 3 });
    for (const key of ['a', 'b', 'c', 'd']) await buckets.take(from(key));
    // 'a' was dropped as the oldest: it may send again (a limit forgets before it blocks wrongly)
    expect((await buckets.take(from('a'))).ok).toBe(true);
    expect((await buckets.take(from('d'))).ok).toBe(false);
    clock.advance(60_000);
    expect((await buckets.take(from('d'))).ok).toBe(true);
  });

  it('count an address across the sites an instance serves: what they protect is the instance', async () => {
    const buckets = new TokenBuckets({ burst: 1, perSeconds: 60 }, { clock: testClock(new Date(0)) });
    expect((await buckets.take(from('a', 'harbourside-toyota'))).ok).toBe(true);
    expect((await buckets.take(from('a', 'southern-cross-motors'))).ok).toBe(false);
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

async function takeThree(buckets: TokenBuckets): Promise<boolean[]> {
  const taken: boolean[] = [];
  for (let n = 0; n < 3; n++) taken.push((await buckets.take(from('a'))).ok);
  return taken;
}
