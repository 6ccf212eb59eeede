import { describe, expect, it } from 'vitest';
import { parseCurrency } from '../../../../src/domain/forms/currency.ts';

// A price as typed, read back, as the purchase's finance step reads its amount (the forms'
// currency fields are tested through their schema in make-an-offer.test.ts).
describe('parseCurrency', () => {
  it.each([
    ['$25,000', 25000],
    ['25000', 25000],
    [5000, 5000],
    [' 5,000.50 ', 5000.5],
    ['0', null],
    ['', null],
    ['five thousand', null],
    ['-5000', null],
    ['5,000.505', null],
  ])('%s → %s', (input, amount) => expect(parseCurrency(input)).toBe(amount));
});
