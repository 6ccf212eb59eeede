/**
 * The features a shopper can filter by (spec §3 filtered_features): the equipment people
 * look for, out of the long standard equipment lists. A car offers the ones its own list
 * names, however the feed spells them ('Tow Bar' is Towbar).
 */
export const FILTERABLE_FEATURES = [
  'Apple CarPlay',
  'Android Auto',
  'Reversing Camera',
  '360 Degree Camera',
  'Adaptive Cruise Control',
  'Blind Spot Monitor',
  'Lane Keep Assist',
  'Satellite Navigation',
  'Heated Front Seats',
  'Leather-accented Seats',
  'Sunroof',
  'Power Tailgate',
  'Towbar',
  'Heated Grips',
  'Quickshifter',
  'Ensuite (Shower & Toilet)',
  'Solar Panels',
  'Off-Road Suspension',
  'Bunk Beds',
] as const;

const key = (feature: string) => feature.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

const BY_KEY = new Map<string, string>(FILTERABLE_FEATURES.map((feature) => [key(feature), feature]));

/** A car's filterable features, in the order of the list above, each once. */
export function filteredFeatures(equipment: readonly string[]): string[] {
  const found = new Set(equipment.map((item) => BY_KEY.get(key(item))).filter((f): f is string => f !== undefined));
  return FILTERABLE_FEATURES.filter((feature) => found.has(feature));
}
