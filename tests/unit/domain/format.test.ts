import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../src/domain/format.ts';

describe('prices (spec §9: $ and thousands separators)', () => {
  it.each([
    [30000, '$30,000'],
    [250000, '$250,000'],
    [5000, '$5,000'],
    [999, '$999'],
    [1234567, '$1,234,567'],
  ])('%d → %s', (amount, text) => expect(formatPrice(amount)).toBe(text));
});
