import type { Random } from '../random.ts';
import type { ModelSpecs } from '../schema/model-specs.ts';
import type { SimpleBody } from '../schema/vocabulary.ts';
import { round } from './numbers.ts';

const NONE = {
  body_width: null,
  body_length: null,
  tare_weight: null,
  axle_type: null,
  sleeps: null,
  aggregate_trailer_mass: null,
};

/** spec §3 caravan specifications; lengths in feet, masses in kg. Null for everything else. */
export function caravanSpecs(random: Random, simpleBody: SimpleBody, specs: ModelSpecs) {
  const range = specs.caravan;
  if (!range) return NONE;
  const length = round(range.length[0] + (range.length[1] - range.length[0]) * random.next(), 0.5);
  const tare = round(
    simpleBody === 'Camper Trailer' ? 700 + length * 40 : 1200 + (length - 12) * 160 + random.int(-80, 80),
    10,
  );
  return {
    body_width: random.pick([7.2, 7.5, 7.8, 8.0, 8.2]),
    body_length: length,
    tare_weight: tare,
    axle_type: length >= 18 ? 'Tandem' : 'Single',
    sleeps: random.int(range.sleeps[0], range.sleeps[1]),
    aggregate_trailer_mass: tare + random.int(5, 9) * 100,
  };
}
