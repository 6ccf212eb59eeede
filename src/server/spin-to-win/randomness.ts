// The draw's randomness from Web Crypto's CSPRNG (crypto.getRandomValues), not node:crypto:
// the API's modules run on serverless runtimes that have only web APIs.

const TWO_32 = 2 ** 32;
const TWO_48 = 2 ** 48;

/** A uniform value in [0, 1): 48 random bits, every one of the 2⁴⁸ values equally likely. */
export function randomUnit(): number {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return ((high! >>> 16) * TWO_32 + low!) / TWO_48;
}

/**
 * `count` uniform indices below `size`, a power of two up to 256, so a random byte's low bits
 * serve with no modulo bias (the voucher alphabet has 32 characters).
 */
export function randomIndices(count: number, size: number): number[] {
  if (!(size >= 1 && size <= 256 && Number.isInteger(Math.log2(size))))
    throw new RangeError(`randomIndices needs a power of two up to 256, received ${size}`);
  return [...crypto.getRandomValues(new Uint8Array(count))].map((byte) => byte & (size - 1));
}
