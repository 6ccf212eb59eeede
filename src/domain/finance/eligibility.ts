import type { Car } from '../../catalog/schema/car.ts';
import type { FinanceLender } from '../../catalog/schema/finance-lender.ts';
import type { FinanceProvider } from '../../tenant/schema/finance.ts';
import type { Site } from '../../tenant/schema/site.ts';

/** spec §5, §9: most providers need a price above $500. */
const FINANCE_MIN_PRICE = 500;

/** spec §5, §9: Taurus finances cars up to 12 years old (cutoff = current year minus 12). */
const TAURUS_MAX_AGE_YEARS = 12;

/** spec §5: the manufacturer that never shows a finance block. */
const FINANCE_EXCLUDED_MAKES: readonly string[] = ['Suzuki'];

type FinanceIneligibleReason =
  | 'no-lender-data'
  | 'no-interest-rate'
  | 'no-comparison-rate'
  | 'excluded-make'
  | 'excluded-dealership'
  | 'too-old'
  | 'price-too-low'
  | 'not-in-stock'
  | 'no-weekly-payment'
  | 'no-monthly-payment'
  | 'no-payment';

export type FinanceEligibility =
  | { eligible: true; provider: FinanceProvider; lender: FinanceLender }
  | { eligible: false; reason: FinanceIneligibleReason };

export type FinanceCar = Pick<Car, 'make' | 'year' | 'price' | 'status' | 'dealership_slug' | 'finance_lenders'>;

export interface FinanceEligibilityContext {
  /** The site's finance settings: whose quote applies and which dealerships never show one. */
  finance: Pick<Site['finance'], 'provider' | 'excludedDealerships'>;
  /** The current calendar year (the caller reads the clock; spec §9 Taurus cutoff). */
  currentYear: number;
}

/** spec §9: the oldest model year Taurus finances — a car of exactly this year is still eligible. */
function taurusYearCutoff(currentYear: number): number {
  return currentYear - TAURUS_MAX_AGE_YEARS;
}

type ProviderRule = (car: FinanceCar, lender: FinanceLender, currentYear: number) => FinanceIneligibleReason | null;

const priceAndStock = (car: FinanceCar): FinanceIneligibleReason | null => {
  if (car.price <= FINANCE_MIN_PRICE) return 'price-too-low';
  if (car.status !== 'in_stock') return 'not-in-stock';
  return null;
};

const inStock = (car: FinanceCar): FinanceIneligibleReason | null =>
  car.status === 'in_stock' ? null : 'not-in-stock';

const weeklyQuote: ProviderRule = (car, lender) =>
  priceAndStock(car) ?? (lender.paymentWeek === null ? 'no-weekly-payment' : null);

/** spec §5 finance block eligibility, per provider. */
const PROVIDER_RULES: Readonly<Record<FinanceProvider, ProviderRule>> = {
  // Taurus also needs a comparison rate: financeEligibility checks that for every provider.
  Taurus: (car, _lender, currentYear) => (car.year < taurusYearCutoff(currentYear) ? 'too-old' : priceAndStock(car)),
  '360 Finance': inStock,
  AusLoans: inStock,
  Manual: weeklyQuote,
  Angle: weeklyQuote,
  Powertorque: weeklyQuote,
  'Nissan Finance': (car, lender) => priceAndStock(car) ?? (lender.paymentMonth === null ? 'no-monthly-payment' : null),
  // Not in the spec: Car Clarity quotes like the other broker feeds, so it needs a price
  // above $500, a car in stock and at least one repayment (weekly or monthly) to show.
  'Car Clarity': (car, lender) =>
    priceAndStock(car) ?? (lender.paymentWeek === null && lender.paymentMonth === null ? 'no-payment' : null),
};

/**
 * spec §5 "Finance block eligibility": whether the car's finance block shows, or the first
 * rule it fails (for debugging and tests). The general rules come first, in the spec's order,
 * then the configured provider's own.
 */
export function financeEligibility(car: FinanceCar, context: FinanceEligibilityContext): FinanceEligibility {
  const { provider, excludedDealerships } = context.finance;
  const lender = car.finance_lenders[provider];
  const fail = (reason: FinanceIneligibleReason): FinanceEligibility => ({ eligible: false, reason });
  if (lender === undefined || Object.keys(lender).length === 0) return fail('no-lender-data');
  if (lender.interestRate === null) return fail('no-interest-rate');
  if (lender.comparisonRate === null) return fail('no-comparison-rate');
  const make = car.make.trim().toLowerCase();
  if (FINANCE_EXCLUDED_MAKES.some((excluded) => excluded.toLowerCase() === make)) return fail('excluded-make');
  if (excludedDealerships.includes(car.dealership_slug)) return fail('excluded-dealership');
  const reason = PROVIDER_RULES[provider](car, lender, context.currentYear);
  return reason === null ? { eligible: true, provider, lender } : fail(reason);
}
