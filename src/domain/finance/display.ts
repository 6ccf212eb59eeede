import type { FinanceLender } from '../../catalog/schema/finance-lender.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { formatPrice, twoDecimals } from '../format.ts';

/** spec §9: the finance block shows the car's price only above $10. */
const FINANCE_PRICE_SHOWN_ABOVE = 10;

export function financePriceShown(price: number): boolean {
  return price > FINANCE_PRICE_SHOWN_ABOVE;
}

/** spec §9: the weekly price is rounded to no decimals, e.g. $123. */
export function formatWeeklyPrice(amount: number): string {
  return formatPrice(Math.round(amount));
}

const WEEKS_PER_YEAR = 52;
const MONTHS_PER_YEAR = 12;

/**
 * The weekly repayment the finance block shows: the lender's weekly quote, else its monthly
 * quote spread over the year's weeks (lenders such as Nissan Finance quote monthly only).
 */
export function weeklyRepayment(lender: Pick<FinanceLender, 'paymentWeek' | 'paymentMonth'>): number | null {
  if (lender.paymentWeek !== null) return lender.paymentWeek;
  return lender.paymentMonth === null ? null : (lender.paymentMonth * MONTHS_PER_YEAR) / WEEKS_PER_YEAR;
}

/** spec §9: a comparison rate shows with 2 decimals, e.g. 8.38%. */
export function formatComparisonRate(rate: number): string {
  return `${twoDecimals(rate)}%`;
}

type ComparisonRateDisplay = { kind: 'rate'; rate: number } | { kind: 'range'; min: number; max: number };

/**
 * spec §9 "Comparison ranges fall back to 8.38% and 19.42% for one lender": the lender's own
 * comparison rate, else the range the site configures for its lender, else nothing.
 */
export function comparisonRateDisplay(
  lender: Pick<FinanceLender, 'comparisonRate'> | undefined,
  finance: Pick<Site['finance'], 'comparisonRange'>,
): ComparisonRateDisplay | null {
  if (lender !== undefined && lender.comparisonRate !== null) return { kind: 'rate', rate: lender.comparisonRate };
  const range = finance.comparisonRange;
  return range === undefined ? null : { kind: 'range', min: range.min, max: range.max };
}

/** The text of a comparison rate display: '8.19%' or '8.38% – 19.42%'. */
export function formatComparisonRateDisplay(display: ComparisonRateDisplay): string {
  return display.kind === 'rate'
    ? formatComparisonRate(display.rate)
    : `${formatComparisonRate(display.min)} – ${formatComparisonRate(display.max)}`;
}
