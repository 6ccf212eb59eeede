import type { CarType } from '../../tenant/schema/fields.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { CAR_IMAGE_VIEWS, carImagePath } from '../images/car-image.ts';
import type { Random } from '../random.ts';
import type { CarInput } from '../schema/car.ts';
import type { CarStatus } from '../schema/vocabulary.ts';
import { slugify } from '../slug.ts';
import { caravanSpecs } from './caravan-specs.ts';
import { type StockModel, stockModels } from './catalogue.ts';
import { dealerComments } from './comments.ts';
import { equipmentPool } from './equipment.ts';
import { GEARBOXES } from './gearboxes.ts';
import { nvic, numberPlate, slugSuffix, stockNumber, vin } from './identifiers.ts';
import { listingDates, listingPrice } from './listing.ts';
import { moneyFields } from './money.ts';
import { DAY, isoDay, isoTime, round, yearMonth } from './numbers.ts';
import { odometer } from './odometer.ts';
import { INTERIORS, paintsFor } from './paints.ts';
import { powertrain } from './powertrains.ts';
import type { StockPlan } from './stock-plan.ts';
import { pickTag } from './tags.ts';
import { carVariant } from './variant.ts';

export interface CarContext {
  site: Site;
  plan: StockPlan;
  random: Random;
  now: Date;
}

const SHORT_DRIVE: Record<string, string> = {
  'Front Wheel Drive': 'FWD',
  'Rear Wheel Drive': 'RWD',
  'All Wheel Drive': 'AWD',
  '4X4': '4X4',
  '4X2': '4X2',
};

function pickModel(
  random: Random,
  models: StockModel[],
  carType: CarType,
  status: CarStatus,
  nowYear: number,
): StockModel {
  const fits = models.filter((m) => {
    if (carType === 'used') return m.status !== 'coming_soon' && m.specs.years[0] <= nowYear;
    // Upcoming models arrive only as coming-soon stock (preorders).
    return m.status === 'available' || (status === 'coming_soon' && m.status === 'coming_soon');
  });
  const pool = fits.length ? fits : models;
  return random.weighted(pool.map((m) => [m, m.weight] as const));
}

function pickYear(random: Random, model: StockModel, carType: CarType, nowYear: number): number {
  const [first, last] = model.specs.years;
  if (carType === 'new') return Math.max(first, random.chance(0.15) && first < nowYear ? nowYear - 1 : nowYear);
  if (carType === 'demo') return Math.max(first, random.chance(0.3) ? nowYear - 1 : nowYear);
  const age = Math.min(18, Math.floor(-Math.log(1 - random.next()) * 4.5));
  return Math.min(Math.max(nowYear - age, first), last ?? nowYear, nowYear);
}

/**
 * ~85% in stock, ~4% coming soon, ~11% sold. A low-discrepancy sequence rather than a
 * dice roll keeps those shares for any stock size, even a few hundred cars.
 */
function stockStatus(index: number, seed: number): CarStatus {
  const roll = evenRoll(index, seed, 0.6180339887498949);
  return roll < 0.85 ? 'in_stock' : roll < 0.89 ? 'coming_soon' : 'sold';
}

/** An evenly spread value in [0, 1) per car index (a Weyl sequence, offset by the seed). */
function evenRoll(index: number, seed: number, step: number): number {
  return (((index * step + seed * 0.7548776662466927) % 1) + 1) % 1;
}

