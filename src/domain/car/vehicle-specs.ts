/** spec §5 Specs: "a configured list of spec keys (default: rego) is removed" (the site's features.specs.removedKeys). */
const DEFAULT_REMOVED_SPEC_KEYS: readonly string[] = ['rego'];

export interface SpecRow {
  /** The spec's key, e.g. 'rego', 'engine_size', 'towingcapacitybraked'. */
  key: string;
  label: string;
  value: string | number | null | undefined;
}

/**
 * spec §5: rows with empty values are hidden. Decided: empty is null, undefined, NaN, or
 * text that is blank after trimming; 0 is a value and shows (0 cylinders on an electric
 * car is information).
 */
function isEmptySpecValue(value: SpecRow['value']): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  return value.trim() === '';
}

/**
 * The rows of the All Specifications section: empty rows hidden and the removed keys left
 * out (spec §5), in the order given. Decided: keys match ignoring case and surrounding
 * spaces ('Rego' is removed by 'rego').
 */
export function visibleSpecRows<R extends SpecRow>(
  rows: readonly R[],
  removedKeys: readonly string[] = DEFAULT_REMOVED_SPEC_KEYS,
): R[] {
  const removed = new Set(removedKeys.map((key) => key.trim().toLowerCase()));
  return rows.filter((row) => !isEmptySpecValue(row.value) && !removed.has(row.key.trim().toLowerCase()));
}

/**
 * spec §2 Vehicle page: All Specifications is titled '{type} Details'. Decided: the type is
 * the kind of vehicle (the car's item_type: car, motorcycle, caravan), capitalised:
 * 'caravan' → 'Caravan Details'. An empty type reads 'Vehicle Details'.
 */
export function specsTitle(type: string): string {
  const word = type.trim();
  if (word === '') return 'Vehicle Details';
  return `${word.charAt(0).toUpperCase()}${word.slice(1)} Details`;
}
