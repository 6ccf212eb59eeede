import { describe, expect, it } from 'vitest';
import { canRequestQuote } from '../../../../src/domain/price/quote-request.ts';

describe('quote request (spec §5: only if the price is above 0)', () => {
  it.each([
    [0, false],
    [0.5, true],
    [1, true],
    [30000, true],
  ])('price %d → %s', (price, allowed) => expect(canRequestQuote({ price })).toBe(allowed));
});
