import type { VehicleWords } from '../domain/text/vehicle-words.ts';

/** The car a lead was about, as the success page names it. */
interface StoredLeadCar {
  id: string;
  name: string;
  car_type?: 'new' | 'used' | 'demo';
  imageSrc?: string;
  priceText?: string;
  /** What the site calls it and its test drive (site.stock: 'vehicle', 'Book a Viewing'). */
  words?: VehicleWords;
}

/**
 * spec §4 "Success with a lead_id stores the car, stores a success category locally", and
 * what /success tells of the lead beside them. Nothing that names the shopper.
 */
export interface LeadSuccess {
  category: string;
  car: StoredLeadCar | null;
  /** The lead's kind (a LeadKind when written), for what happens next. */
  kind?: string;
  /** The lead's short reference (leadReference of the id the API answered). */
  reference?: string;
  /** Where the lead went: the location chosen on the form, else the car's dealership. */
  location?: string;
  dealership?: string;
}

const LEAD_SUCCESS_KEY = 'lead-success';

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The text fields of a stored record that hold text; the others are left out. */
function texts<K extends string>(record: Record<string, unknown>, keys: readonly K[]): Partial<Record<K, string>> {
  const kept: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = record[key];
    if (isText(value)) kept[key] = value;
  }
  return kept;
}

function asWords(value: unknown): { words: VehicleWords } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { noun, nouns, testDrive } = value as Record<string, unknown>;
  if (!isText(noun) || !isText(nouns)) return null;
  return { words: { noun, nouns, testDrive: isText(testDrive) ? testDrive : null } };
}

function asCar(value: unknown): StoredLeadCar | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { id, name, car_type } = record;
  if (!isText(id) || !isText(name)) return null;
  const type = car_type === 'new' || car_type === 'used' || car_type === 'demo' ? car_type : undefined;
  return {
    id,
    name,
    ...(type ? { car_type: type } : {}),
    ...texts(record, ['imageSrc', 'priceText']),
    ...asWords(record['words']),
  };
}

/** A stored record read back; anything malformed counts as none. */
function decodeLeadSuccess(text: string): LeadSuccess | null {
  try {
    const parsed = JSON.parse(text) as Record<string, unknown> | null;
    if (!parsed || !isText(parsed['category'])) return null;
    return {
      category: parsed['category'],
      car: asCar(parsed['car']),
      ...texts(parsed, ['kind', 'reference', 'location', 'dealership']),
    };
  } catch {
    return null;
  }
}

/** Where the record lives: this browser's localStorage, or a test's stand-in. */
type RecordStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Records the last successful lead of this browser: what /success thanks the shopper for.
 * One page writes it and the next reads it once, so it is a plain stored record rather than
 * a store that islands share while a page is open (which would cost every form page the
 * persistence library).
 */
export function recordLeadSuccess(success: LeadSuccess, storage: RecordStorage = globalThis.localStorage): void {
  storage.setItem(LEAD_SUCCESS_KEY, JSON.stringify(success));
}

/** The last successful lead of this browser, or null when none or unreadable storage. */
export function readLeadSuccess(storage: RecordStorage = globalThis.localStorage): LeadSuccess | null {
  try {
    const text = storage.getItem(LEAD_SUCCESS_KEY);
    return text === null ? null : decodeLeadSuccess(text);
  } catch {
    return null;
  }
}
