import { describe, expect, it } from 'vitest';
import { dealerKeysFromEnv, isDealerKey } from '../../../../src/server/online-payment/dealer-keys.ts';
import { demoSites } from '../../../support/sites.ts';

const KEY = 'k'.repeat(32);

describe('the dealer keys of the sites with a dealer API (online payments, purchase journeys)', () => {
  const sites = demoSites();

  it('come from each site’s dealerApi.keyEnv variable, else from the fallback; a site without a dealer API has none', () => {
    const keys = dealerKeysFromEnv(sites, { HARBOURSIDE_TOYOTA_DEALER_KEY: KEY }, (site) => `local-${site.slug}`);
    expect(Object.fromEntries(keys)).toEqual({
      'drivewise-online': 'local-drivewise-online',
      'harbourside-toyota': KEY,
      'southern-cross-motors': 'local-southern-cross-motors',
    });
    expect(dealerKeysFromEnv(sites, {}).size).toBe(0);
  });

  it('refuse a short key or one with spaces at start, naming the variable and never the value', () => {
    for (const bad of ['short-key', `${'k'.repeat(20)} ${'k'.repeat(20)}`]) {
      const start = () => dealerKeysFromEnv(sites, { SOUTHERN_CROSS_MOTORS_DEALER_KEY: bad });
      expect(start).toThrow(/^SOUTHERN_CROSS_MOTORS_DEALER_KEY \(the dealer key of southern-cross-motors\) must be 32/);
      expect(start).not.toThrow(bad);
    }
  });

  it('are compared whole: a prefix, a longer key or another is not the key', () => {
    expect(isDealerKey(KEY, KEY)).toBe(true);
    expect(isDealerKey(KEY.slice(0, -1), KEY)).toBe(false);
    expect(isDealerKey(`${KEY}k`, KEY)).toBe(false);
    expect(isDealerKey('', KEY)).toBe(false);
  });
});
