import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculatorBounds,
  type CalculatorBounds,
  type CalculatorInputs,
} from '../../../../src/domain/finance/calculator.ts';
import { calculatorResult, establishmentFee } from '../../../../src/domain/finance/repayment.ts';

// the spec values the module keeps to itself
const ENQUIRE_FOR_FINANCE = 'Enquire for Finance';

interface Loan {
  price: number;
  deposit: number;
  establishmentFee: number;
  residual: number;
  interest: number;
  term: number;
  periodsPerYear: 52 | 26 | 12;
}

/** Bounds wide enough that the calculator clamps nothing: what is left is the amortisation. */
const UNBOUNDED: CalculatorBounds = {
  price: { min: 0, max: 1e9, step: 1 },
  term: { min: 0.5, max: 50, step: 0.5 },
  interest: { min: 0, max: 100, step: 0.5 },
  deposit: { min: 0, max: 1e9, step: 0.5 },
  residual: { min: 0, max: 1e9, step: 0.5 },
};
const FREQUENCIES = { 52: 'weekly', 26: 'fortnightly', 12: 'monthly' } as const;

/**
 * The calculator's repayment for a loan: the amount, or null where it shows 'Enquire for
 * Finance' instead ($25 or less).
 */
function repayment(loan: Loan): { amount: number | null; periods: number; totalPayable: number | null } {
  const { price, deposit, residual, interest, term } = loan;
  const frequency = FREQUENCIES[loan.periodsPerYear];
  const result = calculatorResult(
    { price, deposit, residual, interest, term, frequency },
    UNBOUNDED,
    loan.establishmentFee,
  );
  const periods = Math.round(term * loan.periodsPerYear);
  if (result.kind === 'repayment') return { amount: result.amount, periods, totalPayable: result.totalPayable };
  if (result.kind === 'enquire') return { amount: null, periods, totalPayable: null };
  throw new Error(`unexpected ${result.kind}`);
}

/** A repayment hidden behind 'Enquire for Finance' is at most $25: compared as 0, it keeps every order below. */
const shown = (loan: Loan) => repayment(loan).amount ?? 0;

/*
 * Expected repayments, worked out independently of the code under test: Python's decimal
 * module at 50 digits with the present-value form of the annuity,
 *   r = rate/100/k, n = years·k, P = price − deposit + fee, v = (1+r)^−n,
 *   PMT = (P − B·v)·r / (1 − v)        ((P − B)/n when r = 0),
 * then rounded up to the whole dollar; total = PMT·n + B. The exact PMT is in each row.
 */
// price, deposit, fee, residual, rate % p.a., years, periods a year → repayment, total payable
const WORKED: [number, number, number, number, number, number, 52 | 26 | 12, number, number][] = [
  // 141.728293 over 260 weeks
  [30000, 0, 0, 0, 8.5, 5, 52, 142, 36920],
  // 283.642237 over 130 fortnights
  [30000, 0, 0, 0, 8.5, 5, 26, 284, 36920],
  // 615.495940 over 60 months
  [30000, 0, 0, 0, 8.5, 5, 12, 616, 36960],
  // 397.597828: the disclaimer's 10% deposit and 30% final payment, at 6.29%
  [30000, 3000, 0, 9000, 6.29, 5, 12, 398, 32880],
  // 199.751729: P = 45000 − 5000 + 1360.5 = 41360.5
  [45000, 5000, 1360.5, 0, 9.45, 5, 52, 200, 52000],
  // 399.786991
  [45000, 5000, 1360.5, 0, 9.45, 5, 26, 400, 52000],
  // 590.502797 over 84 months
  [45000, 5000, 1360.5, 10000, 9.45, 7, 12, 591, 59644],
  // 1034.197217 over 364 weeks
  [250000, 0, 395, 50000, 15, 7, 52, 1035, 426740],
  // 83.559200 over 12 months
  [1000, 0, 0, 0, 0.5, 1, 12, 84, 1008],
  // r = 0: (20000 − 5000)/104 = 144.230769
  [20000, 0, 0, 5000, 0, 4, 26, 145, 20080],
  // 164.966292 over 182 weeks
  [60000, 15000, 395, 20000, 4, 3.5, 52, 165, 50030],
  // 196.078392 over 65 fortnights
  [12000, 2000, 0, 0, 20, 2.5, 26, 197, 12805],
  // 598.984214 over 130 fortnights
  [80000, 0, 1360.5, 24000, 7.5, 5, 26, 599, 101870],
  // 743.646565: the textbook $35,000 at 10% over 60 months
  [35000, 0, 0, 0, 10, 5, 12, 744, 44640],
  // r = 0: 5200/52 = 100 exactly — rounding up adds nothing to a whole dollar
  [5200, 0, 0, 0, 0, 1, 52, 100, 5200],
];

