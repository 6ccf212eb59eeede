import { marketModels } from '../market.ts';
import { modelSpecsForMake } from '../models.ts';
import type { ModelStatus } from '../schema/model.ts';
import type { ModelSpecs } from '../schema/model-specs.ts';
import { kindOfBody, type SimpleBody, type VehicleKind } from '../schema/vocabulary.ts';

/** A model the generator can stock, from a make's model file or the used-market list. */
export interface StockModel {
  make: string;
  name: string;
  simpleBody: SimpleBody;
  specs: ModelSpecs;
  status: ModelStatus;
  /** Popular models (early in the priority list) turn up more often. */
  weight: number;
}

const cache = new Map<string, StockModel[]>();

export function stockModels(make: string, kind: VehicleKind): StockModel[] {
  const key = `${make}|${kind}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const fromFile = modelSpecsForMake(make).map(({ model, specs }) => ({
    name: model.name,
    simpleBody: model.body,
    specs,
    status: model.status,
  }));
  const source = fromFile.length
    ? fromFile
    : marketModels(make).map((m) => ({
        name: m.name,
        simpleBody: m.simple_body,
        specs: m.specs,
        status: (m.specs.years[1] === null ? 'available' : 'discontinued') as ModelStatus,
      }));
  const models = source
    .filter((m) => kindOfBody(m.simpleBody) === kind)
    .map((m, i) => ({ ...m, make, weight: 1 / (1 + i * 0.2) }));
  cache.set(key, models);
  return models;
}
