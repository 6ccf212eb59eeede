// The enquiries a shopper sent, as the garage lists them. Apart from my-data.ts: every lead
// form records its enquiry here, and a form page must not carry the garage's texts.

/** A car an enquiry was about, as the garage names it (a link while the car is listed). */
interface EnquiryCar {
  id: string;
  name: string;
  slug?: string;
}

/** One enquiry in the garage: one the API holds for the shopper's number, or one this browser sent. */
export interface EnquiryRecord {
  /** The lead's short reference (leadReference), the same in both lists. */
  reference: string;
  /** The lead's kind (LeadKind) and the category it was sent under. */
  kind: string;
  category: string;
  car: EnquiryCar | null;
  /** ISO 8601. */
  sent_at: string;
  /** Whether the dealer has it yet; unknown for one only this browser knows of. */
  delivered?: boolean;
}

/** The enquiries this browser remembers sending (no personal details: what, about which car, when). */
const MAX_SENT_HERE = 50;

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

function enquiryRecord(input: unknown): EnquiryRecord | null {
  if (typeof input !== 'object' || input === null) return null;
  const record = input as Record<string, unknown>;
  const { reference, kind, category, sent_at } = record;
  if (!isText(reference, 20) || !isText(kind, 50) || !isText(category, 100) || !isText(sent_at, 40)) return null;
  if (Number.isNaN(Date.parse(sent_at))) return null;
  const car = record['car'] as Record<string, unknown> | null | undefined;
  const named = car && isText(car['id'], 100) && isText(car['name'], 200) ? { id: car['id'], name: car['name'] } : null;
  return { reference, kind, category, car: named, sent_at };
}

/** What this browser kept of its enquiries, entry by entry: a damaged entry is dropped, not the list. */
export function readEnquiryRecords(input: unknown): EnquiryRecord[] {
  if (!Array.isArray(input)) return [];
  return input.map(enquiryRecord).filter((record): record is EnquiryRecord => record !== null);
}

/** The list with a newly sent enquiry first, the last 50 kept; one already there (a reload of /success) stays as it was. */
export function recordEnquiry(list: readonly EnquiryRecord[], record: EnquiryRecord): EnquiryRecord[] {
  if (list.some((item) => item.reference === record.reference)) return [...list];
  return [record, ...list].slice(0, MAX_SENT_HERE);
}
