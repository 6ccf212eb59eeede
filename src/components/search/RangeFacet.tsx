import { Fragment, useEffect, useRef, useState } from 'react';
import { formatRangeValue, RANGE_TITLES } from '../../domain/search/applied-filters.ts';
import {
  keyedSliderInput,
  moveRangeThumb,
  RANGE_DEBOUNCE_MS,
  rangeSliderRefinement,
  type SliderBounds,
  type SliderValues,
} from '../../domain/search/sliders.ts';
import type { RangeField } from '../../search/document.ts';
import { useSliderRange } from './use-slider-range.ts';

/**
 * A range slider (spec §2) of two native range inputs, so each thumb is keyboard operable and
 * announces its value; the search runs 400 ms after the last move (spec §9). The inputs take
 * any value (step="any") and the keys step them here, by the spec's step: a native step would
 * snap the rounded values of spec §5 to its own grid.
 */
export function RangeFacet(props: { field: RangeField; bounds: SliderBounds; idPrefix: string; drawn: boolean }) {
  const { field, bounds, idPrefix } = props;
  const { low = bounds.min, high = bounds.max, refine } = useSliderRange(field);
  const [values, setValues] = useState<SliderValues>([low, high]);
  // the refinement waiting for the debounce; made at once if the slider goes (the drawer closing)
  const pending = useRef<{ timer: number; run(): void } | null>(null);
  useEffect(() => setValues([low, high]), [low, high]);
  useEffect(
    () => () => {
      if (!pending.current) return;
      window.clearTimeout(pending.current.timer);
      pending.current.run();
    },
    [],
  );

  const change = (thumb: 'min' | 'max', input: number) => {
    const moved = moveRangeThumb(field, values, thumb, input, bounds);
    // spec §5, §8: a value outside the range is ignored and logged
    if (!('values' in moved)) return console.warn(`The ${field} slider ignored ${moved.input}: ${moved.rejected}`);
    setValues(moved.values);
    if (pending.current) window.clearTimeout(pending.current.timer);
    const run = () => {
      pending.current = null;
      refine(rangeSliderRefinement(moved.values, bounds));
    };
    pending.current = { timer: window.setTimeout(run, RANGE_DEBOUNCE_MS), run };
  };
  // in a section not yet opened the slider keeps its state but draws nothing
  if (!props.drawn) return null;
  const label = RANGE_TITLES[field];
  const id = `${idPrefix}-${field}`;
  return (
    <fieldset className="facet facet--range">
      <legend className="visually-hidden">{label}</legend>
      <output className="range__values" htmlFor={`${id}-min ${id}-max`} aria-live="off">
        {formatRangeValue(field, values[0])} – {formatRangeValue(field, values[1])}
      </output>
      <div className="range__inputs">
        {(['min', 'max'] as const).map((end, thumb) => (
          <Fragment key={end}>
            <label className="visually-hidden" htmlFor={`${id}-${end}`}>
              {end === 'min' ? 'Minimum' : 'Maximum'} {label.toLowerCase()}
            </label>
            <input
              id={`${id}-${end}`}
              type="range"
              min={bounds.min}
              max={bounds.max}
              step="any"
              value={values[thumb]}
              aria-valuetext={formatRangeValue(field, values[thumb] ?? bounds.min)}
              onChange={(event) => change(end, Number(event.currentTarget.value))}
              onKeyDown={(event) => {
                const input = keyedSliderInput(event.key, values[thumb] ?? bounds.min, bounds);
                if (input === null) return;
                event.preventDefault();
                change(end, input);
              }}
            />
          </Fragment>
        ))}
      </div>
    </fieldset>
  );
}
