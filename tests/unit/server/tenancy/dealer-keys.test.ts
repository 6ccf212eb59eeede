import { describe, expect, it } from 'vitest';
import { DealerKeyring, dealerKeysFromEnv } from '../../../../src/server/tenancy/dealer-keys.ts';
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

  it('refuse one key on two sites at start, naming both variables and never the key: a call is placed by its key', () => {
    const start = () =>
      dealerKeysFromEnv(sites, {
        HARBOURSIDE_TOYOTA_DEALER_KEY: KEY,
        DRIVEWISE_ONLINE_DEALER_KEY: 'd'.repeat(40),
        SOUTHERN_CROSS_MOTORS_DEALER_KEY: ` ${KEY} `,
      });
    // the sites in their folders' order
    expect(start).toThrow(
      'HARBOURSIDE_TOYOTA_DEALER_KEY (the dealer key of harbourside-toyota) and ' +
        'SOUTHERN_CROSS_MOTORS_DEALER_KEY (the dealer key of southern-cross-motors) are the same key: ' +
        'each site needs a dealer key of its own, since a call to the API’s own address is placed by its key',
    );
    expect(start).not.toThrow(KEY);
    // a fallback key that is a variable's is refused too
    expect(() =>
      dealerKeysFromEnv(sites, { HARBOURSIDE_TOYOTA_DEALER_KEY: KEY }, (site) =>
        site.slug === 'drivewise-online' ? KEY : undefined,
      ),
    ).toThrow(/the local dealer key of drivewise-online/);
  });
});

describe('the dealer keyring', () => {
  const keyring = new DealerKeyring(
    new Map([
      ['harbourside-toyota', KEY],
      ['drivewise-online', 'd'.repeat(40)],
    ]),
  );

  it('knows a site’s key whole: a prefix, a longer key, another site’s or none is not it', () => {
    expect(keyring.isKeyOf('harbourside-toyota', KEY)).toBe(true);
    expect(keyring.isKeyOf('harbourside-toyota', KEY.slice(0, -1))).toBe(false);
    expect(keyring.isKeyOf('harbourside-toyota', `${KEY}k`)).toBe(false);
    expect(keyring.isKeyOf('harbourside-toyota', '')).toBe(false);
    expect(keyring.isKeyOf('harbourside-toyota', 'd'.repeat(40))).toBe(false);
    expect(keyring.isKeyOf('southern-cross-motors', KEY)).toBe(false);
    expect([keyring.has('drivewise-online'), keyring.has('southern-cross-motors')]).toEqual([true, false]);
  });

  it('finds the site whose key a token is, and none for a key no site has', () => {
    expect(keyring.siteOf(KEY)).toBe('harbourside-toyota');
    expect(keyring.siteOf('d'.repeat(40))).toBe('drivewise-online');
    expect(keyring.siteOf(`${KEY}k`)).toBeNull();
    expect(keyring.siteOf('')).toBeNull();
  });

  it('places no call by a key two sites share (were such keys handed in)', () => {
    const shared = new DealerKeyring(
      new Map([
        ['harbourside-toyota', KEY],
        ['southern-cross-motors', KEY],
      ]),
    );
    expect(shared.siteOf(KEY)).toBeNull();
    expect(shared.isKeyOf('southern-cross-motors', KEY)).toBe(true);
  });
});
