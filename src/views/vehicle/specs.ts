import { timeZoneForState } from '../../domain/hours/state-time-zone.ts';
import type { Car } from '../../catalog/schema/car.ts';
import { regoExpiry } from '../../domain/car/rego-expiry.ts';
import { specsTitle, visibleSpecRows } from '../../domain/car/vehicle-specs.ts';
import { formatFeetAsMetres, formatKilometres } from '../../domain/format.ts';
import { carTypeLabel } from '../../domain/search/facets.ts';
import type { Site } from '../../tenant/schema/site.ts';

/** One labelled fact of the vehicle page (Key information, Car Summary, All Specifications). */
export interface InfoItem {
  /** The feed's field name (spec §3), so features.specs.removedKeys can name it; 'rego' is the plate. */
  key: string;
  label: string;
  value: string;
}

type Value = string | number | null | undefined;
const row = (key: string, label: string, value: Value): { key: string; label: string; value: Value } => ({
  key,
  label,
  value,
});

/** Empty rows dropped, values as text. */
function items(rows: ReturnType<typeof row>[], removedKeys: readonly string[]): InfoItem[] {
  return visibleSpecRows(rows, removedKeys).map((r) => ({ key: r.key, label: r.label, value: String(r.value) }));
}

const NUMBER = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 });

/** '1,998 cc', '2,480 kg'; null stays null so the row is hidden. */
function withUnit(value: number | null | undefined, unit: string): string | null {
  return value === null || value === undefined ? null : `${NUMBER.format(value)} ${unit}`;
}

/**
 * '2.0L 4cyl'. Decided: the car's own fields first, then its variant's; litres with one
 * decimal (from cc when the feed gives no litres); 0 cylinders (electric) is left out of
 * this short form, and nothing known gives null (hidden).
 */
