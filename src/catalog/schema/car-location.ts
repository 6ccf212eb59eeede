import * as v from 'valibot';
import { AUSTRALIAN_STATES } from '../../tenant/schema/fields.ts';
import { feedLink, integer, orNull, postcode, text } from './feed-fields.ts';

/** spec §3 Car › Location: where the car is, nested in the car for cards and maps. */
export const CarLocationSchema = v.object({
  id: integer,
  name: text,
  phone: orNull(v.string()),
  address: v.object({
    street: v.string(),
    city: text,
    state: v.picklist(AUSTRALIAN_STATES),
    postcode,
    /** The Get Directions link. */
    place_url: feedLink,
  }),
  /** Ids of the other locations that also advertise this car. */
  distribution_locations: v.optional(v.array(integer), []),
});
