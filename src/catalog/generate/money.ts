import type { CarType } from '../../tenant/schema/fields.ts';
import type { Site } from '../../tenant/schema/site.ts';
import type { Random } from '../random.ts';
import type { CarInput } from '../schema/car.ts';
import type { VehicleKind } from '../schema/vocabulary.ts';
import { financeQuote } from './finance-quote.ts';
import { round, twoDp } from './numbers.ts';

export interface MoneyFacts {
  price: number;
  carType: CarType;
  kind: VehicleKind;
  age: number;
}

/** Finance from the site's provider, the quote service's figures and market prices near the price. */
export function moneyFields(
  random: Random,
  site: Site,
  f: MoneyFacts,
): Pick<CarInput, 'finance_lenders' | 'youxQuote' | 'autograb_data'> {
  const rate = twoDp(
    f.carType === 'new'
      ? random.float(6.49, 8.99)
      : f.carType === 'demo'
        ? random.float(6.99, 9.49)
        : 8.49 + Math.min(f.age, 12) * 0.35 + random.float(0, 1.5),
  );
  // A few lenders send no comparison rate: spec §5 then hides the finance block.
  const comparison = random.chance(0.02) ? null : twoDp(rate + random.float(0.7, 1.6));
  // spec §5: no finance block at $500 or less.
  const quote =
    f.price > 500
      ? financeQuote({
          price: f.price,
          rate,
          comparisonRate: comparison,
          termYears: 5,
          depositShare: 0.1,
          balloonShare: f.age <= 5 ? 0.3 : 0,
          establishmentFee: site.finance.establishmentFee ?? 0,
          provider: site.finance.provider,
        })
      : null;
  // About a quarter sit well under the market, so the below-market badge (spec §5) shows.
  const average =
    f.kind !== 'caravan' && f.price > 0
      ? round(f.price * (random.chance(0.25) ? random.float(1.04, 1.12) : random.float(0.93, 1.06)), 10)
      : null;
  return {
    finance_lenders: quote ? { [site.finance.provider]: quote } : {},
    youxQuote: quote
      ? {
          weeklyRepaymentAmount: quote.paymentWeek ?? 0,
          comparisonRate: comparison ?? twoDp(rate + 1),
          advertisedRate: rate,
        }
      : null,
    autograb_data:
      average === null
        ? null
        : {
            average_market_price: average,
            state_average_market_price: random.chance(0.1) ? null : round(average * random.float(0.97, 1.03), 10),
          },
  };
}
