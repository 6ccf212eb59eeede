import { describe, expect, it } from 'vitest';
import {
  campaignClosedText,
  campaignClosesText,
  NO_PRIZE_TEXT,
  prizeWonText,
} from '../../../../../src/domain/promo/spin-to-win/texts.ts';
import { spinVoucherEmail } from '../../../../../src/domain/promo/spin-to-win/voucher-email.ts';

const PERTH = 'Australia/Perth';

describe('the page’s words', () => {
  it('a prize won names it and its voucher; told to another browser, where the voucher went', () => {
    expect(prizeWonText('Free window tint', 'SPIN-ABCD-2345')).toEqual({
      headline: 'You won: Free window tint!',
      detail: 'Your voucher code is SPIN-ABCD-2345. We have e-mailed it to you with how to claim your prize.',
    });
    expect(prizeWonText('Free window tint', null).detail).toBe(
      'We e-mailed the voucher code and how to claim the prize when the wheel was spun.',
    );
  });

  it('no prize: better luck next time', () => {
    expect(NO_PRIZE_TEXT.headline).toBe('Better luck next time');
  });

  it('the campaign’s dates on the dealer’s clock', () => {
    expect(campaignClosesText(new Date('2027-11-30T15:59:00Z'), PERTH)).toBe(
      'Spin before Tuesday 30 November 2027, 11:59 pm AWST.',
    );
    expect(campaignClosedText('upcoming', new Date('2026-12-01T01:00:00Z'), PERTH)).toBe(
      'This promotion opens on Tuesday 1 December 2026, 9:00 am AWST. Come back then to spin the wheel.',
    );
    expect(campaignClosedText('ended', new Date('2027-11-30T15:59:00Z'), PERTH)).toBe(
      'This promotion closed on Tuesday 30 November 2027, 11:59 pm AWST. Thanks to everyone who took part.',
    );
  });
});

describe('the voucher e-mail', () => {
  it('says what was won, the code, how to claim it, who to call and the terms in full', () => {
    const email = spinVoucherEmail({
      siteName: 'Outback RV',
      name: 'Alex',
      campaignTitle: 'Spin for an outback adventure',
      prize: {
        name: 'Pair of camp chairs',
        description: 'Two folding camp chairs, collected from any of our locations.',
      },
      voucher: 'SPIN-ABCD-2345',
      spunAt: new Date('2026-12-01T02:30:00Z'),
      timeZone: PERTH,
      phone: '08 9250 1234',
      terms: 'One spin per person.\n\nNot exchangeable for cash.\n',
    });
    expect(email.subject).toBe('You won Pair of camp chairs – Outback RV');
    expect(email.text).toBe(
      [
        'Hello Alex,',
        '',
        'Congratulations! You spun the wheel in Spin for an outback adventure and won: Pair of camp chairs.',
        '',
        'Two folding camp chairs, collected from any of our locations.',
        '',
        'Your voucher code: SPIN-ABCD-2345',
        'Spun on Tuesday 1 December 2026, 10:30 am AWST.',
        '',
        'How to claim it',
        'Quote your voucher code to Outback RV. Our team has your details and will contact you about your prize.',
        '',
        'Questions? Call Outback RV on 08 9250 1234.',
        '',
        'Terms and conditions',
        'One spin per person.',
        '',
        'Not exchangeable for cash.',
        '',
        'Outback RV',
      ].join('\n'),
    );
  });
});
