import * as v from 'valibot';
import data from './data/manufacturers.json' with { type: 'json' };
import { type Manufacturer, ManufacturerSchema } from './schema/manufacturer.ts';
import type { VehicleKind } from './schema/vocabulary.ts';

// The list ships with the code, so a broken entry is a programming error: fail loudly.
const MANUFACTURERS: readonly Manufacturer[] = v.parse(v.array(ManufacturerSchema), data);
const BY_NAME = new Map(MANUFACTURERS.map((m) => [m.name.toLowerCase(), m]));

/** The static list of about 140 makes sold in Australia (spec §3 Manufacturer), by name. */
export function allManufacturers(): readonly Manufacturer[] {
  return MANUFACTURERS;
}

/** Finds a make by its name as feeds and site.json write it ("toyota", "Mercedes-Benz"). */
export function manufacturerByName(name: string): Manufacturer | undefined {
  return BY_NAME.get(name.trim().toLowerCase());
}

export function buildsKind(make: string, kind: VehicleKind): boolean {
  return manufacturerByName(make)?.kinds.includes(kind) ?? false;
}
