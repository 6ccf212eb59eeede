import * as v from 'valibot';
import { cssColour, slug } from '../../tenant/schema/fields.ts';
import { VEHICLE_KINDS } from './vocabulary.ts';

/** spec §3 Manufacturer, plus what the catalogue needs to draw and stock it. */
export const ManufacturerSchema = v.strictObject({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: v.pipe(v.string(), v.nonEmpty()),
  slug,
  logo: v.strictObject({ url: v.pipe(v.string(), v.regex(/^\//, 'a site path starting with /')) }),
  /** What the make builds; used stock of a caravan dealer is drawn from caravan makes. */
  kinds: v.pipe(v.array(v.picklist(VEHICLE_KINDS)), v.minLength(1, 'at least one kind')),
  /** Badge colour of the generated logo (no trademarked artwork is shipped). */
  colour: cssColour,
});

export type Manufacturer = v.InferOutput<typeof ManufacturerSchema>;
