import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { amountCents, isWholeCents, paymentAmountText } from '../../../../src/domain/online-payment/amount.ts';
import { paymentRequestSchema } from '../../../../src/domain/online-payment/payment-request.ts';
import { paymentRequestState } from '../../../../src/domain/online-payment/request-state.ts';

const valid = { reference: 'INV-1001', amount: 450, description: 'Logbook service', name: 'Alex Driver' };

/** The refusal of each field of a request, by field (none: accepted). */
function refusals(input: unknown, maximum = 20_000): Record<string, string> {
  const result = v.safeParse(paymentRequestSchema(maximum), input);
  if (result.success) return {};
  // the first issue of each field, as the API answers it
  return Object.fromEntries(result.issues.toReversed().map((issue) => [String(issue.path?.[0]?.key), issue.message]));
}

describe('a payment request’s amount (spec §2 /online-payment: $1 to the site’s maximum, whole cents)', () => {
  it.each([
    [1, 100],
    [450.5, 45_050],
    [0.1 + 0.2 + 0.99, 129],
    [19_999.99, 1_999_999],
  ])('%s dollars is %s cents', (dollars, cents) => {
    expect(isWholeCents(dollars)).toBe(true);
    expect(amountCents(dollars)).toBe(cents);
  });

  it.each([450.555, 0.001, 1.1001])('%s is not whole cents', (dollars) => expect(isWholeCents(dollars)).toBe(false));

  it.each([
    [0.99, { amount: 'The amount must be at least $1.' }],
    [1, {}],
    [20_000, {}],
    [20_000.01, { amount: 'The amount must be at most $20,000 on this site.' }],
    [12.345, { amount: 'Please send amount in whole cents, e.g. 450.50.' }],
    ['450', { amount: 'Please send amount as a number of dollars, e.g. 450 or 450.50.' }],
    [Number.POSITIVE_INFINITY, { amount: 'Please send amount as a number of dollars, e.g. 450 or 450.50.' }],
  ])('an amount of %s: %j', (amount, expected) => {
    expect(refusals({ ...valid, amount })).toEqual(expected);
  });

  it('says amounts as a receipt does: dollars and cents with separators', () => {
    expect(paymentAmountText(45_050)).toBe('$450.50');
    expect(paymentAmountText(123_456_700)).toBe('$1,234,567.00');
  });
});

describe('a payment request’s other fields', () => {
  it('trims text and keeps the dealer’s reference as written', () => {
    const result = v.parse(paymentRequestSchema(500), { ...valid, reference: ' inv/2026-07.1 ', name: ' Sam ' });
    expect(result).toMatchObject({ reference: 'inv/2026-07.1', name: 'Sam' });
  });

  it.each([
    ['reference', ''],
    ['reference', 'INV 1001'],
    ['reference', '-INV'],
    ['reference', 'X'.repeat(41)],
    ['description', ''],
    ['description', 'two\nlines'],
    ['description', 'x'.repeat(201)],
    ['name', '   '],
    ['name', 'half a character \ud800'],
    ['name', 'x'.repeat(101)],
  ])('refuses %s %j, naming it', (field, value) => {
    expect(Object.keys(refusals({ ...valid, [field]: value }))).toEqual([field]);
  });

  it('refuses a key it does not know', () => {
    expect(Object.keys(refusals({ ...valid, email: 'a@example.com' }))).toEqual(['email']);
  });
});

describe('what a link comes to', () => {
  const now = new Date('2026-11-23T02:00:00Z');
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
  it.each([
    ['requested', at(1), 'payable'],
    ['requested', at(0), 'expired'],
    ['paying', at(-1), 'payable'],
    ['paid', at(-86_400_000), 'paid'],
    ['paid', at(1), 'paid'],
  ] as const)('%s, expiring %o: %s', (status, expires, state) => {
    expect(paymentRequestState({ status, expires_at: expires }, now)).toBe(state);
  });
});
