import * as v from 'valibot';
import data from './data/market-models.json' with { type: 'json' };
import { MarketModelSchema, type MarketModel } from './schema/model-specs.ts';
import type { VehicleKind } from './schema/vocabulary.ts';

const Weights = v.record(v.string(), v.pipe(v.number(), v.minValue(0)));

const MarketSchema = v.strictObject({
  /** How common each make is in used stock, per kind of vehicle. */
  weights: v.strictObject({ car: Weights, motorcycle: Weights, caravan: Weights }),
  /** Models of makes that have no model file (used stock only). */
  models: v.record(v.string(), v.array(MarketModelSchema)),
});

const MARKET = v.parse(MarketSchema, data);

/** Used-stock makes of a kind with their weights, e.g. [["Toyota", 20], ["Mazda", 10], ...]. */
export function usedMakeWeights(kind: VehicleKind): [string, number][] {
  return Object.entries(MARKET.weights[kind]);
}

/** Models of a make on the used market, for makes without a model file. */
export function marketModels(make: string): readonly MarketModel[] {
  return MARKET.models[make] ?? [];
}
