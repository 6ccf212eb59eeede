import { SPIN_TO_WIN_TEXT } from '../../domain/promo/spin-to-win/texts.ts';

/** The wheel is drawn in a square viewBox of this half-width, centred on 0,0. */
export const WHEEL_RADIUS = 240;
/** Where a segment's label is centred, from the middle. */
const LABEL_RADIUS = 150;

/** One segment of the wheel, as the island draws it. */
export interface WheelSegment {
  /** The prize it stands for; null: no prize. */
  prizeId: string | null;
  label: string;
  /** Its outline: an SVG path in the wheel's viewBox. */
  path: string;
  /** Its middle, in degrees clockwise from the top, where the pointer is. */
  middle: number;
  /** Its label's place, along the segment's middle: reading outwards on the right half, inwards on the left. */
  labelTransform: string;
  /** Its colour: prizes alternate two, no prize has its own. */
  tone: 'a' | 'b' | 'none';
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The point at `degrees` clockwise from the top, at `radius`. */
function point(degrees: number, radius: number): string {
  const radians = (degrees * Math.PI) / 180;
  return `${round(radius * Math.sin(radians))} ${round(-radius * Math.cos(radians))}`;
}

/**
 * The wheel's segments: one per prize in the campaign's order, each followed by a 'no prize'
 * segment when the prizes leave some chance of winning nothing, all the same size. The wheel
 * shows what can be won, not the odds (the odds are written beside it): a segment's size is
 * no chance, and the draw is the server's, which the wheel only turns to show.
 */
export function wheelSegments(prizes: readonly { id: string; label: string }[], withNoPrize: boolean): WheelSegment[] {
  const entries = prizes.flatMap((prize, i) => [
    { prizeId: prize.id, label: prize.label, tone: i % 2 === 0 ? ('a' as const) : ('b' as const) },
    ...(withNoPrize ? [{ prizeId: null, label: SPIN_TO_WIN_TEXT.noPrizeLabel, tone: 'none' as const }] : []),
  ]);
  const size = 360 / entries.length;
  return entries.map((entry, i) => {
    const start = i * size;
    const end = start + size;
    const middle = start + size / 2;
    const largeArc = size > 180 ? 1 : 0;
    return {
      ...entry,
      path:
        entries.length === 1
          ? `M 0 ${-WHEEL_RADIUS} A ${WHEEL_RADIUS} ${WHEEL_RADIUS} 0 1 1 0 ${WHEEL_RADIUS} A ${WHEEL_RADIUS} ${WHEEL_RADIUS} 0 1 1 0 ${-WHEEL_RADIUS} Z`
          : `M 0 0 L ${point(start, WHEEL_RADIUS)} A ${WHEEL_RADIUS} ${WHEEL_RADIUS} 0 ${largeArc} 1 ${point(end, WHEEL_RADIUS)} Z`,
      middle: round(middle),
      // along the segment's middle, turned so that no label on the wheel at rest reads upside down
      labelTransform: `rotate(${round(middle)}) translate(0 ${-LABEL_RADIUS}) rotate(${middle > 180 ? 90 : -90})`,
    };
  });
}