describe('repayment: amortised with residual, rounded up to the dollar (spec §9)', () => {
  it.each(WORKED)(
    '$%d less $%d, fee $%d, residual $%d, %d p.a., %d years, %d a year → $%d, total $%d',
    (price, deposit, establishmentFee, residual, interest, term, periodsPerYear, amount, totalPayable) => {
      const result = repayment({ price, deposit, establishmentFee, residual, interest, term, periodsPerYear });
      expect(result).toEqual({ amount, periods: term * periodsPerYear, totalPayable });
    },
  );

  it('shows Enquire for Finance, never a negative amount, when the residual exceeds the loan', () => {
    const loan: Loan = {
      price: 10000,
      deposit: 0,
      establishmentFee: 0,
      residual: 20000,
      interest: 8,
      term: 5,
      periodsPerYear: 52,
    };
    expect(repayment(loan).amount).toBeNull();
    expect(repayment({ ...loan, price: 5000, deposit: 9000, residual: 0 }).amount).toBeNull();
  });
});

describe('repayment properties', () => {
  const loan = fc.record({
    price: fc.integer({ min: 0, max: 250000 }),
    deposit: fc.integer({ min: 0, max: 50000 }),
    establishmentFee: fc.constantFrom(0, 395, 1360.5),
    residual: fc.integer({ min: 0, max: 100000 }),
    interest: fc.integer({ min: 0, max: 40 }).map((steps) => steps * 0.5),
    term: fc.integer({ min: 2, max: 14 }).map((steps) => steps * 0.5),
    periodsPerYear: fc.constantFrom(52 as const, 26 as const, 12 as const),
  });

  it('is never negative, and the total is the repayments plus the residual', () => {
    fc.assert(
      fc.property(loan, (terms) => {
        const result = repayment(terms);
        if (result.amount === null) return;
        expect(result.amount).toBeGreaterThan(25);
        expect(result.totalPayable).toBe(result.amount * result.periods + terms.residual);
      }),
    );
  });

  it('does not fall as the price rises', () => {
    fc.assert(
      fc.property(loan, fc.integer({ min: 1, max: 50000 }), (terms, more) => {
        expect(shown({ ...terms, price: terms.price + more })).toBeGreaterThanOrEqual(shown(terms));
      }),
    );
  });

  it('does not fall as the rate rises', () => {
    fc.assert(
      fc.property(loan, fc.integer({ min: 1, max: 20 }), (terms, steps) => {
        const higher = { ...terms, interest: terms.interest + steps * 0.5 };
        expect(shown(higher)).toBeGreaterThanOrEqual(shown(terms));
      }),
    );
  });

  it('does not rise with a larger residual', () => {
    fc.assert(
      fc.property(loan, fc.integer({ min: 1, max: 50000 }), (terms, more) => {
        const larger = { ...terms, residual: terms.residual + more };
        expect(shown(larger)).toBeLessThanOrEqual(shown(terms));
      }),
    );
  });

  it('at 0% repays (P − B)/n, rounded up', () => {
    fc.assert(
      fc.property(loan, (terms) => {
        const free = { ...terms, interest: 0 };
        const principal = Math.max(free.price - free.deposit + free.establishmentFee, 0);
        const periods = free.term * free.periodsPerYear;
        const expected = Math.max(Math.ceil((principal - free.residual) / periods - 1e-7), 0);
        expect(repayment(free).amount).toBe(expected > 25 ? expected : null);
      }),
    );
  });

  it('covers the loan: at 0% the repayments and residual add up to at least the principal', () => {
    fc.assert(
      fc.property(loan, (terms) => {
        const free = { ...terms, interest: 0, residual: 0 };
        const principal = Math.max(free.price - free.deposit + free.establishmentFee, 0);
        const { totalPayable } = repayment(free);
        if (totalPayable !== null) expect(totalPayable).toBeGreaterThanOrEqual(principal - 1e-6);
      }),
    );
  });
});

