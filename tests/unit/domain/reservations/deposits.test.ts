import { describe, expect, it } from 'vitest';
import { takesDeposits } from '../../../../src/domain/reservations/checkout.ts';

describe('takesDeposits: a site that reserves cars or sells some online takes card deposits', () => {
  it.each([
    [true, { mode: 'off' }, true],
    [false, { mode: 'used' }, true],
    [false, { mode: 'all' }, true],
    [false, { mode: 'off' }, false],
  ] as const)('reserve %s, online buying %o → %s', (enabled, onlineBuying, takes) => {
    expect(takesDeposits({ reserve: { enabled, amount: 200 }, onlineBuying })).toBe(takes);
  });

  it('a site selling only some makes online takes them too', () => {
    expect(
      takesDeposits({ reserve: { enabled: false, amount: 200 }, onlineBuying: { mode: 'makes', makes: ['Kia'] } }),
    ).toBe(true);
  });
});
