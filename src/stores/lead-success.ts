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

/** The localStorage key of the record (one page writes it, /success reads it: lead-success-read.ts). */
export const LEAD_SUCCESS_KEY = 'lead-success';

/** Where the record lives: this browser's localStorage, or a test's stand-in. */
export type RecordStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Records the last successful lead of this browser: what /success thanks the shopper for.
 * One page writes it and the next reads it once, so it is a plain stored record rather than
 * a store that islands share while a page is open (which would cost every form page the
 * persistence library).
 */
export function recordLeadSuccess(success: LeadSuccess, storage: RecordStorage = globalThis.localStorage): void {
  storage.setItem(LEAD_SUCCESS_KEY, JSON.stringify(success));
}
