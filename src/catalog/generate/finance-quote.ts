import type { FinanceProvider } from '../../tenant/schema/finance.ts';
import type { FinanceLender } from '../schema/finance-lender.ts';

export interface QuoteTerms {
  price: number;
  /** % p.a. */
  rate: number;
  comparisonRate: number | null;
  termYears: number;
  /** Shares of the price, e.g. 0.1 and 0.3 (spec §9 disclaimer: 10% deposit, 30% final payment). */
  depositShare: number;
  balloonShare: number;
  establishmentFee: number;
  provider: FinanceProvider;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** Amortised repayment with a balloon, rounded up to the cent (spec §9: rounded up). */
function repayment(
  principal: number,
  ratePercent: number,
  periodsPerYear: number,
  years: number,
  balloon: number,
): number {
  const n = Math.round(periodsPerYear * years);
  const r = ratePercent / 100 / periodsPerYear;
  const payment =
    r === 0 ? (principal - balloon) / n : ((principal - balloon / (1 + r) ** n) * r) / (1 - (1 + r) ** -n);
  return Math.ceil(payment * 100) / 100;
}

function disclaimer(t: QuoteTerms): string {
  const comparison = t.comparisonRate === null ? '' : ` (comparison rate ${t.comparisonRate.toFixed(2)}% p.a.)`;
  return (
    `Based on a ${t.termYears} year term, ${(t.depositShare * 100).toFixed(1)}% deposit and ${(t.balloonShare * 100).toFixed(1)}% final payment ` +
    `at ${t.rate.toFixed(2)}% p.a.${comparison}. Comparison rate calculated on a $30,000 secured loan over 5 years. ` +
    'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. ' +
    `Different terms, fees or other loan amounts might result in a different comparison rate. Finance by ${t.provider}, subject to approval.`
  );
}

/** One provider's quote in the spec §3 finance_lenders shape. */
export function financeQuote(t: QuoteTerms): FinanceLender {
  const deposit = Math.round(t.price * t.depositShare);
  const balloon = Math.round(t.price * t.balloonShare);
  const principal = t.price - deposit + t.establishmentFee;
  const weekly = (years: number) => repayment(principal, t.rate, 52, years, balloon);
  const paymentMonth = repayment(principal, t.rate, 12, t.termYears, balloon);
  return {
    interestRate: t.rate,
    comparisonRate: t.comparisonRate,
    paymentWeek: weekly(t.termYears),
    paymentMonth,
    termYears: t.termYears,
    term1: weekly(1),
    term2: weekly(2),
    term3: weekly(3),
    term4: weekly(4),
    term5: weekly(5),
    term6: weekly(6),
    term7: weekly(7),
    termMonths: t.termYears * 12,
    termWeeks: t.termYears * 52,
    deposit,
    balloon,
    establishmentFees: t.establishmentFee,
    totalPayable: cents(paymentMonth * t.termYears * 12 + balloon),
    disclaimer: disclaimer(t),
    financeProvider: t.provider,
  };
}