describe('establishment fee (spec §9: 1360.5 for one lender, else 0 unless the lender supplies one)', () => {
  it.each([
    ['the lender’s own fee first', { establishmentFees: 395 }, { establishmentFee: 1360.5 }, 395],
    ['else the site’s fee for its lender', { establishmentFees: 0 }, { establishmentFee: 1360.5 }, 1360.5],
    ['also without a lender quote', undefined, { establishmentFee: 1360.5 }, 1360.5],
    ['else 0', { establishmentFees: 0 }, {}, 0],
    ['0 without either', undefined, {}, 0],
  ] as const)('%s', (_label, lender, finance, fee) => expect(establishmentFee(lender, finance)).toBe(fee));
});

describe('Enquire for Finance (spec §5, §8: a repayment of $25 or less)', () => {
  // at 0% over one year of weeks the repayment is price / 52, rounded up
  it.each([
    [52 * 24, null],
    [52 * 25, null],
    [52 * 25 + 1, 26],
    [52 * 26, 26],
  ])('a $%d loan repays %s a week', (price, amount) =>
    expect(
      repayment({ price, deposit: 0, establishmentFee: 0, residual: 0, interest: 0, term: 1, periodsPerYear: 52 })
        .amount,
    ).toBe(amount),
  );
});

describe('calculatorResult (spec §5)', () => {
  const bounds = calculatorBounds({
    calculator: { price: { min: 1000, max: 250000 }, interest: { min: 0.5, max: 15 } },
  });
  const inputs = (changes: Partial<CalculatorInputs> = {}): CalculatorInputs => ({
    price: 30000,
    term: 5,
    interest: 8.5,
    deposit: 0,
    residual: 0,
    frequency: 'weekly',
    ...changes,
  });

  it('shows the repayment, its suffix and the total', () => {
    expect(calculatorResult(inputs(), bounds, 0)).toEqual({
      kind: 'repayment',
      amount: 142,
      periods: 260,
      totalPayable: 36920,
      suffix: 'wk',
      inputs: inputs(),
    });
    const monthly = calculatorResult(inputs({ frequency: 'monthly' }), bounds, 0);
    expect(monthly).toMatchObject({ kind: 'repayment', amount: 616, suffix: 'mo' });
    const fortnightly = calculatorResult(inputs({ frequency: 'fortnightly' }), bounds, 0);
    expect(fortnightly).toMatchObject({ kind: 'repayment', amount: 284, suffix: 'fn' });
  });

  it('adds the establishment fee to the loan', () => {
    const withFee = inputs({ price: 45000, deposit: 5000, interest: 9.45 });
    expect(calculatorResult(withFee, bounds, 1360.5)).toMatchObject({ kind: 'repayment', amount: 200 });
  });

  it('shows the price message instead of a repayment when the price is out of range', () => {
    expect(calculatorResult(inputs({ price: 999 }), bounds, 0)).toMatchObject({
      kind: 'invalid-price',
      message: 'Cannot be less than $1,000 or more than $250,000',
    });
    expect(calculatorResult(inputs({ price: -5 }), bounds, 0)).toMatchObject({
      kind: 'invalid-price',
      inputs: { price: 0 },
    });
  });

  it('shows Enquire for Finance, without a total, for a repayment of $25 or less', () => {
    // over 52 weeks at 0.5%: $1,290 repays 24.87 → $25 (enquire); $1,300 repays 25.06 → $26 (shown)
    const at25 = inputs({ price: 1290, term: 1, interest: 0.5 });
    const result = calculatorResult(at25, bounds, 0);
    expect(result).toEqual({ kind: 'enquire', text: ENQUIRE_FOR_FINANCE, inputs: at25 });
    expect(result).not.toHaveProperty('totalPayable');
    const at26 = calculatorResult(inputs({ price: 1300, term: 1, interest: 0.5 }), bounds, 0);
    expect(at26).toMatchObject({ kind: 'repayment', amount: 26, totalPayable: 26 * 52 });
  });

  it('clamps the inputs it computes with and returns them', () => {
    const result = calculatorResult(inputs({ term: 9, interest: 30, deposit: -10 }), bounds, 0);
    expect(result.inputs).toEqual(inputs({ term: 7, interest: 15, deposit: 0 }));
  });
});
