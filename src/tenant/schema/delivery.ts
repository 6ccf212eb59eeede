import * as v from 'valibot';
import { doc } from './fields.ts';

const DeliveryBand = v.strictObject({
  upToKm: doc(
    v.pipe(v.number(), v.gtValue(0, 'more than 0 km'), v.maxValue(10_000, 'at most 10,000 km')),
    'The band covers distances up to this many km (this one included), from where the band before it ends (0 for the first).',
  ),
  fee: doc(
    v.pipe(v.number(), v.minValue(0), v.maxValue(100_000)),
    'What a delivery in this band costs, in AUD (0: free), before any per-km charge.',
  ),
  perKm: v.optional(
    doc(
      v.pipe(v.number(), v.minValue(0), v.maxValue(1_000)),
      'AUD for each km past where this band starts, added to its fee (e.g. 1.5). Default 0.',
    ),
  ),
});

/**
 * What home delivery of a car bought online costs, by distance: a straight line (great
 * circle) from the car's location to the centre of the buyer's postcode. Free within 50 km,
 * then $2 a km, at most $1,500, up to 3,000 km:
 * `{ "bands": [{ "upToKm": 50, "fee": 0 }, { "upToKm": 3000, "fee": 0, "perKm": 2 }], "maximumFee": 1500 }`.
 * Flat bands: `[{ "upToKm": 25, "fee": 0 }, { "upToKm": 100, "fee": 99 }, { "upToKm": 400, "fee": 299 }]`.
 */
export const DeliveryFeesSchema = v.strictObject({
  bands: doc(
    v.pipe(
      v.array(DeliveryBand),
      v.minLength(1, 'at least one band'),
      v.check(
        (bands) => bands.every((band, i) => i === 0 || band.upToKm > (bands[i - 1]?.upToKm ?? 0)),
        'bands in order of upToKm, each further than the one before',
      ),
    ),
    'Distance bands, nearest first. The last band’s upToKm is the furthest the dealer delivers.',
  ),
  maximumFee: v.optional(
    doc(v.pipe(v.number(), v.minValue(0)), 'No delivery costs more than this, in AUD, however far within the bands.'),
  ),
});

export type DeliveryFees = v.InferOutput<typeof DeliveryFeesSchema>;
