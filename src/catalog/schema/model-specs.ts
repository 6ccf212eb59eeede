import * as v from 'valibot';
import { SIMPLE_BODIES } from './vocabulary.ts';

const year = v.pipe(v.number(), v.integer(), v.minValue(1950), v.maxValue(2100));

/**
 * What the demo stock generator needs to know about a model beyond spec §3: its grades,
 * price band and engines. Not shown to shoppers.
 */
export const ModelSpecsSchema = v.strictObject({
  /** Grades from cheapest to dearest, e.g. ["GX", "GXL", "XSE", "Edge"]. */
  badges: v.pipe(v.array(v.string()), v.minLength(1)),
  /** Drive-away price of the cheapest and dearest grade when new, AUD. */
  price: v.tuple([v.number(), v.number()]),
  /** Keys of the powertrain table (src/catalog/generate/powertrains.ts); empty for caravans. */
  powertrains: v.array(v.string()),
  /** First and last model year sold in Australia (null: still on sale). */
  years: v.tuple([year, v.nullable(year)]),
  /** The long body name, e.g. "4D Sport Utility". */
  body: v.string(),
  seats: v.pipe(v.number(), v.integer(), v.minValue(0)),
  doors: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Chassis code of the current generation, e.g. "AXAH54R". */
  series: v.optional(v.string()),
  /** Caravans and camper trailers: body length range in feet and berths. */
  caravan: v.optional(
    v.strictObject({
      length: v.tuple([v.number(), v.number()]),
      sleeps: v.tuple([v.number(), v.number()]),
    }),
  ),
});

export type ModelSpecs = v.InferOutput<typeof ModelSpecsSchema>;

/** A make's used-market models: name and body with specs, for makes without a model file. */
export const MarketModelSchema = v.strictObject({
  name: v.pipe(v.string(), v.nonEmpty()),
  simple_body: v.picklist(SIMPLE_BODIES),
  specs: ModelSpecsSchema,
});

export type MarketModel = v.InferOutput<typeof MarketModelSchema>;
