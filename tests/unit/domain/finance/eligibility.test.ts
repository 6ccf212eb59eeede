import { describe, expect, it } from 'vitest';
import type { FinanceLender } from '../../../../src/catalog/schema/finance-lender.ts';
import {
  type FinanceCar,
  type FinanceEligibility,
  financeEligibility,
  type FinanceEligibilityContext,
} from '../../../../src/domain/finance/eligibility.ts';
import type { FinanceProvider } from '../../../../src/tenant/schema/finance.ts';

const CURRENT_YEAR = 2026;
type FinanceIneligibleReason = Extract<FinanceEligibility, { eligible: false }>['reason'];

function lender(provider: FinanceProvider, changes: Partial<FinanceLender> = {}): FinanceLender {
  return {
    interestRate: 8.5,
    comparisonRate: 9.1,
    paymentWeek: 142,
    paymentMonth: 616,
    termYears: 5,
    term1: 620,
    term2: 320,
    term3: 220,
    term4: 170,
    term5: 142,
    term6: 124,
    term7: 111,
    termMonths: 60,
    termWeeks: 260,
    deposit: 0,
    balloon: 0,
    establishmentFees: 0,
    totalPayable: 36920,
    disclaimer: 'Finance disclaimer.',
    financeProvider: provider,
    ...changes,
  };
}

function car(provider: FinanceProvider, changes: Partial<FinanceCar> = {}, quote: Partial<FinanceLender> = {}) {
  return {
    make: 'Toyota',
    year: 2022,
    price: 30000,
    status: 'in_stock',
    dealership_slug: 'harbourside-toyota',
    finance_lenders: { [provider]: lender(provider, quote) },
    ...changes,
  } satisfies FinanceCar;
}

function context(provider: FinanceProvider, excludedDealerships: string[] = []): FinanceEligibilityContext {
  return { finance: { provider, excludedDealerships }, currentYear: CURRENT_YEAR };
}

const reason = (result: ReturnType<typeof financeEligibility>): FinanceIneligibleReason | 'eligible' =>
  result.eligible ? 'eligible' : result.reason;

describe('finance block eligibility: rules for every provider (spec §5)', () => {
  it('is eligible with the lender quote of the configured provider', () => {
    const result = financeEligibility(car('Angle'), context('Angle'));
    expect(result).toEqual({ eligible: true, provider: 'Angle', lender: lender('Angle') });
  });

  it.each<[string, FinanceCar, FinanceIneligibleReason]>([
    ['no quote for the provider', { ...car('Angle'), finance_lenders: {} }, 'no-lender-data'],
    ['only another provider’s quote', car('Taurus'), 'no-lender-data'],
    ['an empty quote', { ...car('Angle'), finance_lenders: { Angle: {} as FinanceLender } }, 'no-lender-data'],
    ['interestRate null', car('Angle', {}, { interestRate: null }), 'no-interest-rate'],
    ['comparisonRate null', car('Angle', {}, { comparisonRate: null }), 'no-comparison-rate'],
    ['a Suzuki', car('Angle', { make: 'Suzuki' }), 'excluded-make'],
    ['a SUZUKI (any case)', car('Angle', { make: 'SUZUKI' }), 'excluded-make'],
    ['an excluded dealership', car('Angle', { dealership_slug: 'southern-cross-jeep' }), 'excluded-dealership'],
  ])('%s → %s', (_label, financeCar, expected) => {
    expect(reason(financeEligibility(financeCar, context('Angle', ['southern-cross-jeep'])))).toBe(expected);
  });

  it('reports the first failing rule in the spec’s order', () => {
    const everythingWrong = car('Angle', { make: 'Suzuki', price: 0, status: 'sold' }, { interestRate: null });
    expect(reason(financeEligibility(everythingWrong, context('Angle')))).toBe('no-interest-rate');
  });
});

