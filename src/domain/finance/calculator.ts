import type { Site } from '../../tenant/schema/site.ts';
import { formatPrice } from '../format.ts';

/** spec §9: repayment frequencies, periods per year and their suffixes (weekly is the default). */
export const PAYMENT_FREQUENCIES = {
  weekly: { periodsPerYear: 52, suffix: 'wk' },
  fortnightly: { periodsPerYear: 26, suffix: 'fn' },
  monthly: { periodsPerYear: 12, suffix: 'mo' },
} as const;
type PaymentFrequency = keyof typeof PAYMENT_FREQUENCIES;
const DEFAULT_PAYMENT_FREQUENCY: PaymentFrequency = 'weekly';

/** spec §9: the loan term's suffix ('5 yr'). */
export const TERM_SUFFIX = 'yr';

/** spec §9: the calculator's purchase price when the car has none. */
const DEFAULT_PURCHASE_PRICE = 30000;
/** spec §9: the default loan term, and the term of a requested quote (spec §7 youx quote). */
const DEFAULT_TERM_YEARS = 5;
export const QUOTE_TERM_YEARS = 5;

interface CalculatorRange {
  min: number;
  max: number;
  step: number;
}

export interface CalculatorBounds {
  price: CalculatorRange;
  term: CalculatorRange;
  interest: CalculatorRange;
  deposit: CalculatorRange;
  residual: CalculatorRange;
}

// spec §5 Finance calculator: the fixed bounds. Price and interest bounds come from the
// site's config (1000 or 5000 to 250000; 0.5 to 15, 7.5 to 14.5 or 4 to 20).
const TERM: CalculatorRange = { min: 1, max: 7, step: 0.5 };
const MONEY: CalculatorRange = { min: 0, max: 250000, step: 0.5 };
const PRICE_STEP = 1;
const INTEREST_STEP = 0.5;

type FinanceConfig = Pick<Site['finance'], 'calculator' | 'defaultInterestRate'>;

export function calculatorBounds(finance: Pick<Site['finance'], 'calculator'>): CalculatorBounds {
  const { price, interest } = finance.calculator;
  return {
    price: { min: price.min, max: price.max, step: PRICE_STEP },
    term: TERM,
    interest: { min: interest.min, max: interest.max, step: INTEREST_STEP },
    deposit: MONEY,
    residual: MONEY,
  };
}

export interface CalculatorInputs {
  /** Purchase price, AUD. */
  price: number;
  /** Loan term, years. */
  term: number;
  /** Interest rate, % p.a. */
  interest: number;
  /** Deposit and trade-in together, AUD. */
  deposit: number;
  /** Residual (balloon), AUD. */
  residual: number;
  frequency: PaymentFrequency;
}

/** spec §9 calculator defaults: the car's price or 30000, 5 years, the config's rate, weekly. */
export function calculatorDefaults(carPrice: number | null | undefined, finance: FinanceConfig): CalculatorInputs {
  const bounds = calculatorBounds(finance);
  return {
    price: carPrice !== null && carPrice !== undefined && carPrice > 0 ? carPrice : DEFAULT_PURCHASE_PRICE,
    term: DEFAULT_TERM_YEARS,
    interest: clamp(finance.defaultInterestRate, bounds.interest),
    deposit: 0,
    residual: 0,
    frequency: DEFAULT_PAYMENT_FREQUENCY,
  };
}

function clamp(value: number, range: Pick<CalculatorRange, 'min' | 'max'>): number {
  if (Number.isNaN(value)) return range.min;
  return Math.min(Math.max(value, range.min), range.max);
}

/**
 * spec §5 "Values beyond bounds are clamped. A purchase price below 0 becomes 0." The price
 * is only floored at 0, not clamped to its range: an out-of-range price shows the message
 * (purchasePriceMessage) instead, so a shopper typing 50000 is not bumped to the minimum
 * at the first digit. The term also snaps to its 0.5-year step, so every frequency has a
 * whole number of repayments; the rate does not snap (configured defaults like 9.45 are
 * off-step).
 */
export function clampCalculatorInputs(inputs: CalculatorInputs, bounds: CalculatorBounds): CalculatorInputs {
  const term = clamp(Math.round(inputs.term / bounds.term.step) * bounds.term.step, bounds.term);
  return {
    price: Number.isNaN(inputs.price) ? 0 : Math.max(inputs.price, 0),
    term,
    interest: clamp(inputs.interest, bounds.interest),
    deposit: clamp(inputs.deposit, bounds.deposit),
    residual: clamp(inputs.residual, bounds.residual),
    frequency: inputs.frequency,
  };
}

/**
 * spec §5, §8: 'Cannot be less than {min} or more than $250,000' when the purchase price is
 * out of range, else null. Both amounts are formatted like every price ($1,000), so the
 * minimum reads the same way as the maximum the spec quotes.
 */
export function purchasePriceMessage(price: number, bounds: Pick<CalculatorBounds, 'price'>): string | null {
  const { min, max } = bounds.price;
  if (price >= min && price <= max) return null;
  return `Cannot be less than ${formatPrice(min)} or more than ${formatPrice(max)}`;
}
