import { describe, expect, it } from 'vitest';
import {
  GARAGE_RESERVATION_TEXTS,
  listedInGarage,
  shopperCanCancel,
} from '../../../../src/domain/reservations/garage-reservations.ts';
import {
  allowedActions,
  RESERVATION_ACTIONS,
  type ReservationStatus,
} from '../../../../src/domain/reservations/reservation-actions.ts';

const STATUSES: ReservationStatus[] = [
  'authorising',
  'held',
  'confirmed',
  'declined',
  'failed',
  'released',
  'expired',
  'cancelled',
];

describe('the garage’s reservations', () => {
  it('lists every reservation but one still being authorised (its card may yet be declined)', () => {
    expect(STATUSES.filter(listedInGarage)).toEqual(STATUSES.filter((status) => status !== 'authorising'));
  });

  it('offers Cancel exactly where the e-mail’s cancel link does: held or confirmed', () => {
    expect(STATUSES.filter(shopperCanCancel)).toEqual(['held', 'confirmed']);
    for (const status of STATUSES)
      expect(shopperCanCancel(status), status).toBe(allowedActions(status, 'shopper').includes('cancel'));
    expect(STATUSES.filter(shopperCanCancel)).toEqual([...RESERVATION_ACTIONS.cancel.from]);
  });

  it('names the car and the deposit in the confirmation and in what it says afterwards', () => {
    expect(GARAGE_RESERVATION_TEXTS.confirmText('2022 Toyota RAV4 GX', '$200')).toBe(
      '2022 Toyota RAV4 GX will no longer be held for you, and your $200 deposit is returned to your card. Anyone can then reserve the car.',
    );
    expect(GARAGE_RESERVATION_TEXTS.cancelled('2022 Toyota RAV4 GX')).toMatch(
      /^Your reservation of 2022 Toyota RAV4 GX is cancelled\./,
    );
  });
});
