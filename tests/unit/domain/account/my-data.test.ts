import { describe, expect, it } from 'vitest';
import {
  DEIDENTIFIED_LEAD_CONTEXT,
  DEIDENTIFIED_LEAD_FIELDS,
  mergeEnquiries,
  myDataFileName,
  sentDate,
} from '../../../../src/domain/account/my-data.ts';
import {
  readEnquiryRecords,
  recordEnquiry,
  type EnquiryRecord,
} from '../../../../src/domain/account/sent-enquiries.ts';
import { CORE_CONTACT_FIELDS, POSTCODE_FIELD } from '../../../../src/domain/forms/contact-fields.ts';

const record = (reference: string, sent_at: string, extra: Partial<EnquiryRecord> = {}): EnquiryRecord => ({
  reference,
  kind: 'enquiry',
  category: 'Sales Enquiry',
  car: null,
  sent_at,
  ...extra,
});

describe('the garage’s enquiries', () => {
  it('one list of the API’s and this browser’s, each once by reference (the API’s record wins), newest first', () => {
    const held = [record('AAAA1111', '2026-11-20T10:00:00Z', { delivered: true })];
    const here = [record('AAAA1111', '2026-11-20T10:00:01Z'), record('BBBB2222', '2026-11-25T08:00:00Z')];
    expect(mergeEnquiries(held, here)).toEqual([here[1], held[0]]);
    expect(mergeEnquiries([], [])).toEqual([]);
  });

  it('this browser’s list: newest first, once per reference, the last 50', () => {
    let list: EnquiryRecord[] = [];
    for (let n = 0; n < 55; n += 1) list = recordEnquiry(list, record(`R${n}`, '2026-11-20T10:00:00Z'));
    expect(list).toHaveLength(50);
    expect(list[0]!.reference).toBe('R54');
    expect(
      recordEnquiry(list, record('R40', '2026-11-21T10:00:00Z')).filter((r) => r.reference === 'R40'),
    ).toHaveLength(1);
  });

  it('reads what was stored entry by entry: a damaged entry is dropped, not the list', () => {
    const good = record('CCCC3333', '2026-11-22T09:00:00Z', { car: { id: '12', name: '2021 Kia Seltos' } });
    expect(
      readEnquiryRecords([good, { reference: 'X' }, null, { ...good, reference: 'DDDD', sent_at: 'yesterday' }, 7]),
    ).toEqual([good]);
    expect(readEnquiryRecords({ not: 'a list' })).toEqual([]);
    // a car without its name is left out, the enquiry kept
    expect(readEnquiryRecords([{ ...good, car: { id: '12' } }])).toEqual([{ ...good, car: null }]);
  });

  it('prints the day it was sent', () => {
    expect(sentDate('2026-11-28T13:30:00Z', 'Australia/Sydney')).toBe('29 Nov 2026');
    expect(sentDate('2026-11-28T10:00:00Z', 'UTC')).toBe('28 Nov 2026');
  });
});

describe('Download my data and Delete my account', () => {
  it('the file is named for the site and the day', () => {
    expect(myDataFileName('drivewise-online', new Date('2026-11-28T23:59:00Z'))).toBe(
      'drivewise-online-my-data-2026-11-28.json',
    );
  });

  it('a de-identified lead keeps none of the fields that name or reach the shopper', () => {
    for (const field of [...CORE_CONTACT_FIELDS, POSTCODE_FIELD])
      expect(DEIDENTIFIED_LEAD_FIELDS).not.toContain(field.name);
    for (const field of ['message', 'rego', 'vin', 'company', 'annualIncome', 'employmentStatus'])
      expect(DEIDENTIFIED_LEAD_FIELDS).not.toContain(field);
    for (const key of ['user_agent', 'lead_attributes', 'url']) expect(DEIDENTIFIED_LEAD_CONTEXT).not.toContain(key);
  });
});
