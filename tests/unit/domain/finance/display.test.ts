import { describe, expect, it } from 'vitest';
import {
  comparisonRateDisplay,
  financePriceShown,
  formatComparisonRate,
  formatComparisonRateDisplay,
  formatWeeklyPrice,
  weeklyRepayment,
} from '../../../../src/domain/finance/display.ts';

describe('finance block price and rates (spec §9)', () => {
  it.each([
    [0, false],
    [10, false],
    [10.01, true],
    [11, true],
    [30000, true],
  ])('price %d shown: %s', (price, shown) => expect(financePriceShown(price)).toBe(shown));

  it.each([
    [141.73, '$142'],
    [141.49, '$141'],
    [141.5, '$142'],
    [1034.2, '$1,034'],
    [0, '$0'],
  ])('weekly price %d → %s (no decimals)', (amount, text) => expect(formatWeeklyPrice(amount)).toBe(text));

  it.each([
    [{ paymentWeek: 95.5, paymentMonth: 413.83 }, 95.5],
    [{ paymentWeek: 95.5, paymentMonth: null }, 95.5],
    [{ paymentWeek: null, paymentMonth: 520 }, 120],
    [{ paymentWeek: null, paymentMonth: 433.33 }, (433.33 * 12) / 52],
    [{ paymentWeek: null, paymentMonth: null }, null],
  ])('weekly repayment of %o is %s (a monthly quote is spread over 52 weeks)', (lender, weekly) =>
    expect(weeklyRepayment(lender)).toBe(weekly),
  );

  it.each([
    [8.19, '8.19%'],
    [8.3849, '8.38%'],
    [8.385, '8.39%'],
    [19.42, '19.42%'],
    [7, '7.00%'],
    [6.2, '6.20%'],
  ])('comparison rate %d → %s (2 decimals)', (rate, text) => expect(formatComparisonRate(rate)).toBe(text));
});

describe('comparison rate: the lender’s, else the site’s range (spec §9: 8.38% – 19.42% for one lender)', () => {
  const withRange = { comparisonRange: { min: 8.38, max: 19.42 } };

  it('prefers the lender’s own rate', () => {
    expect(comparisonRateDisplay({ comparisonRate: 8.19 }, withRange)).toEqual({ kind: 'rate', rate: 8.19 });
  });

  it('falls back to the configured range when the lender gives none', () => {
    const display = comparisonRateDisplay({ comparisonRate: null }, withRange);
    expect(display).toEqual({ kind: 'range', min: 8.38, max: 19.42 });
    expect(display && formatComparisonRateDisplay(display)).toBe('8.38% – 19.42%');
    expect(comparisonRateDisplay(undefined, withRange)).toEqual({ kind: 'range', min: 8.38, max: 19.42 });
  });

  it('shows nothing without a rate or a range', () => {
    expect(comparisonRateDisplay({ comparisonRate: null }, {})).toBeNull();
    expect(comparisonRateDisplay(undefined, {})).toBeNull();
  });

  it('formats a single rate', () => expect(formatComparisonRateDisplay({ kind: 'rate', rate: 8.19 })).toBe('8.19%'));
});
