import type { CarType } from '../../tenant/schema/fields.ts';
import type { Random } from '../random.ts';
import type { CarStatus, PriceType, VehicleKind } from '../schema/vocabulary.ts';
import { DAY, round } from './numbers.ts';

/** Dealer pricing: $27,490 or $27,990. */
const dealerPrice = (n: number) => Math.max(round(n, 500) - 10, 990);

export interface PriceFacts {
  kind: VehicleKind;
  carType: CarType;
  status: CarStatus;
  /** The grade's price when new, AUD. */
  newPrice: number;
  age: number;
  km: number | null;
}

/** The advertised price: new, a demo discount, or depreciated by age and distance. */
export function listingPrice(random: Random, f: PriceFacts) {
  const depreciation = f.kind === 'caravan' ? 0.9 : f.kind === 'motorcycle' ? 0.87 : 0.86;
  const distance = f.km === null ? 0 : Math.min(Math.max((f.km - f.age * 15000) / 300000, -0.08), 0.2);
  let price =
    f.carType === 'new'
      ? dealerPrice(f.newPrice)
      : f.carType === 'demo'
        ? dealerPrice(f.newPrice * random.float(0.86, 0.94))
        : Math.max(3990, dealerPrice(f.newPrice * depreciation ** f.age * (1 - distance)));
  const preorder = f.status === 'coming_soon' && f.carType === 'new' && random.chance(0.4);
  // spec §4 price display: some cars show PREORDER or the no-price text instead.
  if ((preorder && random.chance(0.5)) || (f.status === 'in_stock' && random.chance(0.015))) price = 0;
  const driveAwayShare = f.carType === 'used' ? 0.55 : 0.85;
  const priceType: PriceType = random.chance(driveAwayShare) ? 'Drive Away' : 'Excl. Government Charges';
  const roll = random.next();
  // The was-price shows only when higher (spec §4); a few equal ones keep that rule honest.
  const beforePrice = price === 0 ? null : roll < 0.12 ? price + random.int(5, 30) * 100 : roll < 0.15 ? price : null;
  return { price, priceType, beforePrice, preorder };
}

/** Sold within the last 20 days; listed within the last 120, some in the last 8 (the 'New' window). */
export function listingDates(random: Random, status: CarStatus, nowMs: number) {
  const soldMs = status === 'sold' ? nowMs - random.float(0, 20) * DAY : null;
  const listedDaysAgo =
    soldMs !== null
      ? Math.min(120, (nowMs - soldMs) / DAY + random.float(3, 100))
      : status === 'coming_soon'
        ? random.float(0, 30)
        : random.chance(0.12)
          ? random.float(0, 8)
          : random.float(8, 120);
  const createdMs = nowMs - listedDaysAgo * DAY;
  const updatedMs = createdMs + random.float(0, (soldMs ?? nowMs) - createdMs);
  return { soldMs, createdMs, updatedMs, listedDaysAgo };
}
