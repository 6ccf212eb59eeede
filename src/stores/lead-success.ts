import { persistentAtom } from '@nanostores/persistent';

/** The car a lead was about, as the success page names it. */
interface StoredLeadCar {
  id: string;
  name: string;
  car_type?: 'new' | 'used' | 'demo';
}

/** spec §4 "Success with a lead_id stores the car, stores a success category locally". */
export interface LeadSuccess {
  category: string;
  car: StoredLeadCar | null;
}

const LEAD_SUCCESS_KEY = 'lead-success';

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function asCar(value: unknown): StoredLeadCar | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name, car_type } = value as Record<string, unknown>;
  if (!isText(id) || !isText(name)) return null;
  const type = car_type === 'new' || car_type === 'used' || car_type === 'demo' ? car_type : undefined;
  return { id, name, ...(type ? { car_type: type } : {}) };
}

/** A stored record read back; anything malformed counts as none. */
function decodeLeadSuccess(text: string): LeadSuccess | null {
  try {
    const parsed = JSON.parse(text) as Record<string, unknown> | null;
    if (!parsed || !isText(parsed['category'])) return null;
    return { category: parsed['category'], car: asCar(parsed['car']) };
  } catch {
    return null;
  }
}

/** The last successful lead of this browser: what /success thanks the shopper for. */
export const $leadSuccess = persistentAtom<LeadSuccess | null>(LEAD_SUCCESS_KEY, null, {
  encode: (value) => (value ? JSON.stringify(value) : undefined),
  decode: decodeLeadSuccess,
  listen: false,
});

export function recordLeadSuccess(success: LeadSuccess): void {
  $leadSuccess.set(success);
}
