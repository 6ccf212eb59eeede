import * as v from 'valibot';
import { FINANCE_PROVIDERS } from '../../tenant/schema/finance.ts';
import { amount, count, orNull } from './feed-fields.ts';

const repayment = orNull(amount);

/**
 * spec §3 finance_lenders: one provider's quote for a car. Rates are % p.a.; money is
 * AUD. term1..term7 are the weekly repayments over a 1- to 7-year term (spec §5 loan
 * term bounds), so a page can show other terms without recomputing.
 */
const FinanceLenderSchema = v.object({
  interestRate: v.nullable(v.number()),
  comparisonRate: v.nullable(v.number()),
  paymentWeek: repayment,
  paymentMonth: repayment,
  termYears: v.pipe(v.number(), v.minValue(1), v.maxValue(7)),
  term1: repayment,
  term2: repayment,
  term3: repayment,
  term4: repayment,
  term5: repayment,
  term6: repayment,
  term7: repayment,
  termMonths: count,
  termWeeks: count,
  deposit: amount,
  balloon: amount,
  establishmentFees: amount,
  totalPayable: repayment,
  disclaimer: v.string(),
  financeProvider: v.picklist(FINANCE_PROVIDERS),
});

export type FinanceLender = v.InferOutput<typeof FinanceLenderSchema>;

/** Keyed by provider name, e.g. { "Taurus": {...} }. */
export const FinanceLendersSchema = v.record(v.picklist(FINANCE_PROVIDERS), FinanceLenderSchema);
