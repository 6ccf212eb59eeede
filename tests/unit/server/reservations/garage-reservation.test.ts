import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CarSchema } from '../../../../src/catalog/schema/car.ts';
import { leadReference } from '../../../../src/domain/forms/lead-reference.ts';
import { RESERVATION_PAGE_TEXTS } from '../../../../src/domain/reservations/reservation-actions.ts';
import { garageReservation } from '../../../../src/server/reservations/answers.ts';
import type { ShopperReservation } from '../../../../src/server/reservations/store.ts';
import { carTitle } from '../../../../src/views/vehicle/car-summary.ts';
import { demoRows } from '../../../support/feed.ts';
import { demoSite } from '../../../support/sites.ts';

const SLUG = 'harbourside-toyota';
const site = demoSite(SLUG);
const car = v.parse(CarSchema, demoRows(SLUG, 5)[0]!);

function reservation(overrides: Partial<ShopperReservation> = {}): ShopperReservation {
  return {
    id: '3f2a9c1b-0000-4000-8000-000000000001',
    tenant: SLUG,
    car_slug: car.slug,
    journey: 'checkout',
    status: 'held',
    amount_cents: 20_000,
    currency: 'aud',
    user_id: 'a0000000-0000-4000-8000-000000000001',
    name: 'Alex',
    last_name: 'Driver',
    email: 'alex@example.com',
    phone: '0412 345 678',
    provider: 'test',
    payment_token: 'tok_123456789',
    payment_id: 'pay_1',
    decline_message: null,
    request_hash: 'hash',
    lead_id: '3f2a9c1b-0000-4000-8000-000000000001',
    created_at: new Date('2026-11-23T02:00:00Z'),
    held_at: new Date('2026-11-23T02:00:01Z'),
    expires_at: new Date('2026-11-25T02:00:01Z'),
    settled_at: null,
    payment_action: null,
    lead_car_title: 'As the lead recorded it',
    ...overrides,
  };
}

describe('a reservation as the garage lists it', () => {
  it('a held one: the car linked while listed, the deposit, the hold’s end on the dealer’s clock, cancellable', () => {
    const item = garageReservation(reservation(), site, car);
    expect(item).toEqual({
      id: reservation().id,
      reference: leadReference(reservation().id),
      car: { slug: car.slug, title: carTitle(car), href: `/cars/${car.slug}` },
      deposit: { amount: 200, currency: 'AUD' },
      status: 'held',
      status_text: RESERVATION_PAGE_TEXTS.status.held(item.hold_until!),
      expires_at: '2026-11-25T02:00:01.000Z',
      hold_until: 'Wednesday 25 November 2026, 1:00 pm AEDT',
      reserved_at: '2026-11-23T02:00:00.000Z',
      cancellable: true,
    });
    // nothing of the shopper's details or the payment travels in the list
    const text = JSON.stringify(item);
    for (const secret of ['Alex', 'alex@example.com', '0412', 'tok_', 'pay_1']) expect(text).not.toContain(secret);
  });

  it('a car the feed no longer lists: named as its lead recorded it, not linked', () => {
    const item = garageReservation(reservation({ status: 'cancelled' }), site, null);
    expect(item.car).toEqual({ slug: car.slug, title: 'As the lead recorded it', href: null });
    expect(item).toMatchObject({ status_text: RESERVATION_PAGE_TEXTS.status.cancelled, cancellable: false });
    // and without a lead, by its slug
    expect(garageReservation(reservation({ lead_car_title: null }), site, null).car.title).toBe(car.slug);
  });

  it('one that never held (declined): no hold’s end, not cancellable', () => {
    const item = garageReservation(
      reservation({ status: 'declined', held_at: null, expires_at: null, payment_id: null }),
      site,
      car,
    );
    expect(item).toMatchObject({
      status_text: RESERVATION_PAGE_TEXTS.status.declined,
      expires_at: null,
      hold_until: null,
      cancellable: false,
    });
  });

  it('a confirmed one can still be cancelled (the deposit is refunded)', () => {
    expect(garageReservation(reservation({ status: 'confirmed' }), site, car).cancellable).toBe(true);
  });
});
