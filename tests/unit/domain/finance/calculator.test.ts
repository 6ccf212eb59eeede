import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculatorBounds,
  calculatorDefaults,
  type CalculatorInputs,
  clampCalculatorInputs,
  PAYMENT_FREQUENCIES,
  purchasePriceMessage,
  QUOTE_TERM_YEARS,
  TERM_SUFFIX,
} from '../../../../src/domain/finance/calculator.ts';

// The three calculator configurations the spec lists (§5): default, one provider, one dealership.
const DEFAULT_CONFIG = {
  defaultInterestRate: 8.5,
  calculator: { price: { min: 1000, max: 250000 }, interest: { min: 0.5, max: 15 } },
};
const PROVIDER_CONFIG = {
  defaultInterestRate: 10,
  calculator: { price: { min: 5000, max: 250000 }, interest: { min: 7.5, max: 14.5 } },
};
const DEALERSHIP_CONFIG = {
  defaultInterestRate: 8.5,
  calculator: { price: { min: 5000, max: 250000 }, interest: { min: 4, max: 20 } },
};

const inputs = (changes: Partial<CalculatorInputs> = {}): CalculatorInputs => ({
  price: 30000,
  term: 5,
  interest: 8.5,
  deposit: 0,
  residual: 0,
  frequency: 'weekly',
  ...changes,
});

describe('calculator constants (spec §9)', () => {
  it('has weekly 52, fortnightly 26, monthly 12, weekly by default, suffixes wk fn mo yr', () => {
    expect(PAYMENT_FREQUENCIES).toEqual({
      weekly: { periodsPerYear: 52, suffix: 'wk' },
      fortnightly: { periodsPerYear: 26, suffix: 'fn' },
      monthly: { periodsPerYear: 12, suffix: 'mo' },
    });
    expect(TERM_SUFFIX).toBe('yr');
    expect(QUOTE_TERM_YEARS).toBe(5);
  });
});

describe('calculator bounds (spec §5)', () => {
  it('reads price and interest bounds from the config; the rest are fixed', () => {
    expect(calculatorBounds(DEFAULT_CONFIG)).toEqual({
      price: { min: 1000, max: 250000, step: 1 },
      term: { min: 1, max: 7, step: 0.5 },
      interest: { min: 0.5, max: 15, step: 0.5 },
      deposit: { min: 0, max: 250000, step: 0.5 },
      residual: { min: 0, max: 250000, step: 0.5 },
    });
    expect(calculatorBounds(PROVIDER_CONFIG).interest).toEqual({ min: 7.5, max: 14.5, step: 0.5 });
    expect(calculatorBounds(DEALERSHIP_CONFIG).interest).toEqual({ min: 4, max: 20, step: 0.5 });
    expect(calculatorBounds(PROVIDER_CONFIG).price).toEqual({ min: 5000, max: 250000, step: 1 });
  });
});

describe('calculator defaults (spec §9)', () => {
  it.each([
    [45990, 45990],
    [0, 30000],
    [null, 30000],
    [undefined, 30000],
  ])('car price %s → purchase price %d', (carPrice, price) => {
    expect(calculatorDefaults(carPrice, DEFAULT_CONFIG).price).toBe(price);
  });

  it('starts at 5 years, weekly, no deposit or residual, at the configured rate', () => {
    expect(calculatorDefaults(30000, DEFAULT_CONFIG)).toEqual(inputs());
    expect(calculatorDefaults(30000, PROVIDER_CONFIG).interest).toBe(10);
  });

  it('keeps the default rate inside the interest bounds', () => {
    const config = { ...PROVIDER_CONFIG, defaultInterestRate: 6 };
    expect(calculatorDefaults(30000, config).interest).toBe(7.5);
  });
});

