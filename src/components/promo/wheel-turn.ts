/** Whole turns the wheel makes before it stops: enough to read as a spin over its 3 seconds. */
const FULL_TURNS = 5;

/**
 * The segment the wheel stops on for a result: the prize's own, or for no prize one of the
 * 'no prize' segments, chosen by the spin's time so a reload stops on the same one. -1 when
 * the wheel has no such segment (a prize since taken off the wheel): it then does not turn.
 */
export function landingSegment(
  segments: readonly { prizeId: string | null }[],
  prizeId: string | null,
  spunAt: string,
): number {
  const matching = segments.flatMap((segment, i) => (segment.prizeId === prizeId ? [i] : []));
  if (matching.length === 0) return -1;
  const seed = Math.abs(Date.parse(spunAt)) || 0;
  return matching[seed % matching.length]!;
}

/**
 * The wheel's rotation, in degrees clockwise, that brings a segment's middle under the
 * pointer at the top: after FULL_TURNS when it spins, else straight there.
 */
export function landingRotation(middle: number, spins: boolean): number {
  return (spins ? FULL_TURNS * 360 : 0) + ((360 - middle) % 360);
}
