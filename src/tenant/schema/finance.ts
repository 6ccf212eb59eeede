import * as v from 'valibot';
import { doc, slug } from './fields.ts';

export const FINANCE_PROVIDERS = [
  'Taurus',
  'Angle',
  '360 Finance',
  'Nissan Finance',
  'Manual',
  'Powertorque',
  'AusLoans',
  'Car Clarity',
] as const;
export type FinanceProvider = (typeof FINANCE_PROVIDERS)[number];

const Range = v.strictObject({
  min: doc(v.pipe(v.number(), v.minValue(0)), 'Lowest value.'),
  max: doc(v.pipe(v.number(), v.minValue(0)), 'Highest value.'),
});

export const FinanceSchema = v.strictObject({
  provider: doc(v.picklist(FINANCE_PROVIDERS), 'The finance provider whose rates and rules apply (spec §5).'),
  defaultInterestRate: doc(
    v.pipe(v.number(), v.minValue(0), v.maxValue(30)),
    'Calculator default interest rate, % p.a. (e.g. 8.5 or 10).',
  ),
  calculator: doc(
    v.strictObject({
      price: doc(Range, 'Purchase price bounds in AUD (default 1000 to 250000).'),
      interest: doc(Range, 'Interest rate bounds, % p.a. (default 0.5 to 15).'),
    }),
    'Finance calculator bounds (spec §5).',
  ),
  excludedDealerships: doc(v.array(slug), 'Dealerships (by slug) that never show a finance block.'),
  establishmentFee: v.optional(
    doc(v.pipe(v.number(), v.minValue(0)), 'Lender establishment fee in AUD when the lender does not supply one.'),
  ),
  comparisonRange: v.optional(
    doc(
      v.strictObject({
        min: doc(v.number(), 'Lowest comparison rate, %.'),
        max: doc(v.number(), 'Highest comparison rate, %.'),
      }),
      'Comparison rate range shown when the lender supplies none.',
    ),
  ),
});
