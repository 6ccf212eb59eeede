import * as v from 'valibot';
import { AUSTRALIAN_STATES, CAR_TYPES, isoDate, slug } from '../../tenant/schema/fields.ts';
import { CarLocationSchema } from './car-location.ts';
import { CarVariantSchema } from './car-variant.ts';
import { amount, count, feedLink, integer, orNull, postcode, text, timestamp, yearMonth } from './feed-fields.ts';
import { FinanceLendersSchema } from './finance-lender.ts';
import {
  CAR_STATUSES,
  PRICE_TYPES,
  SIMPLE_BODIES,
  SIMPLE_FUELS,
  SIMPLE_TRANSMISSIONS,
  VEHICLE_KINDS,
} from './vocabulary.ts';

// The groups follow spec §3 Car. Field names keep the feed's snake_case (and its two
// camelCase names) so a real feed maps onto them without renaming.

const identity = {
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The vehicle page is /cars/{slug}. */
  slug,
  name: text,
  stocknum: text,
  vin: orNull(
    v.pipe(v.string(), v.regex(/^[A-HJ-NPR-Z0-9]{17}$/, 'a 17-character VIN (digits and capitals except I, O and Q)')),
  ),
  nvic: orNull(v.string()),
  regplate: orNull(v.string()),
  rego_expiry: orNull(isoDate),
};

const classification = {
  /** car, motorcycle or caravan (the item_type search refinement). */
  item_type: v.optional(v.picklist(VEHICLE_KINDS), 'car'),
  year: v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2100)),
  make: text,
  model: text,
  badge: orNull(v.string()),
  series: orNull(v.string()),
  body: orNull(v.string()),
  simple_body: orNull(v.picklist(SIMPLE_BODIES)),
  simple_fuel: orNull(v.picklist(SIMPLE_FUELS)),
  fuel: orNull(v.string()),
  drive: orNull(v.string()),
  colour: orNull(v.string()),
  interior_colour: orNull(v.string()),
  seats: orNull(count),
  doors: orNull(count),
  transmission: orNull(v.string()),
  trans: orNull(v.string()),
  simple_transmission: orNull(v.picklist(SIMPLE_TRANSMISSIONS)),
  /** cc. */
  engine_size: orNull(count),
  cylinders: orNull(count),
  engine_size_litres: orNull(amount),
};

const dates = {
  compliance_date: orNull(yearMonth),
  build_date: orNull(yearMonth),
  created_at: timestamp,
  updated_at: timestamp,
  /** Unix seconds; present on sold cars (the base stock filter keeps them N days). */
  sold_date_timestamp: orNull(count),
};

const commercial = {
  /** AUD; 0 means no price is advertised (spec §4 price display). */
  price: amount,
  /** The was-price; shown only when higher than price. */
  before_price: orNull(amount),
  /** Weekly subscription price, AUD. */
  subscription_price: orNull(amount),
  price_type: orNull(v.picklist(PRICE_TYPES)),
  preorder: v.optional(v.boolean(), false),
  /** Odometer, km; null for caravans and trailers. */
  km: orNull(count),
  views: v.optional(count, 0),
};

const statusAndFlags = {
  status: v.picklist(CAR_STATUSES),
  car_type: v.picklist(CAR_TYPES),
  /** Free text such as 'Test Drive Only' or 'Runout Sale'. */
  tag: orNull(v.string()),
  reserved: v.optional(v.boolean(), false),
  /**
   * Set by the build, not the feed (inventory/reserved-cars.ts): `reserved` comes from a
   * reservation through our checkout, which may end before the next build, so the page keeps
   * its Reserve offer hidden for the live status to show again.
   */
  reserved_by_checkout: v.optional(v.literal(true)),
  certified: v.optional(v.boolean(), false),
  show_on_dealer_website: v.optional(v.boolean(), true),
  payment_processors: v.optional(v.array(v.string()), []),
};

const dealerAndLocation = {
  dealership_id: integer,
  dealership_slug: slug,
  city: text,
  state: v.picklist(AUSTRALIAN_STATES),
  location_name: text,
  location_id: integer,
  private_suburb: orNull(v.string()),
  private_postcode: orNull(postcode),
  carsales_title: orNull(v.string()),
};

const mediaAndDocuments = {
  photos_count: v.optional(count, 0),
  thumbnails: v.optional(v.array(v.string()), []),
  images: v.optional(v.array(v.object({ image: v.object({ url: text }) })), []),
  primary_image_url: orNull(v.string()),
  standardEquipment: v.optional(v.array(v.string()), []),
  /** Empty shows 'Dealer comments are pending...' (spec §8). */
  dealercomments: v.optional(v.string(), ''),
  /** The history report link; the report button shows only when present (spec §4). */
  file: feedLink,
  autograb_data: orNull(
    v.object({
      state_average_market_price: orNull(amount),
      average_market_price: orNull(amount),
    }),
  ),
  youxQuote: orNull(
    v.object({
      weeklyRepaymentAmount: amount,
      comparisonRate: v.number(),
      advertisedRate: v.number(),
    }),
  ),
};

/** Caravans and trailers only. Lengths are in feet, as the caravan trade quotes them (spec §9: 0.3048 m). */
const caravanSpecifications = {
  body_width: orNull(amount),
  body_length: orNull(amount),
  /** kg. */
  tare_weight: orNull(count),
  axle_type: orNull(v.string()),
  sleeps: orNull(count),
  /** ATM, kg. */
  aggregate_trailer_mass: orNull(count),
};

/**
 * spec §3 Car. Unknown fields of a feed are dropped, not rejected: feeds carry far more
 * than the site shows.
 */
export const CarSchema = v.pipe(
  v.object({
    ...identity,
    ...classification,
    ...dates,
    ...commercial,
    ...statusAndFlags,
    ...dealerAndLocation,
    ...mediaAndDocuments,
    ...caravanSpecifications,
    location: orNull(CarLocationSchema),
    variant: orNull(CarVariantSchema),
    finance_lenders: v.optional(FinanceLendersSchema, {}),
  }),
  v.forward(
    v.partialCheck(
      [['status'], ['sold_date_timestamp']],
      (car) => car.status !== 'sold' || car.sold_date_timestamp !== null,
      'the time of sale on a sold car',
    ),
    ['sold_date_timestamp'],
  ),
);

export type Car = v.InferOutput<typeof CarSchema>;
/** What a feed row may leave out (defaults fill it in). */
export type CarInput = v.InferInput<typeof CarSchema>;
