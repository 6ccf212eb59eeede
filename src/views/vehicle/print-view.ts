import type { Car } from '../../catalog/schema/car.ts';
import { isAvailable } from '../../domain/car/availability.ts';
import { carTracking, type CarTracking } from '../../domain/car/tracking.ts';
import { visibleSpecRows } from '../../domain/car/vehicle-specs.ts';
import { formatKilometres } from '../../domain/format.ts';
import { priceDisplay, type PriceDisplay } from '../../domain/price/price-display.ts';
import { timeZoneForState } from '../../domain/hours/state-time-zone.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { type CarDealer, carDealer, carPhoto, carTitle } from './car-summary.ts';
import { engineSummary } from './specs.ts';

interface PrintSpec {
  label: string;
  value: string;
}

/** What the printable page (/print?car_id=) and the PDF both show of a car. Plain JSON. */
export interface PrintView {
  slug: string;
  /** new, used or demo: the Print event carries it (spec §9). */
  carType: Car['car_type'];
  /** spec §3 tracking event parameters: the Print event carries them. */
  tracking: CarTracking;
  /** The dealer site's name, the sheet's letterhead. */
  siteName: string;
  title: string;
  price: {
    kind: PriceDisplay['kind'];
    text: string;
    wasPrice: string | null;
    /** 'Drive Away', 'Excl. Government Charges': only beside a shown price. */
    type: string | null;
  };
  sold: boolean;
  specs: PrintSpec[];
  features: string[];
  dealer: CarDealer;
  /** The primary photo's path or URL as the feed gives it; null for a car without photos. */
  photo: string | null;
  /** The day it was printed, in words: prices change, so a sheet says when it was true. */
  printedOn: string;
}

function keySpecs(car: Car, site: Site): PrintSpec[] {
  const rows = [
    { key: 'km', label: 'Kilometres', value: car.km === null ? null : formatKilometres(car.km) },
    { key: 'transmission', label: 'Transmission', value: car.transmission ?? car.simple_transmission },
    { key: 'body', label: 'Body', value: car.body ?? car.simple_body },
    { key: 'fuel', label: 'Fuel', value: car.fuel ?? car.simple_fuel },
    { key: 'colour', label: 'Colour', value: car.colour },
    { key: 'engine', label: 'Engine', value: engineSummary(car) },
    { key: 'drive', label: 'Drive', value: car.drive },
    { key: 'stocknum', label: 'Stock No.', value: car.stocknum },
    { key: 'vin', label: 'VIN', value: car.vin },
    { key: 'year', label: 'Year', value: car.year },
  ];
  return visibleSpecRows(rows, site.features.specs.removedKeys).map((r) => ({
    label: r.label,
    value: String(r.value),
  }));
}

/** The printable sheet of a car (spec §2 /print, §7 Print PDF): title, price, key specs, features, dealer. */
export function printView(car: Car, site: Site, now: Date): PrintView {
  const price = priceDisplay(car, { subscriptions: site.features.subscriptions, noPriceText: site.noPriceText });
  const printedOn = new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: timeZoneForState(car.state),
  }).format(now);
  return {
    slug: car.slug,
    carType: car.car_type,
    tracking: carTracking(car),
    siteName: site.name,
    title: carTitle(car),
    price: {
      kind: price.kind,
      text: price.kind === 'subscription' ? `${price.text}/wk` : price.text,
      wasPrice: price.wasPrice,
      type: price.kind === 'price' ? car.price_type : null,
    },
    sold: !isAvailable(car),
    specs: keySpecs(car, site),
    features: car.standardEquipment.map((item) => item.trim()).filter(Boolean),
    dealer: carDealer(car, site),
    photo: carPhoto(car),
    printedOn,
  };
}
