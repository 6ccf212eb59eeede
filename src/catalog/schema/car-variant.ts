import * as v from 'valibot';
import { amount, count, orNull } from './feed-fields.ts';

/** spec §3 Car variant: the factory specification of the exact grade. */
export const CarVariantSchema = v.object({
  cylinders: orNull(count),
  /** Engine capacity, cc. */
  enginesize: orNull(count),
  enginesize_litres: orNull(amount),
  /** "Aspirated", "Turbo", "Twin Turbo" or "Electric". */
  induction: orNull(v.string()),
  geartype: orNull(v.string()),
  /** L/100 km (electric: kWh/100 km). */
  fuelconsumptioncombined: orNull(amount),
  /** Litres (electric: battery kWh). */
  fuelcapacity: orNull(amount),
  /** kg. */
  grossvehiclemass: orNull(count),
  /** mm. */
  vehiclelength: orNull(count),
  vehicleheight: orNull(count),
  vehiclewidth: orNull(count),
  /** kg. */
  towingcapacitybraked: orNull(count),
  bodyconfiguration: orNull(v.string()),
  /** Nm. */
  torque: orNull(count),
  /** Stars, 1 to 5; null when unrated. */
  ancaprating: orNull(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(5))),
});

export type CarVariant = v.InferOutput<typeof CarVariantSchema>;
