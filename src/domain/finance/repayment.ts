import type { FinanceLender } from '../../catalog/schema/finance-lender.ts';
import type { Site } from '../../tenant/schema/site.ts';
import {
  type CalculatorBounds,
  type CalculatorInputs,
  clampCalculatorInputs,
  PAYMENT_FREQUENCIES,
  purchasePriceMessage,
} from './calculator.ts';

interface Loan {
  /** Purchase price, AUD. */
  price: number;
  /** Deposit and trade-in, AUD. */
  deposit: number;
  /** Lender establishment fee, financed with the loan, AUD. */
  establishmentFee: number;
  /** Residual (balloon) due with the last repayment, AUD. */
  residual: number;
  /** Interest rate, % p.a. */
  interest: number;
  /** Term, years. */
  term: number;
  periodsPerYear: number;
}

interface Repayment {
  /** Each repayment, rounded up to the whole dollar. */
  amount: number;
  /** How many repayments. */
  periods: number;
  /** Repayments plus the residual. */
  totalPayable: number;
}

// Rounding up must not turn a float artefact (500.0000000001) into an extra dollar.
const ROUNDING_TOLERANCE = 1e-7;

/**
 * spec §9 "Repayment is amortised with residual, rounded up": the annuity repayment with a
 * future value (the balloon),
 *   PMT = r·(P·(1+r)^n − B) / ((1+r)^n − 1),  or (P − B)/n when r = 0,
 * with r = annual rate / periods per year, n = years × periods per year,
 * P = price − deposit + establishment fee (never below 0) and B = residual.
 * It is rounded UP to the whole dollar: the site shows whole dollars (formatPrice), and a
 * quote must never understate what the shopper pays. It is never negative (a residual
 * larger than the loan leaves nothing to repay).
 */
function repayment(loan: Loan): Repayment {
  const periods = Math.round(loan.term * loan.periodsPerYear);
  const principal = Math.max(loan.price - loan.deposit + loan.establishmentFee, 0);
  const rate = loan.interest / 100 / loan.periodsPerYear;
  const growth = (1 + rate) ** periods;
  const exact =
    rate === 0 ? (principal - loan.residual) / periods : (rate * (principal * growth - loan.residual)) / (growth - 1);
  const amount = Math.max(Math.ceil(exact - ROUNDING_TOLERANCE), 0);
  return { amount, periods, totalPayable: amount * periods + loan.residual };
}

/**
 * spec §9 "The establishment fee is 1360.5 for one lender, else 0 unless the lender supplies
 * one": the fee in the lender's own quote, else the site's configured fee for its lender,
 * else 0.
 */
export function establishmentFee(
  lender: Pick<FinanceLender, 'establishmentFees'> | undefined,
  finance: Pick<Site['finance'], 'establishmentFee'>,
): number {
  if (lender !== undefined && lender.establishmentFees > 0) return lender.establishmentFees;
  return finance.establishmentFee ?? 0;
}

/** spec §5, §8: a repayment of $25 or less shows 'Enquire for Finance' and hides the total. */
const ENQUIRE_FOR_FINANCE = 'Enquire for Finance';
const REPAYMENT_SHOWN_ABOVE = 25;

function repaymentShown(amount: number): boolean {
  return amount > REPAYMENT_SHOWN_ABOVE;
}

type CalculatorResult =
  | { kind: 'invalid-price'; message: string; inputs: CalculatorInputs }
  | { kind: 'enquire'; text: typeof ENQUIRE_FOR_FINANCE; inputs: CalculatorInputs }
  | {
      kind: 'repayment';
      amount: number;
      suffix: string;
      periods: number;
      totalPayable: number;
      inputs: CalculatorInputs;
    };

/**
 * spec §5 Finance calculator: what the calculator shows for the shopper's inputs. The inputs
 * are clamped first (and returned, for the fields to show the clamped values); an
 * out-of-range price shows its message instead of a repayment.
 */
export function calculatorResult(raw: CalculatorInputs, bounds: CalculatorBounds, fee: number): CalculatorResult {
  const inputs = clampCalculatorInputs(raw, bounds);
  const message = purchasePriceMessage(inputs.price, bounds);
  if (message !== null) return { kind: 'invalid-price', message, inputs };
  const frequency = PAYMENT_FREQUENCIES[inputs.frequency];
  const result = repayment({ ...inputs, establishmentFee: fee, periodsPerYear: frequency.periodsPerYear });
  if (!repaymentShown(result.amount)) return { kind: 'enquire', text: ENQUIRE_FOR_FINANCE, inputs };
  return { kind: 'repayment', ...result, suffix: frequency.suffix, inputs };
}
