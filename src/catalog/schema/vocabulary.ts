/**
 * The closed word lists of the catalogue. Search facets, URLs (/search/{body}-cars)
 * and the generated images key on these, so a feed must use them too.
 */
export const VEHICLE_KINDS = ['car', 'motorcycle', 'caravan'] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];

export const SIMPLE_BODIES = [
  'Sedan',
  'Hatch',
  'SUV',
  'Ute',
  'Van',
  'Wagon',
  'Coupe',
  'Convertible',
  'People Mover',
  'Cab Chassis',
  'Motorcycle',
  'Caravan',
  'Camper Trailer',
] as const;
export type SimpleBody = (typeof SIMPLE_BODIES)[number];

export const SIMPLE_FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Plug-in Hybrid', 'Electric'] as const;
export type SimpleFuel = (typeof SIMPLE_FUELS)[number];

export const SIMPLE_TRANSMISSIONS = ['Automatic', 'Manual'] as const;

/** spec §4 price display: the words shown after the price. */
export const PRICE_TYPES = ['Drive Away', 'Excl. Government Charges'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/** spec §4 Availability: in_stock and coming_soon are available, sold is not. */
export const CAR_STATUSES = ['in_stock', 'coming_soon', 'sold'] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];

/** The URL form of a body (/search/{body}-cars): 'People Mover' becomes 'people-mover'. */
export function bodySlug(body: SimpleBody): string {
  return body.toLowerCase().replace(/\s+/g, '-');
}

/** Which kind of vehicle a body belongs to. */
export function kindOfBody(body: SimpleBody): VehicleKind {
  if (body === 'Motorcycle') return 'motorcycle';
  if (body === 'Caravan' || body === 'Camper Trailer') return 'caravan';
  return 'car';
}