/** One car of the demo stock, every spec §3 field filled as a dealer feed would. */
export function generateCar(ctx: CarContext, index: number): CarInput {
  const { site, plan, random, now } = ctx;
  const nowMs = now.getTime();
  const nowYear = now.getUTCFullYear();

  const kind = random.weighted(plan.kinds);
  const carType = random.weighted(plan.carTypes[kind]);
  const status = stockStatus(index, plan.seed);
  const make = random.weighted(carType === 'used' ? plan.used[kind] : plan.newMakes[kind]);
  const model = pickModel(random, stockModels(make, kind), carType, status, nowYear);
  const { specs, simpleBody } = model;
  const year = pickYear(random, model, carType, nowYear);
  const age = nowYear - year;

  const grade = random.int(0, specs.badges.length - 1);
  const gradeShare = specs.badges.length > 1 ? grade / (specs.badges.length - 1) : 0.5;
  const rawBadge = specs.badges[grade] ?? null;
  const badge = rawBadge === model.name ? null : rawBadge;
  const engineId = specs.powertrains.length
    ? random.weighted(specs.powertrains.map((id, i) => [id, i === 0 ? 2 : 1] as const))
    : null;
  const engine = engineId ? powertrain(engineId) : null;
  const gearbox = engine
    ? GEARBOXES[random.chance(0.8) ? (engine.gearboxes[0] ?? 'auto6') : random.pick(engine.gearboxes)]
    : null;
  const { km, lowKm } = odometer(random, kind, carType, age);
  const newPrice = specs.price[0] + (specs.price[1] - specs.price[0]) * gradeShare * random.float(0.94, 1.02);
  const { price, priceType, beforePrice, preorder } = listingPrice(random, {
    kind,
    carType,
    status,
    newPrice,
    age,
    km,
  });
  const { soldMs, createdMs, updatedMs, listedDaysAgo } = listingDates(random, status, nowMs);

  // Toyota Certified Pre-Owned (spec §9): under 5 years and 100,000 km, at a Toyota dealer.
  const certified =
    make === 'Toyota' &&
    carType === 'used' &&
    kind === 'car' &&
    age < 5 &&
    (km ?? 0) < 100_000 &&
    plan.franchise.car.includes('Toyota');
  const priceDrop = beforePrice !== null && beforePrice > price;
  const tag = pickTag(random, {
    carType,
    kind,
    year,
    nowYear,
    lowKm,
    priceDrop,
    justArrived: listedDaysAgo < 8,
    status,
  });

  // New stock sits where its make is sold; used stock where that kind of vehicle is.
  const yards = plan.yards[kind];
  const matching =
    carType === 'used' ? [] : yards.filter((l) => l.location.makes.some((m) => m.toLowerCase() === make.toLowerCase()));
  const { location, dealership, phone } = random.pick(matching.length ? matching : yards);
  const siblings = plan.salesLocations
    .filter((l) => l.dealership.slug === dealership.slug && l.location.id !== location.id)
    .map((l) => l.location.id);
  const { address } = location;

  const colour = random.pick(paintsFor(make, kind));
  const carVin = vin(random, make, kind, year, index, plan.seed);
  const drive = engine?.drive ?? null;
  const title = [year, make, model.name, badge, engine?.label].filter(Boolean).join(' ');
  const series = specs.series ?? `MY${String(year).slice(2)}`;
  const complianceMonth = random.int(1, year === nowYear ? now.getUTCMonth() + 1 : 12);
  const buildMonths = year * 12 + complianceMonth - 1 - random.int(1, 3);
  const litres = engine?.litres ?? null;
  const engineCc = litres === null ? null : Math.round(litres * 1000 - random.int(0, 45));

  // The photoless share holds exactly, as the status shares do.
  const photoCount = evenRoll(index, plan.seed, 0.41421356237309503) < plan.photoless ? 0 : random.int(3, 8);
  const images = CAR_IMAGE_VIEWS.slice(0, photoCount).map((view) => carImagePath(simpleBody, colour, view));
  const equipment = random.sample(
    equipmentPool(kind, simpleBody, gradeShare >= 0.5, drive === '4X4'),
    random.int(8, 16),
  );
  const caravan = caravanSpecs(random, simpleBody, specs);
  const interiors = INTERIORS[kind];

  return {
    id: site.id * 100_000 + index + 1,
    slug: `${slugify(title)}-${slugSuffix(index, plan.seed)}`,
    name: title,
    stocknum: stockNumber(index, plan.seed, carType),
    vin: carVin,
    nvic: kind === 'caravan' ? null : nvic(random),
    regplate: carType === 'new' ? null : numberPlate(random, address.state),
    rego_expiry:
      carType === 'new'
        ? null
        : isoDay(nowMs + (random.chance(0.85) ? random.int(15, 365) : -random.int(1, 120)) * DAY),
    item_type: kind,
    year,
    make,
    model: model.name,
    badge,
    series,
    body: specs.body,
    simple_body: simpleBody,
    simple_fuel: engine?.simpleFuel ?? null,
    fuel: engine?.fuel ?? null,
    drive,
    colour,
    interior_colour: interiors.length ? random.pick(interiors) : null,
    seats: kind === 'caravan' ? null : specs.seats,
    doors: kind === 'motorcycle' ? null : specs.doors,
    transmission: gearbox?.transmission ?? null,
    trans: gearbox?.trans ?? null,
    simple_transmission: gearbox?.simple ?? null,
    engine_size: engineCc,
    cylinders: engine?.cylinders ?? null,
    engine_size_litres: litres,
    compliance_date: yearMonth(year, complianceMonth),
    build_date: yearMonth(Math.floor(buildMonths / 12), (buildMonths % 12) + 1),
    created_at: isoTime(createdMs),
    updated_at: isoTime(updatedMs),
    sold_date_timestamp: soldMs === null ? null : Math.floor(soldMs / 1000),
    price,
    before_price: beforePrice,
    subscription_price:
      kind === 'car' && price > 0 && status !== 'sold' && age <= 3 && random.chance(0.1) ? round(price / 150, 5) : null,
    price_type: priceType,
    preorder,
    km,
    views: Math.floor(random.next() ** 2 * 1200) + random.int(0, 20),
    status,
    car_type: carType,
    tag,
    reserved: status === 'in_stock' && random.chance(0.04),
    certified,
    show_on_dealer_website: random.chance(0.98),
    payment_processors: status === 'in_stock' && price > 0 ? ['stripe'] : [],
    dealership_id: dealership.id,
    dealership_slug: dealership.slug,
    city: address.city,
    state: address.state,
    location_name: location.name,
    location_id: location.id,
    private_suburb: address.city,
    private_postcode: address.postcode,
    carsales_title: [year, make, model.name, badge, gearbox?.trans, drive ? SHORT_DRIVE[drive] : null, series]
      .filter(Boolean)
      .join(' '),
    photos_count: images.length,
    thumbnails: images,
    images: images.map((url) => ({ image: { url } })),
    primary_image_url: images[0] ?? null,
    standardEquipment: equipment,
    dealercomments: dealerComments(
      {
        kind,
        carType,
        title,
        colour,
        km,
        certified,
        equipment,
        locationName: location.name,
        dealerName: dealership.name,
        sleeps: caravan.sleeps,
        length: caravan.body_length,
      },
      random,
    ),
    file:
      carType === 'used' && kind !== 'caravan' && random.chance(0.5)
        ? `https://www.carhistory.com.au/report/${carVin}`
        : null,
    ...moneyFields(random, site, { price, carType, kind, age }),
    ...caravan,
    location: {
      id: location.id,
      name: location.name,
      phone,
      address: {
        street: address.street,
        city: address.city,
        state: address.state,
        postcode: address.postcode,
        place_url: address.placeUrl ?? null,
      },
      distribution_locations: siblings.length && random.chance(0.2) ? siblings : [],
    },
    variant: engine
      ? carVariant(random, { engine, gearbox, engineCc, simpleBody, specs, motorcycle: kind === 'motorcycle' })
      : null,
  };
}
