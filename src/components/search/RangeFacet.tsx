import { Fragment, useEffect, useRef, useState } from 'react';
import { useRange } from 'react-instantsearch-core';
import { formatKilometres, formatPrice } from '../../domain/format.ts';
import {
  RANGE_DEBOUNCE_MS,
  rangeSliderStep,
  rangeSliderValue,
  type SliderBounds,
} from '../../domain/search/sliders.ts';
import type { RangeField } from '../../search/document.ts';

const LABELS: Record<RangeField, string> = { price: 'Price', km: 'Kilometres', year: 'Year' };

function formatValue(field: RangeField, value: number): string {
  if (field === 'price') return formatPrice(value);
  if (field === 'km') return formatKilometres(value);
  return String(value);
}

/** spec §5, §8: a value outside the range is ignored and logged. */
function settle(field: RangeField, input: number, bounds: SliderBounds): number | null {
  const result = rangeSliderValue(field, input, bounds);
  if ('value' in result) return result.value;
  console.warn(`The ${field} slider ignored ${result.input}: ${result.rejected}`);
  return null;
}

/**
 * A range slider (spec §2) of two native range inputs, so each thumb is keyboard operable and
 * announces its value; the search runs 400 ms after the last move (spec §9).
 */
export function RangeFacet(props: { field: RangeField; bounds: SliderBounds; idPrefix: string }) {
  const { field, bounds, idPrefix } = props;
  // bounds come from the build: given to the connector, they would be written into every URL
  const { start, refine } = useRange({ attribute: field });
  const current: [number, number] = [
    Number.isFinite(start[0]) ? (start[0] as number) : bounds.min,
    Number.isFinite(start[1]) ? (start[1] as number) : bounds.max,
  ];
  const [values, setValues] = useState<[number, number]>(current);
  const timer = useRef<number | undefined>(undefined);
  const [low, high] = current;
  useEffect(() => setValues([low, high]), [low, high]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const step = field === 'year' ? 1 : rangeSliderStep(bounds);
  const change = (thumb: 0 | 1, raw: number) => {
    const settled = settle(field, raw, bounds);
    if (settled === null) return;
    // the thumbs never cross
    const next: [number, number] =
      thumb === 0 ? [Math.min(settled, values[1]), values[1]] : [values[0], Math.max(settled, values[0])];
    setValues(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      refine([next[0] === bounds.min ? undefined : next[0], next[1] === bounds.max ? undefined : next[1]]);
    }, RANGE_DEBOUNCE_MS);
  };
  const label = LABELS[field];
  const id = `${idPrefix}-${field}`;
  return (
    <fieldset className="facet facet--range">
      <legend className="visually-hidden">{label}</legend>
      <output className="range__values" htmlFor={`${id}-min ${id}-max`} aria-live="off">
        {formatValue(field, values[0])} – {formatValue(field, values[1])}
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
              step={step}
              value={values[thumb]}
              aria-valuetext={formatValue(field, values[thumb] ?? bounds.min)}
              onChange={(event) => change(thumb as 0 | 1, Number(event.currentTarget.value))}
            />
          </Fragment>
        ))}
      </div>
    </fieldset>
  );
}
