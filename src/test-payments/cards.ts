// The card rules of the test processor, shared by its frame (in the browser) and its server:
// pure functions, no I/O; "now" is a parameter.

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'maestro' | 'unknown';

type DeclineCode = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc';

/** The processor's decision for a card: Stripe's messages, which a shopper can act on. */
export type CardOutcome = { outcome: 'authorised' } | { outcome: 'declined'; code: DeclineCode; message: string };

const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: 'Your card’s security code is incorrect.',
};

const declined = (code: DeclineCode): CardOutcome => ({ outcome: 'declined', code, message: DECLINE_MESSAGES[code] });

/** Stripe's well-known test numbers, so a tester's habits (and docs) carry over. */
export const TEST_CARDS: readonly { number: string; brand: CardBrand; outcome: CardOutcome }[] = [
  { number: '4242424242424242', brand: 'visa', outcome: { outcome: 'authorised' } },
  { number: '5555555555554444', brand: 'mastercard', outcome: { outcome: 'authorised' } },
  { number: '378282246310005', brand: 'amex', outcome: { outcome: 'authorised' } },
  { number: '6759649826438453', brand: 'maestro', outcome: { outcome: 'authorised' } },
  { number: '4000000000000002', brand: 'visa', outcome: declined('card_declined') },
  { number: '4000000000009995', brand: 'visa', outcome: declined('insufficient_funds') },
  { number: '4000000000000069', brand: 'visa', outcome: declined('expired_card') },
  { number: '4000000000000127', brand: 'visa', outcome: declined('incorrect_cvc') },
];

/**
 * What the processor answers for a card number. Any number not in the table is declined: this
 * processor stands in for a bank in tests, and must never look as if it accepted a real card.
 */
export function cardOutcome(digits: string): CardOutcome {
  return TEST_CARDS.find((card) => card.number === digits)?.outcome ?? declined('card_declined');
}

function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Maestro's issuer prefixes; it has no single range of its own. */
const MAESTRO_PREFIXES = ['5018', '5020', '5038', '5893', '6304', '6759', '6761', '6762', '6763'];

export function cardBrand(digits: string): CardBrand {
  if (/^3[47]/.test(digits)) return 'amex';
  if (digits.startsWith('4')) return 'visa';
  const four = Number(digits.slice(0, 4));
  if (/^5[1-5]/.test(digits) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (MAESTRO_PREFIXES.some((prefix) => digits.startsWith(prefix))) return 'maestro';
  return 'unknown';
}

export type CardCheck<T> = { ok: true; value: T } | { ok: false; message: string };

const RANGE_12_19 = [12, 13, 14, 15, 16, 17, 18, 19];
/** The lengths each brand issues; Maestro and unknown issuers use any from 12 to 19. */
const LENGTHS: Record<CardBrand, readonly number[]> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  maestro: RANGE_12_19,
  unknown: RANGE_12_19,
};

/** A typed card number (spaces and dashes allowed, as printed on cards) → its digits. */
export function checkCardNumber(input: string): CardCheck<string> {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, message: 'Enter your card number.' };
  if (!/^[\d -]+$/.test(trimmed)) return { ok: false, message: 'Your card number is invalid.' };
  const digits = trimmed.replace(/[ -]/g, '');
  const lengths = LENGTHS[cardBrand(digits)];
  if (!lengths.includes(digits.length)) {
    const short = digits.length < Math.max(...lengths);
    return { ok: false, message: short ? 'Your card number is incomplete.' : 'Your card number is invalid.' };
  }
  if (!luhnValid(digits)) return { ok: false, message: 'Your card number is invalid.' };
  return { ok: true, value: digits };
}

export interface Expiry {
  month: number;
  /** Four digits. */
  year: number;
}

/** Cards are issued for at most this many years ahead: a later year is a typing mistake. */
const MAX_YEARS_AHEAD = 20;

/** 'MM / YY' as typed ('12/34', '1234', '12 / 2034' too) → month and year, checked against `now`. */
export function checkExpiryText(input: string, now: Date): CardCheck<Expiry> {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, message: 'Enter the expiry date.' };
  const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(trimmed);
  if (!match) return { ok: false, message: 'Enter the expiry date as MM / YY.' };
  const year = Number(match[2]);
  return checkExpiry({ month: Number(match[1]), year: year < 100 ? 2000 + year : year }, now);
}

/** A card is valid to the end of its expiry month (UTC: a day either side does not matter here). */
export function checkExpiry(expiry: Expiry, now: Date): CardCheck<Expiry> {
  const { month, year } = expiry;
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    return { ok: false, message: 'Your card’s expiry month is invalid.' };
  }
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(year) || year > thisYear + MAX_YEARS_AHEAD) {
    return { ok: false, message: 'Your card’s expiry year is invalid.' };
  }
  if (year < thisYear || (year === thisYear && month < now.getUTCMonth() + 1)) {
    return { ok: false, message: 'Your card’s expiry date is in the past.' };
  }
  return { ok: true, value: { month, year } };
}

/** Three digits on the back; American Express prints four on the front. */
export function checkCvc(input: string, brand: CardBrand): CardCheck<string> {
  const cvc = input.trim();
  if (cvc === '') return { ok: false, message: 'Enter the security code.' };
  const length = brand === 'amex' ? 4 : 3;
  if (!/^\d+$/.test(cvc) || cvc.length !== length) {
    return {
      ok: false,
      message:
        brand === 'amex'
          ? 'Enter the 4-digit code on the front of your card.'
          : 'Enter the 3-digit code on the back of your card.',
    };
  }
  return { ok: true, value: cvc };
}

/** '4242424242424242' → '4242 4242 4242 4242' (American Express: 4-6-5), as the frame lists test cards. */
export function groupDigits(digits: string): string {
  const groups = cardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}
