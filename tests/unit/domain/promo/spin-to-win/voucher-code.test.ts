import { describe, expect, it } from 'vitest';
import { VOUCHER_ALPHABET, voucherCode } from '../../../../../src/domain/promo/spin-to-win/voucher-code.ts';

describe('voucher codes', () => {
  it('groups eight characters by four behind SPIN, from an alphabet without I, O, 0 or 1', () => {
    expect(VOUCHER_ALPHABET).toHaveLength(32);
    expect(VOUCHER_ALPHABET).not.toMatch(/[IO01]/);
    expect(voucherCode([0, 1, 2, 3, 28, 29, 30, 31])).toBe('SPIN-ABCD-6789');
  });

  it('refuses indices that are not eight places in the alphabet', () => {
    expect(() => voucherCode([0, 1, 2])).toThrow(RangeError);
    expect(() => voucherCode([0, 1, 2, 3, 4, 5, 6, 32])).toThrow(RangeError);
    expect(() => voucherCode([0, 1, 2, 3, 4, 5, 6, 1.5])).toThrow(RangeError);
  });
});
