import type { CarType } from '../../tenant/schema/fields.ts';
import type { Random } from '../random.ts';
import type { CarStatus, VehicleKind } from '../schema/vocabulary.ts';

export interface TagFacts {
  carType: CarType;
  kind: VehicleKind;
  status: CarStatus;
  year: number;
  nowYear: number;
  lowKm: boolean;
  priceDrop: boolean;
  justArrived: boolean;
}

/** A dealer's free-text tag on about a quarter of the stock (spec §3 tag, §4 tag precedence). */
export function pickTag(random: Random, f: TagFacts): string | null {
  const options: [string, number][] = [];
  if (f.carType === 'new') {
    options.push(['Factory Bonus', 1]);
    if (f.status === 'in_stock') options.push(['Test Drive Only', 1]);
    if (f.year < f.nowYear) options.push(['Runout Sale', 4]);
  }
  if (f.carType === 'demo') options.push(['Demo Clearance', 2], ['Test Drive Only', 1]);
  if (f.carType === 'used') {
    options.push(['One Owner', 2], ['Full Service History', 1]);
    if (f.lowKm) options.push(['Low Kms', 4]);
    if (f.justArrived) options.push(['Just Arrived', 2]);
  }
  if (f.priceDrop) options.push(['Price Drop', 3]);
  if (f.kind === 'caravan') options.push(['Off-Grid Ready', 1]);
  // Runout stock is nearly always tagged; the rest sometimes.
  const chance = options.some(([tag]) => tag === 'Runout Sale') ? 0.7 : 0.25;
  return options.length && random.chance(chance) ? random.weighted(options) : null;
}
