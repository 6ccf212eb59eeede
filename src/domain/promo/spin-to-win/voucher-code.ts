/** Letters and digits nobody misreads when reading a code out or typing it: no I, O, 0 or 1. */
export const VOUCHER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Characters of a voucher code drawn at random: 32⁸, about a million million codes. */
export const VOUCHER_LENGTH = 8;

/**
 * A prize's voucher code, 'SPIN-7KQ2-M9XD', from VOUCHER_LENGTH indices into VOUCHER_ALPHABET
 * (drawn by the server's CSPRNG): grouped by four, as a counter reads it back.
 */
export function voucherCode(indices: readonly number[]): string {
  if (indices.length !== VOUCHER_LENGTH || indices.some((i) => !Number.isInteger(i) || !VOUCHER_ALPHABET[i]))
    throw new RangeError(`A voucher code needs ${VOUCHER_LENGTH} indices into its alphabet`);
  const letters = indices.map((i) => VOUCHER_ALPHABET[i]).join('');
  return `SPIN-${letters.slice(0, 4)}-${letters.slice(4)}`;
}
