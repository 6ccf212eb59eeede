import type { Car } from '../../catalog/schema/car.ts';

/**
 * spec §3 Tracking event parameters: what every analytics event about a car says of it, so
 * a report can group events by stock state, make, model, year, distance and grade without
 * joining the feed. The grade is the car's badge (the trim: GX, GXL, Cruiser).
 */
export interface CarTracking {
  vehicleStatus: Car['status'];
  vehicleMake: string;
  vehicleModel: string;
  vehicleYear: number;
  /** Only when the feed knows the odometer (a new car may have none). */
  vehicleKilometers?: number;
  /** Only when the car has a badge. */
  vehicleGrade?: string;
}

/** The fields of a car the tracking parameters come from: a catalogue car or a search document. */
export interface TrackedCar {
  status: Car['status'];
  make: string;
  model: string;
  year: number;
  km?: number | null | undefined;
  badge?: string | null | undefined;
}

export function carTracking(car: TrackedCar): CarTracking {
  const grade = car.badge?.trim();
  return {
    vehicleStatus: car.status,
    vehicleMake: car.make,
    vehicleModel: car.model,
    vehicleYear: car.year,
    ...(typeof car.km === 'number' ? { vehicleKilometers: car.km } : {}),
    ...(grade ? { vehicleGrade: grade } : {}),
  };
}