describe('Taurus (spec §5, §9: within the last 12 years, price above 500, in stock)', () => {
  // spec §9 "Taurus cutoff is current year minus 12"
  const cutoff = CURRENT_YEAR - 12;

  it.each([
    [cutoff - 1, 'too-old'],
    [cutoff, 'eligible'],
    [cutoff + 1, 'eligible'],
    [CURRENT_YEAR, 'eligible'],
  ])('a %d car → %s', (year, expected) => {
    expect(reason(financeEligibility(car('Taurus', { year }), context('Taurus')))).toBe(expected);
  });

  it.each([
    [500, 'in_stock', 'price-too-low'],
    [501, 'in_stock', 'eligible'],
    [30000, 'coming_soon', 'not-in-stock'],
    [30000, 'sold', 'not-in-stock'],
  ] as const)('price %d, %s → %s', (price, status, expected) => {
    expect(reason(financeEligibility(car('Taurus', { price, status }), context('Taurus')))).toBe(expected);
  });

  it('needs a comparison rate', () => {
    const result = financeEligibility(car('Taurus', {}, { comparisonRate: null }), context('Taurus'));
    expect(reason(result)).toBe('no-comparison-rate');
  });
});

describe('360 Finance and AusLoans (spec §5: in stock only)', () => {
  it.each<[FinanceProvider, Partial<FinanceCar>, string]>([
    ['360 Finance', { status: 'in_stock', price: 0 }, 'eligible'],
    ['360 Finance', { status: 'in_stock', year: 1990 }, 'eligible'],
    ['360 Finance', { status: 'coming_soon' }, 'not-in-stock'],
    ['360 Finance', { status: 'sold' }, 'not-in-stock'],
    ['AusLoans', { status: 'in_stock', price: 200 }, 'eligible'],
    ['AusLoans', { status: 'sold' }, 'not-in-stock'],
  ])('%s with %o → %s', (provider, changes, expected) => {
    const quote = { paymentWeek: null, paymentMonth: null };
    expect(reason(financeEligibility(car(provider, changes, quote), context(provider)))).toBe(expected);
  });
});

describe('Manual, Angle, Powertorque (spec §5: price above 500, in stock, weekly payment)', () => {
  it.each<[FinanceProvider, Partial<FinanceCar>, Partial<FinanceLender>, string]>([
    ['Manual', { price: 500 }, {}, 'price-too-low'],
    ['Manual', { price: 501 }, {}, 'eligible'],
    ['Angle', { price: 500 }, {}, 'price-too-low'],
    ['Angle', { price: 501 }, {}, 'eligible'],
    ['Powertorque', { price: 500 }, {}, 'price-too-low'],
    ['Powertorque', { price: 501 }, {}, 'eligible'],
    ['Angle', { status: 'coming_soon' }, {}, 'not-in-stock'],
    ['Powertorque', { status: 'sold' }, {}, 'not-in-stock'],
    ['Manual', {}, { paymentWeek: null }, 'no-weekly-payment'],
    ['Angle', {}, { paymentWeek: null }, 'no-weekly-payment'],
    ['Powertorque', {}, { paymentWeek: null, paymentMonth: 600 }, 'no-weekly-payment'],
    ['Powertorque', {}, { paymentWeek: 0 }, 'eligible'],
  ])('%s with %o and quote %o → %s', (provider, changes, quote, expected) => {
    expect(reason(financeEligibility(car(provider, changes, quote), context(provider)))).toBe(expected);
  });
});

describe('Nissan Finance (spec §5: price above 500, in stock, monthly payment)', () => {
  it.each<[Partial<FinanceCar>, Partial<FinanceLender>, string]>([
    [{ price: 500 }, {}, 'price-too-low'],
    [{ price: 501 }, {}, 'eligible'],
    [{ status: 'coming_soon' }, {}, 'not-in-stock'],
    [{}, { paymentMonth: null }, 'no-monthly-payment'],
    [{}, { paymentWeek: null }, 'eligible'],
  ])('%o with quote %o → %s', (changes, quote, expected) => {
    expect(reason(financeEligibility(car('Nissan Finance', changes, quote), context('Nissan Finance')))).toBe(expected);
  });
});

describe('Car Clarity (not in the spec: price above 500, in stock, a weekly or monthly payment)', () => {
  it.each<[Partial<FinanceCar>, Partial<FinanceLender>, string]>([
    [{ price: 500 }, {}, 'price-too-low'],
    [{ price: 501 }, {}, 'eligible'],
    [{ status: 'sold' }, {}, 'not-in-stock'],
    [{}, { paymentWeek: null }, 'eligible'],
    [{}, { paymentMonth: null }, 'eligible'],
    [{}, { paymentWeek: null, paymentMonth: null }, 'no-payment'],
  ])('%o with quote %o → %s', (changes, quote, expected) => {
    expect(reason(financeEligibility(car('Car Clarity', changes, quote), context('Car Clarity')))).toBe(expected);
  });
});
