import type { SpinResult as Result } from '../../domain/promo/spin-to-win/answers.ts';
import { ALREADY_SPUN_TEXT, NO_PRIZE_TEXT, prizeWonText } from '../../domain/promo/spin-to-win/texts.ts';

interface Props {
  id: string;
  /** The spin once the wheel has stopped on it; null before (the region is there, empty, to be announced into). */
  spin: Result | null;
  /** A spin made before this visit: said as such. */
  before: boolean;
}

/**
 * Where the result is told: a live region that is on the page from the start and filled once
 * the wheel stops, so it is announced then, never before the wheel shows it; the page moves
 * focus to it too.
 */
export function SpinResult({ id, spin, before }: Props) {
  const text = spin?.prize ? prizeWonText(spin.prize.name, spin.voucher) : spin ? NO_PRIZE_TEXT : null;
  return (
    <div
      className={`spin-to-win__result${spin?.prize ? ' spin-to-win__result--won' : ''}`}
      id={id}
      tabIndex={-1}
      aria-live="polite"
    >
      {text && (
        <>
          {before && <p>{ALREADY_SPUN_TEXT}</p>}
          <p className="spin-to-win__headline">{text.headline}</p>
          <p>{text.detail}</p>
        </>
      )}
    </div>
  );
}
