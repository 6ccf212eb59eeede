/** spec §5: price and km slider values are rounded to the nearest 1000. */
const SLIDER_ROUNDING = 1000;
/** spec §9: a range slider's maximum when the facet gives none. */
const RANGE_SLIDER_DEFAULT_MAX = 100000;
/** spec §9: range slider steps are a hundredth of the range. */
const RANGE_SLIDER_STEPS = 100;
/** spec §4, §9: range slider values are debounced 400 ms; text search 300 ms. */
export const RANGE_DEBOUNCE_MS = 400;
export const TEXT_DEBOUNCE_MS = 300;

export interface SliderBounds {
  min: number;
  max: number;
}

type SliderRejection = 'not-a-number' | 'below-minimum' | 'above-maximum';

export type SliderValue = { value: number } | { rejected: SliderRejection; input: number };

/**
 * spec §5: a price or km slider value. A value outside the range is ignored — returned as
 * rejected for the caller to log (spec §8: logged only), never thrown. A value inside is
 * rounded to the nearest 1000 and clamped, since rounding can step past a bound.
 */
function sliderValue(input: number, bounds: SliderBounds, rounding: number): SliderValue {
  if (!Number.isFinite(input)) return { rejected: 'not-a-number', input };
  if (input < bounds.min) return { rejected: 'below-minimum', input };
  if (input > bounds.max) return { rejected: 'above-maximum', input };
  const rounded = Math.round(input / rounding) * rounding;
  // + 0 turns a -0 (from rounding a small negative) into 0
  return { value: Math.min(Math.max(rounded, bounds.min), bounds.max) + 0 };
}

/** spec §9: the slider's bounds from the facet's statistics; 0 to 100000 when it has none. */
export function rangeSliderBounds(stats: { min?: number | null; max?: number | null } | undefined): SliderBounds {
  return { min: stats?.min ?? 0, max: stats?.max ?? RANGE_SLIDER_DEFAULT_MAX };
}

/** spec §9: step = range / 100 (1 for an empty range, so the slider still moves). */
function rangeSliderStep(bounds: SliderBounds): number {
  const span = bounds.max - bounds.min;
  return span > 0 ? span / RANGE_SLIDER_STEPS : 1;
}

/** The keys a range slider answers (WAI-ARIA slider pattern), by how far each moves a thumb. */
const SLIDER_KEY_STEPS: Readonly<Record<string, number>> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: 10,
  PageDown: -10,
};

/**
 * Where a key sends a slider's thumb from `value`, before rounding (spec §9: a step is a
 * hundredth of the range, Page Up and Page Down ten steps; Home and End the bounds); null for
 * a key that is not the slider's. The page steps the thumbs itself rather than through the
 * native input's step: a native step of range/100 snaps every value to min + k × step, which
 * the spec §5 rounding to 1000 seldom lands on, so the thumb drew and stepped from a value
 * other than the one it announced.
 */
export function keyedSliderInput(key: string, value: number, bounds: SliderBounds): number | null {
  if (key === 'Home') return bounds.min;
  if (key === 'End') return bounds.max;
  const steps = SLIDER_KEY_STEPS[key];
  if (steps === undefined) return null;
  const moved = value + steps * rangeSliderStep(bounds);
  return Math.min(Math.max(moved, bounds.min), bounds.max);
}

/** The search page's range sliders (spec §2). */
export type RangeSliderField = 'price' | 'km' | 'year';

/**
 * A value of one of the search page's sliders, from the slider or from a link: price and km
 * by spec §5 (nearest 1000); years the same way, whole. Outside the range: rejected.
 */
export function rangeSliderValue(field: RangeSliderField, input: number, bounds: SliderBounds): SliderValue {
  return sliderValue(input, bounds, roundingOf(field));
}

function roundingOf(field: RangeSliderField): number {
  return field === 'year' ? 1 : SLIDER_ROUNDING;
}

/** A slider's two values, lowest first. */
export type SliderValues = readonly [number, number];

/**
 * One thumb of a search page slider moved to `input` (spec §5 rounding, as rangeSliderValue).
 * A step smaller than half the rounding (a range under 100 × 500) would round back to where
 * the thumb was, so a move always reaches the next rounded value in its direction; the
 * thumbs never cross. Outside the range: rejected, as rangeSliderValue.
 */
export function moveRangeThumb(
  field: RangeSliderField,
  values: SliderValues,
  thumb: 'min' | 'max',
  input: number,
  bounds: SliderBounds,
): { values: SliderValues } | Extract<SliderValue, { rejected: unknown }> {
  const settled = rangeSliderValue(field, input, bounds);
  if (!('value' in settled)) return settled;
  const current = thumb === 'min' ? values[0] : values[1];
  let value = settled.value;
  if (value === current && input !== current) {
    const next = current + Math.sign(input - current) * roundingOf(field);
    if (next >= bounds.max) value = bounds.max;
    else if (next <= bounds.min) value = bounds.min;
    else value = Math.round(next / roundingOf(field)) * roundingOf(field);
  }
  return {
    values: thumb === 'min' ? [Math.min(value, values[1]), values[1]] : [values[0], Math.max(value, values[0])],
  };
}

/**
 * What a slider refines the search by: an end at its bound is left open, so a slider at its
 * bounds refines nothing and its URL parameter is left out.
 */
export function rangeSliderRefinement(values: SliderValues, bounds: SliderBounds): { min?: number; max?: number } {
  const refinement: { min?: number; max?: number } = {};
  if (values[0] > bounds.min) refinement.min = values[0];
  if (values[1] < bounds.max) refinement.max = values[1];
  return refinement;
}
