import { useEffect, useRef, useState } from 'react';
import { countUpElapsed, countUpValue } from '../../domain/text/animation.ts';

/**
 * The number on screen for `target` (spec §9 count-up 1 s): when the target changes, it counts
 * from the number on screen to the new one; at once when the shopper asks for reduced motion.
 */
function useCountUp(target: number): number {
  const [shown, setShown] = useState(target);
  const onScreen = useRef(target);
  useEffect(() => {
    const from = onScreen.current;
    if (from === target) return;
    const show = (value: number) => {
      onScreen.current = value;
      setShown(value);
    };
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      show(target);
      return;
    }
    // the second counts from the first frame drawn, not from the render
    let elapsed = 0;
    let last: number | undefined;
    let frame = 0;
    const step = (now: number) => {
      elapsed = countUpElapsed(elapsed, last, now);
      last = now;
      const value = countUpValue(from, target, elapsed);
      show(value);
      if (value !== target) frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [target]);
  return shown;
}

/**
 * A text with a count in it ('21 cars', 'Show me 21 cars') whose number counts to a new value
 * in front of the shopper. Assistive technology reads the final text at once: the counting
 * digits are hidden from it, and a live region around this announces one change, not each step.
 */
export function CountUpText(props: { count: number; text(count: number): string }) {
  const shown = useCountUp(props.count);
  return (
    <>
      <span className="count-up__shown" aria-hidden="true">
        {props.text(shown)}
      </span>
      <span className="count-up__final visually-hidden">{props.text(props.count)}</span>
    </>
  );
}
