import type { Site } from '../../tenant/schema/site.ts';
import type { Location } from '../../tenant/schema/locations.ts';
import type { Dealership } from '../../tenant/schema/dealerships.ts';
import type { CarType } from '../../tenant/schema/fields.ts';
import { usedMakeWeights } from '../market.ts';
import { buildsKind, manufacturerByName } from '../manufacturers.ts';
import type { VehicleKind } from '../schema/vocabulary.ts';
import { stockModels } from './catalogue.ts';

type GeneratedInventory = Extract<Site['inventory'], { source: 'generated' }>;

/** What the generator draws from, worked out once per site. */
export interface StockPlan {
  seed: number;
  count: number;
  photoless: number;
  kinds: [VehicleKind, number][];
  carTypes: Record<VehicleKind, [CarType, number][]>;
  /** Franchised makes (new and demo stock) per kind, by canonical name. */
  franchise: Record<VehicleKind, string[]>;
  /** The same makes weighted by how much of each a dealer stocks. */
  newMakes: Record<VehicleKind, [string, number][]>;
  used: Record<VehicleKind, [string, number][]>;
  salesLocations: SalesLocation[];
  /** Locations selling makes of each kind (all sales locations when none do). */
  yards: Record<VehicleKind, SalesLocation[]>;
}

interface SalesLocation {
  location: Location;
  dealership: Dealership;
  phone: string;
}

const KIND_WEIGHT: Record<VehicleKind, number> = { car: 1, caravan: 1.5, motorcycle: 0.8 };
const TYPE_WEIGHT: Record<CarType, number> = { new: 0.45, demo: 0.12, used: 0.43 };

function canonicalMake(name: string): string | undefined {
  return manufacturerByName(name)?.name;
}

/**
 * A make that builds several kinds (Honda, Suzuki) is franchised for the kind of the
 * makes it is sold beside: Honda next to Yamaha and Kawasaki is a motorcycle franchise.
 */
function franchisedFor(site: Site, make: string, kind: VehicleKind): boolean {
  if (!buildsKind(make, kind)) return false;
  const kinds = manufacturerByName(make)?.kinds ?? [];
  if (kinds.length < 2) return true;
  const beside = site.dealerships
    .filter((d) => d.makes.some((m) => canonicalMake(m) === make))
    .flatMap((d) => d.makes.map((m) => manufacturerByName(m)?.kinds ?? []))
    .filter((k) => k.length === 1)
    .flat();
  return beside.length === 0 || beside.includes(kind);
}

export function planStock(site: Site, inventory: GeneratedInventory): StockPlan {
  const kindsWanted = inventory.vehicleKinds?.length ? inventory.vehicleKinds : (['car'] as VehicleKind[]);
  const makeNames = inventory.makes ?? site.dealerships.flatMap((d) => d.makes);
  const makes = [...new Set(makeNames.map(canonicalMake).filter((m): m is string => m !== undefined))];

  const franchise = {} as StockPlan['franchise'];
  const newMakes = {} as StockPlan['newMakes'];
  const used = {} as StockPlan['used'];
  const carTypes = {} as StockPlan['carTypes'];
  for (const kind of ['car', 'motorcycle', 'caravan'] as const) {
    // A make without models on sale cannot supply new stock (e.g. a make with no data yet).
    franchise[kind] = makes.filter(
      (make) => franchisedFor(site, make, kind) && stockModels(make, kind).some((m) => m.status === 'available'),
    );
    const popularity = new Map(usedMakeWeights(kind));
    newMakes[kind] = franchise[kind].map((make) => [make, 1 + Math.sqrt(popularity.get(make) ?? 1)]);
    // Dealers take their own brands in trade more often than others.
    used[kind] = [...popularity].map(([make, weight]) => [make, franchise[kind].includes(make) ? weight * 3 : weight]);
    const types = inventory.carTypes.filter((type) => type === 'used' || franchise[kind].length > 0);
    carTypes[kind] = types.map((type) => [type, TYPE_WEIGHT[type]]);
  }

  const kinds = kindsWanted
    .filter((kind) => carTypes[kind].length > 0)
    .map((kind): [VehicleKind, number] => [kind, KIND_WEIGHT[kind]]);
  if (inventory.count > 0 && kinds.length === 0) {
    throw new Error(
      `${site.slug}: inventory.carTypes (${inventory.carTypes.join(', ')}) holds no used stock and no make of the dealerships has models to sell new`,
    );
  }

  const salesLocations = site.locations.flatMap((location): SalesLocation[] => {
    const sales = location.departments.find((d) => d.type === 'sales');
    const dealership = site.dealerships.find((d) => d.slug === location.dealershipSlug);
    return sales && dealership ? [{ location, dealership, phone: sales.phone }] : [];
  });
  if (inventory.count > 0 && salesLocations.length === 0)
    throw new Error(`${site.slug}: no location has a sales department to hold stock`);
  const yards = {} as StockPlan['yards'];
  for (const kind of ['car', 'motorcycle', 'caravan'] as const) {
    const selling = salesLocations.filter((l) =>
      l.location.makes.some((m) => franchisedFor(site, canonicalMake(m) ?? m, kind)),
    );
    yards[kind] = selling.length ? selling : salesLocations;
  }

  return {
    seed: inventory.seed,
    count: inventory.count,
    photoless: inventory.photoless ?? 0,
    kinds,
    carTypes,
    franchise,
    newMakes,
    used,
    salesLocations,
    yards,
  };
}
