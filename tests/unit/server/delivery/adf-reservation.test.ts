// A reservation's lead (written by the reservation API once the deposit is held): the deposit
// as the vehicle's finance, in the DTD's order, and the reservation in the comments.
import { describe, expect, it } from 'vitest';
import { adfXml } from '../../../../src/server/delivery/adf.ts';
import { adfEmail } from '../../../../src/server/delivery/email.ts';
import type { LeadForDelivery } from '../../../../src/server/delivery/lead.ts';
import { leadPayload } from '../../../../src/server/delivery/payload.ts';
import { childOrder, parseProspect, type Parsed } from '../../../support/adf-parse.ts';
import { CONTEXT, CREATED_AT, makeLead, USED_CAR } from '../../../support/delivery-fixtures.ts';

const LINK = 'https://www.southerncrossmotors.com.au/pages/reservation/?token=dealer.token';

const RESERVATION: LeadForDelivery = makeLead({
  lead_id: '3f2a9c1b-1111-4222-8333-444455556666',
  kind: 'reservation',
  category: 'Reservation',
  subcategory: 'Reserve online',
  car: USED_CAR,
  attributes: {
    reservation_deposit: 200,
    reservation_reference: '3F2A9C1B',
    // 48 hours after CREATED_AT (1 July 2026, 10:30 am in Melbourne)
    reservation_expires_at: new Date(CREATED_AT.getTime() + 48 * 3600_000).toISOString(),
    reservation_link: LINK,
  },
  tracking: { url: USED_CAR.url, source: null, page_id: null, visited_pages: [], linked_query_params: {} },
});

const vehicleOf = (prospect: Parsed) => (prospect['vehicle'] as Parsed[])[0]!;
const customerComments = (prospect: Parsed) => (prospect['customer'] as Parsed)['comments'] as string;

describe('the ADF of a reservation', () => {
  it('writes the deposit as the vehicle’s finance, after the price and before the comments', () => {
    const xml = adfXml(RESERVATION, CONTEXT);
    const vehicle = vehicleOf(parseProspect(xml));
    expect(vehicle['finance']).toEqual({
      method: 'Reservation deposit',
      amount: { '#text': '200', '@type': 'downpayment', '@limit': 'exact', '@currency': 'AUD' },
    });
    expect(childOrder(xml, ['adf', 'prospect', 'vehicle'])[0]).toEqual([
      'year',
      'make',
      'model',
      'vin',
      'stock',
      'trim',
      'odometer',
      'price',
      'finance',
      'comments',
    ]);
    expect(vehicle['@interest']).toBe('buy');
  });

  it('names the reservation, its reference, the hold’s end in the dealership’s time and the link to confirm or release', () => {
    const comments = customerComments(parseProspect(adfXml(RESERVATION, CONTEXT)));
    expect(comments.split('\n')).toEqual(
      expect.arrayContaining([
        'Lead type: Reservation',
        'Category: Reservation',
        'Subcategory: Reserve online',
        'Reservation: 3F2A9C1B: $200 deposit held on the shopper’s card, not charged',
        'Held until: Friday 3 July 2026, 10:30 am AEST, then released automatically unless you confirm',
        `Confirm or release: ${LINK}`,
        'Reference: 3F2A9C1B',
      ]),
    );
    // each said once, in its own line: not again as 'reservation_link: …'
    expect(comments).not.toContain('reservation_');
  });

  it('a deposit with cents stays exact; a lead of another kind with the same attributes gets no finance', () => {
    const cents = { ...RESERVATION, attributes: { ...RESERVATION.attributes, reservation_deposit: 199.5 } };
    const prospect = parseProspect(adfXml(cents, CONTEXT));
    expect((vehicleOf(prospect)['finance'] as Parsed)['amount']).toMatchObject({ '#text': '199.50' });
    expect(customerComments(prospect)).toContain('$199.50 deposit held');
    const enquiry = { ...RESERVATION, kind: 'enquiry' as const };
    expect(adfXml(enquiry, CONTEXT)).not.toContain('<finance>');
  });

  it('without a car in the lead, the deposit is still in the comments and the document valid', () => {
    const prospect = parseProspect(adfXml({ ...RESERVATION, car: null }, CONTEXT));
    expect(vehicleOf(prospect)).not.toHaveProperty('finance');
    expect(customerComments(prospect)).toContain('$200 deposit held');
  });

  it('the e-mail is a new reservation lead; the webhook carries the reservation’s attributes', () => {
    const email = adfEmail(RESERVATION, CONTEXT, { to: 'crm@example.com', from: 'leads@example.com' });
    expect(email.subject).toBe('New reservation lead – Southern Cross Kia Frankston');
    expect(email.headers['X-Lead-Kind']).toBe('reservation');
    expect(leadPayload(RESERVATION, CONTEXT)).toMatchObject({
      kind: 'reservation',
      attributes: {
        reservation_deposit: 200,
        reservation_reference: '3F2A9C1B',
        reservation_link: LINK,
      },
    });
  });
});
