import type { CarType } from '../../tenant/schema/fields.ts';
import type { Random } from '../random.ts';
import type { VehicleKind } from '../schema/vocabulary.ts';

/** Kilometres for the car's age: delivery kms when new, a demo's few thousand, 9-19,000 a year used (some 'Low Kms'). */
export function odometer(
  random: Random,
  kind: VehicleKind,
  carType: CarType,
  age: number,
): { km: number | null; lowKm: boolean } {
  if (kind === 'caravan') return { km: null, lowKm: false };
  if (carType === 'new') return { km: random.int(2, 60), lowKm: false };
  if (carType === 'demo')
    return { km: kind === 'motorcycle' ? random.int(100, 2500) : random.int(1500, 14000), lowKm: false };
  const years = Math.max(age, 0.5);
  const lowKm = random.chance(0.12);
  const perYear =
    kind === 'motorcycle' ? random.int(1500, 5000) : lowKm ? random.int(3000, 7000) : random.int(9000, 19000);
  return { km: Math.round(years * perYear + random.int(200, 3000)), lowKm };
}
