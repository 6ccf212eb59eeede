import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardOutcome,
  checkCardNumber,
  checkCvc,
  checkExpiry,
  checkExpiryText,
  groupDigits,
  TEST_CARDS,
} from '../../../src/test-payments/cards.ts';

const NOW = new Date('2026-11-28T12:00:00Z');

/** The Luhn check as the processor applies it: a number that fails it is never a card. */
const luhnValid = (digits: string) => /^\d+$/.test(digits) && checkCardNumber(digits).ok;

describe('the Luhn check', () => {
  it.each(TEST_CARDS.map((card) => card.number))('accepts the test card %s', (number) => {
    expect(luhnValid(number)).toBe(true);
  });

  it.each(['4242424242424241', '5555555555554445', '378282246310004', '', '4242 4242 4242 4242', 'abc'])(
    'refuses %j',
    (number) => expect(luhnValid(number)).toBe(false),
  );

  it('catches every single mistyped digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (at, change) => {
        const number = '4242424242424242';
        const digit = (Number(number[at]) + change) % 10;
        expect(luhnValid(`${number.slice(0, at)}${digit}${number.slice(at + 1)}`)).toBe(false);
      }),
    );
  });
});

describe('cardBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['2721000000000000', 'unknown'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['6759649826438453', 'maestro'],
    ['5018000000000009', 'maestro'],
    ['6011111111111117', 'unknown'],
  ])('%s is %s', (number, brand) => expect(cardBrand(number)).toBe(brand));

  it('agrees with the test card table', () => {
    for (const card of TEST_CARDS) expect(cardBrand(card.number)).toBe(card.brand);
  });
});

describe('cardOutcome', () => {
  it.each([
    ['4242424242424242', { outcome: 'authorised' }],
    ['5555555555554444', { outcome: 'authorised' }],
    ['378282246310005', { outcome: 'authorised' }],
    ['6759649826438453', { outcome: 'authorised' }],
    ['4000000000000002', { outcome: 'declined', code: 'card_declined', message: 'Your card was declined.' }],
    [
      '4000000000009995',
      { outcome: 'declined', code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    ],
    ['4000000000000069', { outcome: 'declined', code: 'expired_card', message: 'Your card has expired.' }],
    [
      '4000000000000127',
      { outcome: 'declined', code: 'incorrect_cvc', message: 'Your card’s security code is incorrect.' },
    ],
    // a Luhn-valid number outside the table: a test processor never accepts what may be a real card
    ['4111111111111111', { outcome: 'declined', code: 'card_declined', message: 'Your card was declined.' }],
  ])('%s', (number, outcome) => expect(cardOutcome(number)).toEqual(outcome));
});

describe('checkCardNumber', () => {
  it.each([
    ['4242 4242 4242 4242', '4242424242424242'],
    ['4242-4242-4242-4242', '4242424242424242'],
    ['  378282246310005 ', '378282246310005'],
    ['6759649826438453', '6759649826438453'],
  ])('%j is %s', (input, digits) => expect(checkCardNumber(input)).toEqual({ ok: true, value: digits }));

  it.each([
    ['', 'Enter your card number.'],
    ['   ', 'Enter your card number.'],
    ['4242 4242 4242', 'Your card number is incomplete.'],
    ['37828224631000', 'Your card number is incomplete.'],
    ['4242424242424241', 'Your card number is invalid.'],
    ['4242a4242424242', 'Your card number is invalid.'],
    ['55555555555544440', 'Your card number is invalid.'],
    ['42424242424242424242', 'Your card number is invalid.'],
  ])('%j: %s', (input, message) => expect(checkCardNumber(input)).toEqual({ ok: false, message }));
});

describe('expiry', () => {
  it.each([
    ['11 / 26', { month: 11, year: 2026 }],
    ['11/26', { month: 11, year: 2026 }],
    ['1126', { month: 11, year: 2026 }],
    ['1/27', { month: 1, year: 2027 }],
    ['12 / 2046', { month: 12, year: 2046 }],
  ])('%j is valid in November 2026', (input, expiry) => {
    expect(checkExpiryText(input, NOW)).toEqual({ ok: true, value: expiry });
  });

  it.each([
    ['', 'Enter the expiry date.'],
    ['11', 'Enter the expiry date as MM / YY.'],
    ['11-26', 'Enter the expiry date as MM / YY.'],
    ['10 / 26', 'Your card’s expiry date is in the past.'],
    ['12 / 25', 'Your card’s expiry date is in the past.'],
    ['13 / 27', 'Your card’s expiry month is invalid.'],
    ['00 / 27', 'Your card’s expiry month is invalid.'],
    ['01 / 2047', 'Your card’s expiry year is invalid.'],
  ])('%j: %s', (input, message) => expect(checkExpiryText(input, NOW)).toEqual({ ok: false, message }));

  it('is valid to the end of its month, in UTC', () => {
    const expiry = { month: 11, year: 2026 };
    expect(checkExpiry(expiry, new Date('2026-11-30T23:59:59Z')).ok).toBe(true);
    expect(checkExpiry(expiry, new Date('2026-12-01T00:00:00Z')).ok).toBe(false);
  });
});

describe('checkCvc', () => {
  it.each([
    ['123', 'visa', true],
    ['1234', 'amex', true],
    ['123', 'amex', false],
    ['1234', 'visa', false],
    ['12a', 'visa', false],
    ['', 'mastercard', false],
  ] as const)('%j for %s: %s', (cvc, brand, ok) => expect(checkCvc(cvc, brand).ok).toBe(ok));

  it('tells an Amex holder where the four digits are', () => {
    expect(checkCvc('123', 'amex')).toEqual({
      ok: false,
      message: 'Enter the 4-digit code on the front of your card.',
    });
    expect(checkCvc('', 'visa')).toEqual({ ok: false, message: 'Enter the security code.' });
  });
});

describe('groupDigits', () => {
  it('groups as printed on the card', () => {
    expect(groupDigits('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupDigits('378282246310005')).toBe('3782 822463 10005');
  });
});
