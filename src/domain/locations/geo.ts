/** spec §9 "Earth radius 6371 km" (the mean radius the haversine distance uses). */
const EARTH_RADIUS_KM = 6371;

/** spec §9 "Feet to metres 0.3048" (caravan body length and width come in feet). */
const METRES_PER_FOOT = 0.3048;

/** A point in degrees, named as a location's address names it (spec §3: lat, long). */
interface GeoPoint {
  lat: number;
  long: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points in km (haversine formula, spec §9). */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.lat - from.lat);
  const dLong = radians(to.long - from.long);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function feetToMetres(feet: number): number {
  return feet * METRES_PER_FOOT;
}

/**
 * The item closest to `point` with its distance, or null for an empty list (e.g. the
 * nearest location to a geocoded postcode). Equal distances: the first listed wins.
 */
function nearest<T>(
  point: GeoPoint,
  items: readonly T[],
  pointOf: (item: T) => GeoPoint,
): { item: T; distanceKm: number } | null {
  let best: { item: T; distanceKm: number } | null = null;
  for (const item of items) {
    const distance = distanceKm(point, pointOf(item));
    if (!best || distance < best.distanceKm) best = { item, distanceKm: distance };
  }
  return best;
}

/** The location nearest to `point` (by its address's lat and long), or null when there are none. */
export function nearestLocation<L extends { address: GeoPoint }>(
  point: GeoPoint,
  locations: readonly L[],
): { location: L; distanceKm: number } | null {
  const found = nearest(point, locations, (location) => location.address);
  return found && { location: found.item, distanceKm: found.distanceKm };
}
