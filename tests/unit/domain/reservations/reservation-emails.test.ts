import { describe, expect, it } from 'vitest';
import { holdEndText } from '../../../../src/domain/reservations/hold-end.ts';
import {
  isReservationOutcome,
  reservationHeldEmail,
  reservationSettledEmail,
} from '../../../../src/domain/reservations/reservation-emails.ts';

const BASE = {
  siteName: 'Harbourside Toyota',
  name: 'Alex',
  carTitle: '2022 Toyota RAV4 GX',
  reference: '3F2A9C1B',
  depositCents: 20_000,
  dealer: { name: 'Harbourside Toyota Fremantle', phone: '08 9335 1234' },
};
const CANCEL = 'https://www.harbourside.example/pages/reservation/?token=shopper.token';
const CAR_URL = 'https://www.harbourside.example/cars/2022-toyota-rav4-gx-123';

describe('the hold’s end', () => {
  it.each([
    ['2026-11-25T02:00:00Z', 'Australia/Perth', 'Wednesday 25 November 2026, 10:00 am AWST'],
    ['2026-11-25T02:00:00Z', 'Australia/Melbourne', 'Wednesday 25 November 2026, 1:00 pm AEDT'],
    ['2026-07-01T14:05:00Z', 'Australia/Sydney', 'Thursday 2 July 2026, 12:05 am AEST'],
    ['2026-11-25T02:00:00Z', 'Australia/Adelaide', 'Wednesday 25 November 2026, 12:30 pm ACDT'],
  ])('%s in %s: %s', (instant, zone, text) => {
    expect(holdEndText(new Date(instant), zone)).toBe(text);
  });
});

describe('the deposit', () => {
  it.each([
    [20_000, '$200'],
    [150_000, '$1,500'],
    [19_950, '$199.50'],
  ])('%i cents: %s', (cents, text) => {
    const email = reservationSettledEmail({ ...BASE, depositCents: cents, outcome: 'expired', cancelUrl: null });
    expect(email.text).toContain(`The hold on your ${text} deposit is released`);
  });
});

describe('the shopper’s confirmation once the deposit is held', () => {
  const email = reservationHeldEmail({
    ...BASE,
    expiresAt: new Date('2026-11-25T02:00:00Z'),
    timeZone: 'Australia/Perth',
    cancelUrl: CANCEL,
    carUrl: CAR_URL,
  });

  it('is about the car, from the site', () => {
    expect(email.subject).toBe('Your reservation of 2022 Toyota RAV4 GX – Harbourside Toyota');
  });

  it('says the reference, the deposit held not charged until when, 100% refundable, what happens next, who to call and how to cancel', () => {
    expect(email.text).toBe(
      [
        'Hello Alex,',
        '',
        'Thank you for reserving the 2022 Toyota RAV4 GX with Harbourside Toyota.',
        CAR_URL,
        '',
        'Reservation reference: 3F2A9C1B',
        '',
        'Your $200 deposit is held on your card, not charged, for 48 hours: until Wednesday 25 November 2026, ' +
          '10:00 am AWST. It is 100% refundable.',
        '',
        'What happens next',
        'Harbourside Toyota Fremantle will contact you to confirm your reservation. If they do not confirm it ' +
          'within 48 hours, the hold is released automatically and you are not charged.',
        '',
        'Changed your mind? Cancel your reservation here, and the hold on your deposit is released:',
        CANCEL,
        '',
        'Questions? Call Harbourside Toyota Fremantle on 08 9335 1234.',
        '',
        'Harbourside Toyota',
      ].join('\n'),
    );
  });

  it('without the car’s page, leaves the line out', () => {
    const bare = reservationHeldEmail({
      ...BASE,
      expiresAt: new Date('2026-11-25T02:00:00Z'),
      timeZone: 'Australia/Perth',
      cancelUrl: CANCEL,
      carUrl: null,
    });
    expect(bare.text).not.toContain('https://www.harbourside.example/cars/');
  });
});

describe('the shopper’s e-mail once the reservation is settled', () => {
  const settled = (outcome: 'confirmed' | 'released' | 'cancelled' | 'expired', cancelUrl: string | null = null) =>
    reservationSettledEmail({ ...BASE, outcome, cancelUrl });

  it('knows which statuses are outcomes', () => {
    for (const status of ['confirmed', 'released', 'cancelled', 'expired'] as const)
      expect(isReservationOutcome(status), status).toBe(true);
    for (const status of ['authorising', 'held', 'declined', 'failed'] as const)
      expect(isReservationOutcome(status), status).toBe(false);
  });

  it.each([
    ['confirmed', 'Your reservation of 2022 Toyota RAV4 GX is confirmed – Harbourside Toyota'],
    ['released', 'Your reservation of 2022 Toyota RAV4 GX has ended – Harbourside Toyota'],
    ['cancelled', 'Your reservation of 2022 Toyota RAV4 GX is cancelled – Harbourside Toyota'],
    ['expired', 'Your reservation of 2022 Toyota RAV4 GX has expired – Harbourside Toyota'],
  ] as const)('%s: “%s”, with the reference and who to call', (outcome, subject) => {
    const email = settled(outcome);
    expect(email.subject).toBe(subject);
    expect(email.text).toContain('Reservation reference: 3F2A9C1B');
    expect(email.text).toContain('Questions? Call Harbourside Toyota Fremantle on 08 9335 1234.');
    expect(email.text.startsWith('Hello Alex,\n')).toBe(true);
  });

  it('confirmed: the deposit is charged and still refundable, with the link to cancel again', () => {
    const email = settled('confirmed', CANCEL);
    expect(email.text).toContain(
      'Harbourside Toyota Fremantle has confirmed your reservation of the 2022 Toyota RAV4 GX.',
    );
    expect(email.text).toContain(
      'Your $200 deposit has now been charged to your card, and it is still 100% refundable.',
    );
    expect(email.text).toContain(`Cancel your reservation here, and your deposit is refunded:\n${CANCEL}`);
    expect(settled('confirmed').text).not.toContain('Cancel your reservation');
  });

  it('released or cancelled: the deposit returned in full, whether it was held or charged', () => {
    for (const outcome of ['released', 'cancelled'] as const) {
      const text = settled(outcome, CANCEL).text;
      expect(text).toContain('Your $200 deposit is returned in full');
      // nothing left to cancel
      expect(text, outcome).not.toContain(CANCEL);
    }
    expect(settled('released').text).toContain('Harbourside Toyota Fremantle has released your reservation');
    expect(settled('cancelled').text).toContain(
      'As you asked, your reservation of the 2022 Toyota RAV4 GX is cancelled.',
    );
  });

  it('expired: not confirmed within 48 hours, the hold released and nothing charged', () => {
    const text = settled('expired').text;
    expect(text).toContain('was not confirmed within 48 hours');
    expect(text).toContain('The hold on your $200 deposit is released: you have not been charged.');
  });
});
