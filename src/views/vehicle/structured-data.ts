import type { Car } from '../../catalog/schema/car.ts';
import type { VehicleKind } from '../../catalog/schema/vocabulary.ts';
import { showsPrice } from '../../domain/price/price-display.ts';
import { carTypeLabel } from '../../domain/search/facets.ts';
import type { CarType } from '../../tenant/schema/fields.ts';
import type { RouteName } from '../../tenant/schema/menus.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { carHref, routeHref } from '../../site-urls.ts';

export interface VehicleStructuredDataInput {
  car: Car;
  site: Site;
  /** The vehicle page's absolute URL. */
  url: string;
  /** Absolute image URLs, best first. */
  images: string[];
  availability: 'available' | 'sold';
}

type Json = Record<string, unknown>;

/** Drops keys whose value is null, undefined, '' or an empty list: schema.org readers want them absent. */
function compact(object: Json): Json {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) =>
        value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  );
}

const SCHEMA = 'https://schema.org/';

/**
 * The schema.org type of each kind of vehicle: Google's vehicle listings read Car; a
 * motorcycle is schema.org's Motorcycle; a caravan has no engine of its own, so it is the
 * general Vehicle. A new kind does not compile until it has a type here.
 */
const VEHICLE_TYPE: Readonly<Record<VehicleKind, 'Car' | 'Motorcycle' | 'Vehicle'>> = {
  car: 'Car',
  motorcycle: 'Motorcycle',
  caravan: 'Vehicle',
};

/** Each car type's own stock search (spec §2 /search/used-cars...). */
const TYPE_SEARCH: Readonly<Record<CarType, RouteName>> = { new: 'newCars', used: 'usedCars', demo: 'demoCars' };

/**
 * Decided: a sold car is SoldOut; an available coming_soon car is PreOrder (it can be
 * reserved but is not on the yard yet); any other available car is InStock.
 */
function offerAvailability(car: Car, availability: VehicleStructuredDataInput['availability']): string {
  if (availability === 'sold') return `${SCHEMA}SoldOut`;
  return car.status === 'coming_soon' ? `${SCHEMA}PreOrder` : `${SCHEMA}InStock`;
}

/**
 * The Offer, or null for a car with no price (spec §4/§9: 10 or less is no price, the page
 * says 'Enquire for price.'): Google requires an offer's price, so an offer without one would
 * be an invalid item, where no offer at all is only a missing one.
 */
function offer({ car, site, url, availability }: VehicleStructuredDataInput): Json | null {
  if (!showsPrice(car.price)) return null;
  return {
    '@type': 'Offer',
    price: car.price,
    priceCurrency: 'AUD',
    availability: offerAvailability(car, availability),
    url,
    seller: { '@type': 'AutoDealer', name: site.name },
  };
}

/**
 * The vehicle, after Google's vehicle listing guidance
 * (https://developers.google.com/search/docs/appearance/structured-data/vehicle-listing, and
 * its feed specification https://developers.google.com/vehicle-listings/reference/feed-specification,
 * which names the same facts): required are name, image, brand.name, model, vehicleModelDate,
 * vehicleIdentificationNumber, itemCondition, offers with price and priceCurrency, and the
 * odometer of a used vehicle; the rest are recommended. What the car does not have is left out,
 * never filled with a stand-in: no image for a car without photos (not the placeholder panel),
 * no offer for a car without a price.
 */
function vehicleObject(input: VehicleStructuredDataInput): Json {
  const { car, url, images } = input;
  return compact({
    '@context': 'https://schema.org',
    '@type': VEHICLE_TYPE[car.item_type],
    name: car.name,
    url,
    image: images,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleConfiguration: car.badge,
    vehicleModelDate: String(car.year),
    color: car.colour,
    vehicleInteriorColor: car.interior_colour,
    fuelType: car.fuel ?? car.simple_fuel,
    vehicleTransmission: car.transmission ?? car.simple_transmission,
    driveWheelConfiguration: car.drive,
    vehicleEngine:
      car.engine_size === null
        ? null
        : {
            '@type': 'EngineSpecification',
            engineDisplacement: { '@type': 'QuantitativeValue', value: car.engine_size, unitCode: 'CMQ' },
          },
    bodyType: car.body ?? car.simple_body,
    vehicleSeatingCapacity: car.seats,
    numberOfDoors: car.doors,
    vehicleIdentificationNumber: car.vin,
    // Decided: a demo car has been driven and registered, so it is used to schema.org.
    itemCondition: car.car_type === 'new' ? `${SCHEMA}NewCondition` : `${SCHEMA}UsedCondition`,
    mileageFromOdometer: car.km === null ? null : { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
    offers: offer(input),
  });
}

/**
 * Decided: Home → Search (all stock) → the car type's stock (e.g. Used Cars,
 * /search/used-cars) → the car, each on the site's production domain.
 */
function breadcrumbs(car: Car, site: Site): Json {
  const crumbs: [string, string][] = [
    ['Home', routeHref(site, 'home')],
    ['Search', routeHref(site, 'search')],
    [`${carTypeLabel(car.car_type)} Cars`, routeHref(site, TYPE_SEARCH[car.car_type])],
    [car.name, carHref(car.slug)],
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: new URL(path, site.domain).href,
    })),
  };
}

/** The vehicle page's schema.org JSON-LD: the vehicle with its Offer, and its BreadcrumbList. */
export function vehicleStructuredData(input: VehicleStructuredDataInput): Json[] {
  return [vehicleObject(input), breadcrumbs(input.car, input.site)];
}

/**
 * The text of an inline <script type="application/ld+json">. `<`, `>` and `&` (and the
 * line separators U+2028/2029) become \u escapes, which JSON reads back unchanged, so
 * dealer text holding "</script>" or "<!--" cannot end the script or open a comment.
 */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
