import { describe, expect, it } from 'vitest';
import { accountLimitsFromEnv } from '../../../../src/server/account/limits-from-env.ts';

describe('sign-in limits from the environment', () => {
  it('none set: the policy’s', () => {
    expect(accountLimitsFromEnv({})).toEqual({ caps: {}, checksPerAddress: { burst: 20, perSeconds: 600 } });
  });

  it('reads each', () => {
    expect(
      accountLimitsFromEnv({
        SIGN_IN_CODES_PER_ADDRESS: '50',
        SIGN_IN_CODES_PER_SITE_PER_DAY: '2000',
        SIGN_IN_CHECKS_PER_ADDRESS: 'off',
      }),
    ).toEqual({ caps: { perAddressPerHour: 50, perSitePerDay: 2000 }, checksPerAddress: null });
  });

  it.each([
    ['SIGN_IN_CODES_PER_ADDRESS', '0'],
    ['SIGN_IN_CODES_PER_SITE_PER_DAY', 'lots'],
    ['SIGN_IN_CHECKS_PER_ADDRESS', '20'],
  ])('a malformed %s stops the start, naming it', (name, value) => {
    expect(() => accountLimitsFromEnv({ [name]: value })).toThrow(name);
  });
});
