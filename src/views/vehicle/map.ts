/** Where a location is on the map (site.locations[].address lat/long). */
export interface MapPoint {
  lat: number;
  long: number;
}

/** About 1 km either way: the streets around the yard, enough to find it. */
const HALF_SPAN_DEGREES = 0.008;

const fixed = (value: number) => value.toFixed(5);

/**
 * The embeddable OpenStreetMap view of a point, with its marker (spec §2 #vehicle-map).
 * Decided: OpenStreetMap's own embed, which needs no key and no script on our page; it is
 * made only as the shopper nears it (the vehicle page's map.ts script).
 */
export function mapEmbedUrl(point: MapPoint): string {
  const bbox = [
    point.long - HALF_SPAN_DEGREES,
    point.lat - HALF_SPAN_DEGREES,
    point.long + HALF_SPAN_DEGREES,
    point.lat + HALF_SPAN_DEGREES,
  ].map(fixed);
  const query = new URLSearchParams({
    bbox: bbox.join(','),
    layer: 'mapnik',
    marker: `${fixed(point.lat)},${fixed(point.long)}`,
  });
  return `https://www.openstreetmap.org/export/embed.html?${query.toString()}`;
}

/** The same place on openstreetmap.org, for a larger map. */
export function mapPageUrl(point: MapPoint): string {
  return `https://www.openstreetmap.org/?mlat=${fixed(point.lat)}&mlon=${fixed(point.long)}#map=16/${fixed(point.lat)}/${fixed(point.long)}`;
}
