import type { Random } from '../random.ts';
import type { CarVariant } from '../schema/car-variant.ts';
import type { ModelSpecs } from '../schema/model-specs.ts';
import type { SimpleBody } from '../schema/vocabulary.ts';
import { BODY_DIMENSIONS, bodyConfiguration } from './dimensions.ts';
import type { Gearbox } from './gearboxes.ts';
import { round, twoDp } from './numbers.ts';
import type { Powertrain } from './powertrains.ts';

export interface VariantFacts {
  engine: Powertrain;
  gearbox: Gearbox | null;
  engineCc: number | null;
  simpleBody: SimpleBody;
  specs: ModelSpecs;
  motorcycle: boolean;
}

/** spec §3 Car variant: the grade's factory figures, varied a little per model. */
export function carVariant(random: Random, f: VariantFacts): CarVariant {
  const { engine } = f;
  const dims = BODY_DIMENSIONS[f.simpleBody];
  const vary = (n: number) => Math.round(n * random.float(0.96, 1.04));
  const towing =
    dims.towing === null
      ? null
      : engine.drive === '4X4'
        ? round(random.int(3000, 3500), 50)
        : engine.simpleFuel === 'Electric'
          ? round(random.int(750, 1600), 50)
          : Math.min(3500, round(vary(dims.towing), 50));
  return {
    cylinders: engine.cylinders,
    enginesize: f.engineCc,
    enginesize_litres: engine.litres,
    induction: engine.induction,
    geartype: f.gearbox?.geartype ?? null,
    fuelconsumptioncombined: twoDp(engine.consumption * random.float(0.95, 1.05)),
    fuelcapacity: engine.tank,
    grossvehiclemass: vary(dims.gvm),
    vehiclelength: vary(dims.length),
    vehicleheight: vary(dims.height),
    vehiclewidth: vary(dims.width),
    towingcapacitybraked: towing,
    bodyconfiguration: bodyConfiguration(f.simpleBody, f.specs.body),
    torque: engine.torque,
    ancaprating: f.motorcycle
      ? null
      : random.weighted<number | null>([
          [5, 0.8],
          [4, 0.1],
          [null, 0.1],
        ]),
  };
}
