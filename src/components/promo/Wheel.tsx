import { SPIN_TO_WIN_TEXT } from '../../domain/promo/spin-to-win/texts.ts';
import { WHEEL_RADIUS, type WheelSegment } from '../../views/promo/wheel.ts';

interface Props {
  segments: readonly WheelSegment[];
  /** Degrees clockwise; null: at rest as built (no style attribute in the build's HTML). */
  rotation: number | null;
  /** The wheel turns to its rotation over the stylesheet's transition; false: it is there at once. */
  turning: boolean;
  onStopped: () => void;
}

/** Room around the disc for the pointer. */
const MARGIN = 16;
const EDGE = WHEEL_RADIUS + MARGIN;
const VIEW_BOX = `${-EDGE} ${-EDGE} ${EDGE * 2} ${EDGE * 2}`;

/**
 * The prize wheel: a segment per prize and per 'no prize', and the pointer at the top. It
 * only shows the server's draw, turning to it; the odds are written beside it in words, so
 * the drawing is one image to assistive technology.
 */
export function Wheel({ segments, rotation, turning, onStopped }: Props) {
  return (
    <div className="spin-wheel">
      <svg className="spin-wheel__svg" viewBox={VIEW_BOX} role="img" aria-label={SPIN_TO_WIN_TEXT.wheelLabel}>
        <g
          className={`spin-wheel__disc${turning ? ' spin-wheel__disc--turning' : ''}`}
          style={rotation === null ? undefined : { transform: `rotate(${rotation}deg)` }}
          onTransitionEnd={(event) => {
            if (event.target === event.currentTarget) onStopped();
          }}
        >
          {segments.map((segment, i) => (
            <g key={i} className={`spin-wheel__segment spin-wheel__segment--${segment.tone}`}>
              <path d={segment.path} />
              <text transform={segment.labelTransform} textAnchor="middle" dominantBaseline="central">
                {segment.label}
              </text>
            </g>
          ))}
        </g>
        <circle className="spin-wheel__hub" r={WHEEL_RADIUS / 8} />
        <path className="spin-wheel__pointer" d={`M -18 ${-EDGE + 2} L 18 ${-EDGE + 2} L 0 ${-WHEEL_RADIUS + 34} Z`} />
      </svg>
    </div>
  );
}
