import { readEnquiryRecords, recordEnquiry, type EnquiryRecord } from '../domain/account/my-data.ts';

/** The localStorage key of the enquiries this browser sent (the garage's Enquiries list). */
const SENT_ENQUIRIES_KEY = 'sent-enquiries';

type RecordStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The enquiries sent from this browser, newest first. A plain stored list rather than a
 * store islands share: the form page writes it as it leaves, the garage reads it once, and
 * the forms' pages do not carry the persistence library for it.
 */
export function readSentEnquiries(storage: RecordStorage = globalThis.localStorage): EnquiryRecord[] {
  try {
    return readEnquiryRecords(JSON.parse(storage.getItem(SENT_ENQUIRIES_KEY) ?? '[]'));
  } catch {
    return [];
  }
}

export function rememberSentEnquiry(record: EnquiryRecord, storage: RecordStorage = globalThis.localStorage): void {
  storage.setItem(SENT_ENQUIRIES_KEY, JSON.stringify(recordEnquiry(readSentEnquiries(storage), record)));
}

/** Delete my account: this browser forgets them too. */
export function forgetSentEnquiries(storage: RecordStorage = globalThis.localStorage): void {
  storage.removeItem(SENT_ENQUIRIES_KEY);
}
