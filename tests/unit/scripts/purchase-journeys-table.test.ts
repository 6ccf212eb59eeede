import { describe, expect, it } from 'vitest';
import { purchaseJourneysTable } from '../../../scripts/lib/purchase-journeys-table.ts';
import type { DealerJourneyAnswer } from '../../../src/domain/purchase/dealer-journeys.ts';

const halfWay: DealerJourneyAnswer = {
  id: '0f253438-41f3-4783-bc00-0193fb8d7ba0',
  status: 'in-progress',
  car: { slug: '2021-toyota-rav4-gx-abc', stock_number: 'T1234', title: '2021 Toyota RAV4 GX', price: 38_990 },
  shopper: { name: 'Alex', last_name: 'Buyer', email: 'alex@example.com', phone: '0412 345 678' },
  steps_answered: ['drive-away', 'trade-in'],
  current_step: 'finance',
  drive_away: { state: 'NSW', parts: [], total: 42_345.5, as_of: '2025-07-01' },
  trade_in: { trade_in: true, rego: 'ABC123', regoState: 'NSW', kms: 45_000, reference: 'TR4D31N0' },
  finance: null,
  delivery: null,
  deposit: null,
  created_at: '2025-07-01T00:00:00.000Z',
  updated_at: '2025-07-02T23:30:00.000Z',
};

const paid: DealerJourneyAnswer = {
  ...halfWay,
  id: '7ccab36a-2f64-422e-a40b-62b3995611da',
  status: 'finished',
  car: { slug: 'sold-car', stock_number: null, title: null, price: null },
  steps_answered: ['drive-away', 'trade-in', 'finance', 'delivery', 'deposit'],
  current_step: null,
  trade_in: { trade_in: false },
  finance: { payment: 'finance', amount: 10_000, term_months: 60, reference: 'F1NANC3X' },
  delivery: { method: 'delivery', postcode: '2300', locality: 'Newcastle', distance_km: 120, fee: 99 },
  deposit: {
    reference: '8E8C48A1',
    status: 'held',
    amount: 200,
    currency: 'AUD',
    held_at: '2025-07-01T00:00:00.000Z',
    expires_at: '2025-07-03T00:00:00.000Z',
  },
  updated_at: '2025-07-01T02:05:00.000Z',
};

describe('npm run purchase-journeys’ table', () => {
  it('one row per journey under a heading, each column as wide as its widest cell, times in the zone asked', () => {
    expect(
      purchaseJourneysTable({ journeys: [halfWay, paid], next_cursor: null }, 'Australia/Sydney').split('\n'),
    ).toEqual([
      'Last activity     Status       At step  Car                                Shopper     Phone         E-mail            Drive-away      Trade-in               Payment                  Delivery                Deposit',
      '2025-07-03 09:30  in progress  finance  2021 Toyota RAV4 GX (stock T1234)  Alex Buyer  0412 345 678  alex@example.com  $42,345.50 NSW  ABC123 NSW, 45,000 km  –                        –                       –',
      '2025-07-01 12:05  finished     done     sold-car (not in the feed)         Alex Buyer  0412 345 678  alex@example.com  $42,345.50 NSW  no                     finance $10,000 / 60 mo  to 2300 Newcastle, $99  held $200 (8E8C48A1)',
    ]);
  });

  it('says so when there are none', () => {
    expect(purchaseJourneysTable({ journeys: [], next_cursor: null }, 'UTC')).toBe('No purchase journeys.');
  });
});
