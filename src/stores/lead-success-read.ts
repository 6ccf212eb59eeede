import type { VehicleWords } from '../domain/text/vehicle-words.ts';
import { LEAD_SUCCESS_KEY, type LeadSuccess, type RecordStorage } from './lead-success.ts';

// Reading the record back is /success's alone: kept out of lead-success.ts, which every form
// page loads to write it.

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

function asCar(value: unknown): LeadSuccess['car'] {
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

/** The last successful lead of this browser, or null when none or unreadable storage. */
export function readLeadSuccess(storage: RecordStorage = globalThis.localStorage): LeadSuccess | null {
  try {
    const text = storage.getItem(LEAD_SUCCESS_KEY);
    return text === null ? null : decodeLeadSuccess(text);
  } catch {
    return null;
  }
}
