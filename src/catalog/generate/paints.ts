import type { VehicleKind } from '../schema/vocabulary.ts';

// Paint names as the makers sell them in Australia; each maps to an image colour family.
const BY_MAKE: Record<string, string[]> = {
  Toyota: [
    'Glacier White',
    'Frosted White',
    'Crystal Pearl',
    'Silver Pearl',
    'Graphite',
    'Eclipse Black',
    'Feverish Red',
    'Saturn Blue',
    'Atomic Rush',
    'Oxide Bronze',
    'Ink',
    'Wildfire',
  ],
  Mazda: [
    'Snowflake White Pearl',
    'Sonic Silver',
    'Machine Grey',
    'Polymetal Grey',
    'Jet Black',
    'Soul Red Crystal',
    'Deep Crystal Blue',
    'Zircon Sand',
    'Platinum Quartz',
  ],
  Ford: [
    'Arctic White',
    'Aluminium',
    'Meteor Grey',
    'Shadow Black',
    'Blue Lightning',
    'Conquer Grey',
    'True Red',
    'Sedona Orange',
    'Luxe Yellow',
    'Equinox Bronze',
  ],
  Kia: [
    'Clear White',
    'Snow White Pearl',
    'Steel Grey',
    'Gravity Grey',
    'Aurora Black Pearl',
    'Runway Red',
    'Interstellar Grey',
    'Pebble Blue',
    'Jungle Wood Green',
  ],
  Mitsubishi: [
    'White Solid',
    'White Diamond',
    'Sterling Silver',
    'Graphite Grey',
    'Jet Black',
    'Red Diamond',
    'Blade Silver',
    'Yamabuki Orange',
  ],
  Nissan: [
    'Polar White',
    'Brilliant Silver',
    'Twilight Grey',
    'Diamond Black',
    'Burning Red',
    'Caspian Blue',
    'Forged Copper',
    'Stealth Grey',
  ],
  MG: ['Dover White', 'Pebble Black', 'Clipper Blue', 'Diamond Red', 'Cotswold Grey', 'Regal Blue', 'Sunset Orange'],
  Jeep: [
    'Bright White',
    'Billet Silver',
    'Granite Crystal',
    'Diamond Black',
    'Firecracker Red',
    'Sarge Green',
    'Hydro Blue',
    'Earl Grey',
  ],
  Chery: ['Polar White', 'Carbon Crystal Black', 'Steel Grey', 'Ocean Blue', 'Metal Grey', 'Jasper Green'],
};

const GENERIC = [
  'White',
  'Pearl White',
  'Silver',
  'Grey',
  'Dark Grey',
  'Black',
  'Red',
  'Blue',
  'Dark Blue',
  'Green',
  'Orange',
  'Bronze',
  'Beige',
  'Gold',
];
const MOTORCYCLE = [
  'Matte Black',
  'Race Red',
  'Team Blue',
  'Lime Green',
  'Pearl White',
  'KTM Orange',
  'Matte Grey',
  'Silver',
  'Vivid Black',
];
const CARAVAN = ['White', 'Alpine White', 'Polar White', 'Silver', 'Charcoal', 'Black Composite'];

export function paintsFor(make: string, kind: VehicleKind): readonly string[] {
  if (kind === 'motorcycle') return MOTORCYCLE;
  if (kind === 'caravan') return CARAVAN;
  return BY_MAKE[make] ?? GENERIC;
}

export const INTERIORS: Record<VehicleKind, readonly string[]> = {
  car: [
    'Black Cloth',
    'Black Leather-accented',
    'Grey Cloth',
    'Black Synthetic Leather',
    'Tan Leather',
    'Charcoal Cloth',
    'Red and Black Leather',
  ],
  caravan: ['Natural Oak', 'Grey Oak', 'Walnut', 'White Gloss', 'Coastal Timber'],
  motorcycle: [],
};
