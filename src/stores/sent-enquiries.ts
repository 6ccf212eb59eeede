import { readEnquiryRecords, recordEnquiry, type EnquiryRecord } from '../domain/account/sent-enquiries.ts';
import type { LeadSuccess } from './lead-success.ts';

/** The localStorage key of the enquiries this browser sent (the garage's Enquiries list). */
const SENT_ENQUIRIES_KEY = 'sent-enquiries';

type RecordStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The enquiries sent from this browser, newest first. A plain stored list rather than a
 * store islands share: /success writes it, the garage reads it once.
 */
export function readSentEnquiries(storage: RecordStorage = globalThis.localStorage): EnquiryRecord[] {
  try {
    return readEnquiryRecords(JSON.parse(storage.getItem(SENT_ENQUIRIES_KEY) ?? '[]'));
  } catch {
    return [];
  }
}

/**
 * Notes the lead /success thanks the shopper for (its record, lead-success.ts), once: the
 * form pages carry nothing for it. Storage refused (private mode, full): nothing noted.
 */
export function rememberSentEnquiry(
  success: LeadSuccess | null,
  now: Date,
  storage: RecordStorage = globalThis.localStorage,
): void {
  if (!success?.reference) return;
  const record: EnquiryRecord = {
    reference: success.reference,
    kind: success.kind ?? 'enquiry',
    category: success.category,
    car: success.car ? { id: success.car.id, name: success.car.name } : null,
    sent_at: now.toISOString(),
  };
  try {
    storage.setItem(SENT_ENQUIRIES_KEY, JSON.stringify(recordEnquiry(readSentEnquiries(storage), record)));
  } catch (error) {
    console.warn('Could not remember the enquiry for the garage', error);
  }
}

/** Delete my account: this browser forgets them too. */
export function forgetSentEnquiries(storage: RecordStorage = globalThis.localStorage): void {
  storage.removeItem(SENT_ENQUIRIES_KEY);
}
