import type { SimpleBody } from '../schema/vocabulary.ts';

/** Typical length, height, width (mm), gross vehicle mass and braked towing (kg) per body. */
export const BODY_DIMENSIONS: Record<
  SimpleBody,
  { length: number; height: number; width: number; gvm: number; towing: number | null }
> = {
  Sedan: { length: 4750, height: 1450, width: 1840, gvm: 2050, towing: 1200 },
  Hatch: { length: 4300, height: 1460, width: 1790, gvm: 1800, towing: 1000 },
  SUV: { length: 4650, height: 1700, width: 1860, gvm: 2450, towing: 1800 },
  Ute: { length: 5370, height: 1860, width: 1900, gvm: 3150, towing: 3500 },
  Van: { length: 5300, height: 2280, width: 1950, gvm: 3300, towing: 1900 },
  Wagon: { length: 4800, height: 1510, width: 1840, gvm: 2100, towing: 1600 },
  Coupe: { length: 4380, height: 1310, width: 1795, gvm: 1700, towing: null },
  Convertible: { length: 3915, height: 1235, width: 1735, gvm: 1350, towing: null },
  'People Mover': { length: 5150, height: 1775, width: 1995, gvm: 2750, towing: 2000 },
  'Cab Chassis': { length: 5230, height: 1950, width: 1870, gvm: 3510, towing: 3500 },
  Motorcycle: { length: 2150, height: 1150, width: 820, gvm: 420, towing: null },
  Caravan: { length: 7000, height: 3000, width: 2400, gvm: 3000, towing: null },
  'Camper Trailer': { length: 4600, height: 1600, width: 2000, gvm: 1500, towing: null },
};

/** The body configuration words of a variant: "Dual Cab", "Wagon", "Hatchback". */
export function bodyConfiguration(simpleBody: SimpleBody, longBody: string): string {
  if (simpleBody === 'Ute') return 'Dual Cab';
  if (simpleBody === 'Cab Chassis') return 'Single Cab';
  return longBody.replace(/^\d+D\s+/, '');
}
