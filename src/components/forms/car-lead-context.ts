import type { CarTracking } from '../../domain/car/tracking.ts';
import type { VehicleWords } from '../../domain/text/vehicle-words.ts';
import type { LeadCar, LeadPageContext } from '../../views/forms/lead-form-types.ts';

/** What a lead needs to know of its car, whether from the catalogue or a search document. */
export interface LeadContextCar {
  slug: string;
  name: string;
  car_type: 'new' | 'used' | 'demo';
  tag?: string | null | undefined;
  stocknum: string;
  dealership_slug: string;
  make: string;
  model: string;
  tracking: CarTracking;
  words?: VehicleWords | undefined;
  imageSrc?: string | undefined;
  priceText?: string | undefined;
}

/** The car a form is about (the lead, the event and /success read it). */
export function leadCarOf(car: LeadContextCar): LeadCar {
  return {
    id: car.slug,
    name: car.name,
    car_type: car.car_type,
    tag: car.tag ?? null,
    tracking: car.tracking,
    ...(car.words ? { words: car.words } : {}),
    ...(car.imageSrc ? { imageSrc: car.imageSrc } : {}),
    ...(car.priceText ? { priceText: car.priceText } : {}),
  };
}

/** spec §3 Identity and context: what a lead about a car carries beside its form's fields. */
export function carLeadContext(car: LeadContextCar): LeadPageContext {
  return {
    car_id: car.slug,
    car_type: car.car_type,
    stock_number: car.stocknum,
    dealership_slug: car.dealership_slug,
    'Vehicle Make': car.make,
    'Vehicle Model': car.model,
  };
}