export function engineSummary(car: Car): string | null {
  const cc = car.engine_size ?? car.variant?.enginesize ?? null;
  const litres = car.engine_size_litres ?? car.variant?.enginesize_litres ?? (cc ? cc / 1000 : null);
  const cylinders = car.cylinders ?? car.variant?.cylinders ?? null;
  const parts = [litres ? `${litres.toFixed(1)}L` : '', cylinders ? `${cylinders}cyl` : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

/**
 * spec §2 Key information, most useful first (the page shows 4, then Show More).
 * Decided: rego expiry is judged on the calendar of the car's state; the location shows
 * only on sites with features.vehicleLocation; the site's removed spec keys (spec §5) are
 * left out here too, since the same key names the same fact in both sections.
 */
export function keyInformation(car: Car, site: Site, now: Date): InfoItem[] {
  const rego = regoExpiry(car, {
    now,
    timeZone: timeZoneForState(car.state),
    showUnregistered: site.features.unregisteredRego,
  });
  const location = site.features.vehicleLocation ? (car.location?.name ?? car.location_name) : null;
  const rows = [
    row('km', 'Kilometres', car.km === null ? null : formatKilometres(car.km)),
    row('transmission', 'Transmission', car.transmission ?? car.simple_transmission),
    row('body', 'Body', car.body ?? car.simple_body),
    row('fuel', 'Fuel', car.fuel ?? car.simple_fuel),
    row('year', 'Year', car.year),
    row('drive', 'Drive', car.drive),
    row('colour', 'Colour', car.colour),
    row('seats', 'Seats', car.seats),
    row('doors', 'Doors', car.doors),
    row('engine', 'Engine', engineSummary(car)),
    row('car_type', 'Condition', carTypeLabel(car.car_type)),
    row('stocknum', 'Stock No.', car.stocknum),
    row('vin', 'VIN', car.vin),
    row('rego_expiry', 'Rego Expiry', rego?.text),
    row('location', 'Location', location),
  ];
  return items(rows, site.features.specs.removedKeys);
}

const MONTH_YEAR = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2021-03' → 'March 2021' (words, as the site's other dates). */
function monthYear(value: string | null): string | null {
  return value ? MONTH_YEAR.format(new Date(`${value}-01T00:00:00Z`)) : null;
}

/** Decided: '5 stars', '1 star'. */
const stars = (rating: number | null | undefined) =>
  rating == null ? null : `${rating} star${rating === 1 ? '' : 's'}`;

/**
 * spec §2 All Specifications: the car's fields, its variant's, and on sites with
 * features.specs.caravan a caravan's own (lengths in feet, as the feed gives them); empty
 * rows and the site's removed keys (default the rego plate) are hidden (spec §5).
 * Decided: the car's field wins over the variant's where both exist; an electric car's
 * consumption and capacity read in kWh (the feed's units for it).
 */
export function specificationRows(car: Car, site: Site): InfoItem[] {
  const variant = car.variant;
  const electric = car.simple_fuel === 'Electric';
  const rows = [
    row('make', 'Make', car.make),
    row('model', 'Model', car.model),
    row('badge', 'Badge', car.badge),
    row('series', 'Series', car.series),
    row('year', 'Year', car.year),
    row('body', 'Body', car.body ?? car.simple_body),
    row('colour', 'Colour', car.colour),
    row('interior_colour', 'Interior Colour', car.interior_colour),
    row('fuel', 'Fuel', car.fuel ?? car.simple_fuel),
    row('drive', 'Drive', car.drive),
    row('transmission', 'Transmission', car.transmission ?? car.simple_transmission ?? variant?.geartype),
    row('engine_size', 'Engine Size', withUnit(car.engine_size ?? variant?.enginesize, 'cc')),
    row('cylinders', 'Cylinders', car.cylinders ?? variant?.cylinders),
    row('seats', 'Seats', car.seats),
    row('doors', 'Doors', car.doors),
    row('compliance_date', 'Compliance Date', monthYear(car.compliance_date)),
    row('build_date', 'Build Date', monthYear(car.build_date)),
    row('stocknum', 'Stock No.', car.stocknum),
    row('vin', 'VIN', car.vin),
    row('rego', 'Rego', car.regplate),
    row('km', 'Odometer', car.km === null ? null : formatKilometres(car.km)),
    row('induction', 'Induction', variant?.induction),
    electric
      ? row(
          'fuelconsumptioncombined',
          'Energy Consumption (Combined)',
          withUnit(variant?.fuelconsumptioncombined, 'kWh/100km'),
        )
      : row(
          'fuelconsumptioncombined',
          'Fuel Consumption (Combined)',
          withUnit(variant?.fuelconsumptioncombined, 'L/100km'),
        ),
    electric
      ? row('fuelcapacity', 'Battery Capacity', withUnit(variant?.fuelcapacity, 'kWh'))
      : row('fuelcapacity', 'Fuel Capacity', withUnit(variant?.fuelcapacity, 'L')),
    row('grossvehiclemass', 'Gross Vehicle Mass', withUnit(variant?.grossvehiclemass, 'kg')),
    row('vehiclelength', 'Length', withUnit(variant?.vehiclelength, 'mm')),
    row('vehicleheight', 'Height', withUnit(variant?.vehicleheight, 'mm')),
    row('vehiclewidth', 'Width', withUnit(variant?.vehiclewidth, 'mm')),
    row('towingcapacitybraked', 'Braked Towing Capacity', withUnit(variant?.towingcapacitybraked, 'kg')),
    row('bodyconfiguration', 'Body Configuration', variant?.bodyconfiguration),
    row('torque', 'Torque', withUnit(variant?.torque, 'Nm')),
    row('ancaprating', 'ANCAP Rating', stars(variant?.ancaprating)),
  ];
  if (site.features.specs.caravan && car.item_type === 'caravan') {
    rows.push(
      row('body_width', 'Body Width', car.body_width === null ? null : formatFeetAsMetres(car.body_width)),
      row('body_length', 'Body Length', car.body_length === null ? null : formatFeetAsMetres(car.body_length)),
      row('tare_weight', 'Tare Weight', withUnit(car.tare_weight, 'kg')),
      row('axle_type', 'Axle Type', car.axle_type),
      row('sleeps', 'Sleeps', car.sleeps),
      row('aggregate_trailer_mass', 'ATM', withUnit(car.aggregate_trailer_mass, 'kg')),
    );
  }
  return items(rows, site.features.specs.removedKeys);
}

/** spec §2: All Specifications is titled '{type} Details' after the kind of vehicle. */
export function specificationsTitle(car: Pick<Car, 'item_type'>): string {
  return specsTitle(car.item_type);
}

/**
 * spec §2 Car Summary. Decided: the eight facts a shopper scans first (condition, year,
 * make, model, badge, body, odometer, price type); empty ones left out.
 */
export function carSummary(car: Car): InfoItem[] {
  const rows = [
    row('car_type', 'Condition', carTypeLabel(car.car_type)),
    row('year', 'Year', car.year),
    row('make', 'Make', car.make),
    row('model', 'Model', car.model),
    row('badge', 'Badge', car.badge),
    row('body', 'Body', car.body ?? car.simple_body),
    row('km', 'Odometer', car.km === null ? null : formatKilometres(car.km)),
    row('price_type', 'Price Type', car.price_type),
  ];
  return items(rows, []);
}
