import type { Car } from '../../catalog/schema/car.ts';
import { carPhoneNumber, phoneNumbersFor } from '../../domain/contact/phone-number.ts';
import { addressLine } from '../../domain/locations/postal-address.ts';
import type { Site } from '../../tenant/schema/site.ts';

/** Who sells a car: its location's name and address, and the number the vehicle page calls. */
export interface CarDealer {
  name: string;
  address: string | null;
  phone: string;
}

/** The car's listing title: the feed's name, as the cards show it; a blank one is rebuilt from its parts. */
export function carTitle(car: Car): string {
  const name = car.name.trim();
  return name || [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ');
}

/** The car's location and the number the vehicle page calls (spec §4 phone number choice), else the site's main one. */
export function carDealer(car: Car, site: Site): CarDealer {
  const location = car.location;
  const address = addressLine(location?.address ?? { city: car.city, state: car.state });
  const dealership = site.dealerships.find((d) => d.slug === car.dealership_slug);
  const chosen = carPhoneNumber(car, phoneNumbersFor(site, dealership));
  return {
    name: location?.name ?? car.location_name,
    address: address || null,
    phone: chosen.phone ?? site.contact.phone,
  };
}

/** The primary photo's path or URL as the feed gives it; null for a car without photos. */
export function carPhoto(car: Car): string | null {
  if (car.photos_count === 0) return null;
  return car.primary_image_url ?? car.images[0]?.image.url ?? null;
}
