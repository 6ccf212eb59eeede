import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryKey } from '../../../../src/domain/search/query-key.ts';
import {
  emptyResultCache,
  readResultCache,
  type ResultCache,
  storeResult,
} from '../../../../src/domain/search/result-cache.ts';

const keys = (cache: ResultCache<unknown>) => cache.entries.map(([key]) => key);

describe('result cache (spec §9: about 10 recent queries, the oldest dropped)', () => {
  it('holds 10 queries by default', () => {
    expect(emptyResultCache().limit).toBe(10);
  });

  it('returns what was stored, and nothing for an unknown query', () => {
    const cache = storeResult(emptyResultCache<number>(), 'q1', 42);
    expect(readResultCache(cache, 'q1').value).toBe(42);
    expect(readResultCache(cache, 'q2')).toEqual({ cache, value: undefined });
  });

  it('drops the oldest beyond the limit', () => {
    let cache = emptyResultCache<number>(3);
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) cache = storeResult(cache, key, i);
    expect(keys(cache)).toEqual(['b', 'c', 'd']);
    expect(readResultCache(cache, 'a').value).toBeUndefined();
  });

  it('counts a read or a new store as recent use', () => {
    let cache = emptyResultCache<number>(3);
    for (const key of ['a', 'b', 'c']) cache = storeResult(cache, key, 0);
    cache = readResultCache(cache, 'a').cache;
    cache = storeResult(cache, 'd', 0);
    expect(keys(cache)).toEqual(['c', 'a', 'd']);
    cache = storeResult(cache, 'c', 1);
    expect(keys(cache)).toEqual(['a', 'd', 'c']);
    expect(readResultCache(cache, 'c').value).toBe(1);
  });

  it('never changes the cache it was given', () => {
    const cache = storeResult(emptyResultCache<number>(2), 'a', 1);
    storeResult(cache, 'b', 2);
    readResultCache(cache, 'a');
    expect(keys(cache)).toEqual(['a']);
  });

  it('never exceeds its limit, and keeps the latest store', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.tuple(fc.constantFrom('get', 'put'), fc.integer({ min: 0, max: 15 }))),
        (limit, operations) => {
          let cache = emptyResultCache<number>(limit);
          for (const [operation, n] of operations) {
            cache = operation === 'put' ? storeResult(cache, `q${n}`, n) : readResultCache(cache, `q${n}`).cache;
            expect(cache.entries.length).toBeLessThanOrEqual(limit);
            expect(new Set(keys(cache)).size).toBe(cache.entries.length);
            if (operation === 'put') expect(readResultCache(cache, `q${n}`).value).toBe(n);
          }
        },
      ),
    );
  });
});

describe('queryKey', () => {
  it('is the same whatever the order of the keys', () => {
    expect(queryKey({ query: 'rav4', refinements: { make: ['Toyota'], body: 'SUV' }, page: 1 })).toBe(
      queryKey({ page: 1, refinements: { body: 'SUV', make: ['Toyota'] }, query: 'rav4' }),
    );
  });

  it('tells different queries apart, array order included', () => {
    expect(queryKey({ make: ['Toyota', 'Kia'] })).not.toBe(queryKey({ make: ['Kia', 'Toyota'] }));
    expect(queryKey({ page: 1 })).not.toBe(queryKey({ page: 2 }));
  });
});