describe('clamping (spec §5: values beyond bounds clamped; a price below 0 becomes 0)', () => {
  const bounds = calculatorBounds(DEFAULT_CONFIG);
  const clamped = (changes: Partial<CalculatorInputs>) => clampCalculatorInputs(inputs(changes), bounds);

  it.each<[Partial<CalculatorInputs>, Partial<CalculatorInputs>]>([
    [{ price: -1 }, { price: 0 }],
    [{ price: -30000 }, { price: 0 }],
    [{ price: 500 }, { price: 500 }],
    [{ price: 300000 }, { price: 300000 }],
    [{ term: 0.5 }, { term: 1 }],
    [{ term: 1 }, { term: 1 }],
    [{ term: 7 }, { term: 7 }],
    [{ term: 7.5 }, { term: 7 }],
    [{ term: 3.3 }, { term: 3.5 }],
    [{ term: 3.2 }, { term: 3 }],
    [{ interest: 0 }, { interest: 0.5 }],
    [{ interest: 0.5 }, { interest: 0.5 }],
    [{ interest: 15 }, { interest: 15 }],
    [{ interest: 15.5 }, { interest: 15 }],
    [{ interest: 9.45 }, { interest: 9.45 }],
    [{ deposit: -1 }, { deposit: 0 }],
    [{ deposit: 250000 }, { deposit: 250000 }],
    [{ deposit: 250001 }, { deposit: 250000 }],
    [{ residual: -0.5 }, { residual: 0 }],
    [{ residual: 260000 }, { residual: 250000 }],
    [
      { price: Number.NaN, interest: Number.NaN },
      { price: 0, interest: 0.5 },
    ],
  ])('%o → %o', (changes, expected) => {
    expect(clamped(changes)).toEqual(inputs(expected));
  });

  it('clamps interest to a provider’s 7.5–14.5 and a dealership’s 4–20', () => {
    const provider = calculatorBounds(PROVIDER_CONFIG);
    const dealership = calculatorBounds(DEALERSHIP_CONFIG);
    expect(clampCalculatorInputs(inputs({ interest: 7 }), provider).interest).toBe(7.5);
    expect(clampCalculatorInputs(inputs({ interest: 15 }), provider).interest).toBe(14.5);
    expect(clampCalculatorInputs(inputs({ interest: 3.5 }), dealership).interest).toBe(4);
    expect(clampCalculatorInputs(inputs({ interest: 20.5 }), dealership).interest).toBe(20);
  });

  it('always lands inside the bounds, on a whole number of repayments', () => {
    const value = fc.double({ min: -1e6, max: 1e6, noNaN: true });
    fc.assert(
      fc.property(value, value, value, value, value, (price, term, interest, deposit, residual) => {
        const result = clampCalculatorInputs({ price, term, interest, deposit, residual, frequency: 'weekly' }, bounds);
        expect(result.price).toBeGreaterThanOrEqual(0);
        for (const key of ['term', 'interest', 'deposit', 'residual'] as const) {
          expect(result[key]).toBeGreaterThanOrEqual(bounds[key].min);
          expect(result[key]).toBeLessThanOrEqual(bounds[key].max);
        }
        for (const { periodsPerYear } of Object.values(PAYMENT_FREQUENCIES)) {
          expect(Number.isInteger(result.term * periodsPerYear)).toBe(true);
        }
      }),
    );
  });
});

describe('purchase price message (spec §5, §8)', () => {
  const standard = calculatorBounds(DEFAULT_CONFIG);
  const raised = calculatorBounds(PROVIDER_CONFIG);

  it.each([
    [999, 'Cannot be less than $1,000 or more than $250,000'],
    [1000, null],
    [250000, null],
    [250001, 'Cannot be less than $1,000 or more than $250,000'],
    [0, 'Cannot be less than $1,000 or more than $250,000'],
  ])('price %d with the default bounds → %s', (price, message) => {
    expect(purchasePriceMessage(price, standard)).toBe(message);
  });

  it.each([
    [4999, 'Cannot be less than $5,000 or more than $250,000'],
    [5000, null],
  ])('price %d with a $5,000 minimum → %s', (price, message) => {
    expect(purchasePriceMessage(price, raised)).toBe(message);
  });
});
