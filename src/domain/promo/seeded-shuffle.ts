/**
 * A shuffle that depends only on its seed (mulberry32 feeding Fisher–Yates), so the order
 * of unpositioned promo cards (spec §4 "optionally shuffled") is reproducible: the same
 * seed gives the same order on every build and in every test. The caller chooses the
 * seed (the build time, a page number...); nothing here reads a clock or Math.random.
 * The stock generator (src/catalog/random.ts) draws from the same generator.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A new array with the items in an order fixed by `seed`; the input is left as it was. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const next = mulberry32(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
