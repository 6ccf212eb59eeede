import type { CompareEntry } from '../../domain/account/compare-list.ts';
import type { CarLeadSummary } from '../forms/car-lead-forms.ts';
import { favouriteControl, type CardCar, type FavouriteControl } from '../search/card-view.ts';
import { callSchedule, type CallSchedule, type DepartmentHours } from '../../domain/hours/dealer-open.ts';
import type { PriceOptions } from '../../domain/price/price-display.ts';
import type { Car } from '../../catalog/schema/car.ts';
import type { PrimaryActionName } from '../../domain/car/action-hierarchy.ts';
import { carTag, type CarTag } from '../../domain/car/tag.ts';
import { carTracking } from '../../domain/car/tracking.ts';
import { formatKilometres } from '../../domain/format.ts';
import { apiHref } from '../../api-paths.ts';
import { garageHref } from '../../site-urls.ts';
import type { ViewedCar } from '../../domain/account/viewed-cars.ts';
import type { Site } from '../../tenant/schema/site.ts';
import type { VehicleImage } from './images.ts';
import type { VehicleView } from './vehicle-view.ts';

/**
 * Days of call-button answers a vehicle page carries: a page is rebuilt every day, and one a
 * CDN still serves after these days falls back to reading the Perth clock in the browser.
 */
const CALL_SCHEDULE_DAYS = 14;

/**
 * A build renders every page for one instant, and the cars of a location share its hours:
 * each schedule is worked out once (0.3 ms each, on each of thousands of pages otherwise).
 * Kept small, since a dev server renders each request for its own instant.
 */
const schedules = new Map<string, CallSchedule>();
const SCHEDULES_KEPT = 64;

function scheduleFor(now: Date, hours: DepartmentHours): CallSchedule {
  const key = `${now.getTime()} ${JSON.stringify(hours)}`;
  let schedule = schedules.get(key);
  if (!schedule) {
    if (schedules.size >= SCHEDULES_KEPT) schedules.clear();
    schedule = callSchedule({ now, hours, days: CALL_SCHEDULE_DAYS });
    schedules.set(key, schedule);
  }
  return schedule;
}

/**
 * What the vehicle page's scripts know of the car, written into the page as JSON: the
 * identifiers the API calls take, the state the live data may change, and what the lead
 * dialogs carry.
 */
export interface VehiclePageData {
  id: number;
  slug: string;
  name: string;
  url: string;
  car_type: 'new' | 'used' | 'demo';
  dealership_id: number;
  website_id: number;
  photos_count: number;
  updated_at: string;
  status: string;
  reserved: boolean;
  /**
   * The tag the page shows once the live data says the car is reserved (spec §4 tag precedence:
   * 'Reserved', unless a tag ahead of it applies); null when reserving changes no tag.
   */
  reservedTag: CarTag | null;
  /**
   * For a car reserved through our checkout at the build (Car.reserved_by_checkout): the tag
   * the page shows once the live data says the reservation has ended (spec §4 tag precedence
   * without Reserved; null: none). Null for any other car: only a reservation the build
   * learnt from our checkout is undone by the live data, never the feed's.
   */
  unreserved: { tag: CarTag | null } | null;
  /** What the price display and the below-market badge read (spec §4, §5), for a price changed since the build. */
  pricing: {
    price: number;
    before_price: number | null;
    subscription_price: number | null;
    preorder: boolean;
    autograb_data: Car['autograb_data'];
    options: PriceOptions;
  };
  card: CardCar;
  summary: CarLeadSummary;
  callHours: DepartmentHours | null;
  /** The call button's answers for the days after the build (null without hours). */
  callSchedule: CallSchedule | null;
  stickyBar: 'emphasise-call' | 'appear-on-scroll';
  /** vehiclePage.primaryAction: what leads again when the live data takes Reserve away. */
  primaryAction: PrimaryActionName;
  /** The heart, where spec §4 shows it. */
  favourite: FavouriteControl | null;
  /** The watchlist button's garage ('View List'), on a site with a garage; else null and no button. */
  watchlist: { garageHref: string } | null;
  /** The Compare button's car, on a site that compares (features.compare); else null and no button. */
  compare: CompareEntry | null;
  /** What the garage's 'Recently viewed' keeps of the car (spec §3); null on a site without a garage. */
  viewed: ViewedCar | null;
  eventsApi: string;
  phoneRevealsApi: string;
  viewJsonHref: string;
}

export const VEHICLE_DATA_ID = 'vehicle-data';

/** The tag of the car once reserved, where it differs from the one the page shows. */
function reservedTag(car: Car, site: Site, shown: CarTag | null, now: Date): CarTag | null {
  const tag = carTag({ ...car, reserved: true }, site.tags, now);
  return tag?.kind === shown?.kind && tag?.text === shown?.text ? null : tag;
}

/** The vehicle page's data for its scripts (VehicleData.astro writes it into the page). */
export function vehiclePageData(
  car: Car,
  site: Site,
  page: { view: VehicleView; url: string; images: readonly VehicleImage[]; now: Date },
): VehiclePageData {
  const { view, url, images, now } = page;
  const location = site.locations.find((candidate) => candidate.id === car.location_id);
  const garage = garageHref(site);
  const photo = images.length > 0 ? (car.images[0]?.image.url ?? car.primary_image_url) : null;
  const attributes = [
    car.km === null ? null : formatKilometres(car.km),
    car.simple_transmission ?? car.transmission,
    car.fuel,
    car.simple_body ?? car.body,
    car.colour,
  ].filter((value): value is string => Boolean(value));
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    url,
    car_type: car.car_type,
    dealership_id: car.dealership_id,
    website_id: site.id,
    photos_count: car.photos_count,
    updated_at: car.updated_at,
    status: car.status,
    reserved: car.reserved,
    reservedTag: reservedTag(car, site, view.tag, now),
    unreserved: car.reserved_by_checkout ? { tag: carTag({ ...car, reserved: false }, site.tags, now) } : null,
    pricing: {
      price: car.price,
      before_price: car.before_price,
      subscription_price: car.subscription_price,
      preorder: car.preorder,
      autograb_data: car.autograb_data,
      options: { subscriptions: site.features.subscriptions, noPriceText: site.noPriceText },
    },
    card: {
      slug: car.slug,
      name: car.name,
      car_type: car.car_type,
      ...(car.tag ? { tag: car.tag } : {}),
      stocknum: car.stocknum,
      dealership_slug: car.dealership_slug,
      make: car.make,
      model: car.model,
      tracking: carTracking(car),
      words: view.words,
      ...(location ? { location_slug: location.slug } : {}),
      ...(images[0] ? { imageSrc: images[0].src } : {}),
      priceText: view.price.text,
    },
    summary: {
      image: images[0] ? { src: images[0].src, alt: car.name } : null,
      price: view.price.text,
      amount: view.price.kind === 'price' ? view.price.amount : 0,
      priceType: view.price.priceType,
      attributes,
    },
    callHours: view.callHours,
    callSchedule: view.callHours ? scheduleFor(now, view.callHours) : null,
    stickyBar: site.vehiclePage.stickyBar,
    primaryAction: site.vehiclePage.primaryAction,
    favourite: favouriteControl(
      {
        ...car,
        primary_image_url: photo,
        photos: images.length,
        tracking: carTracking(car),
      },
      { favourites: site.features.favourites, eventsApi: apiHref('events') },
    ),
    watchlist: garage ? { garageHref: garage } : null,
    compare: site.features.compare ? { id: car.id, slug: car.slug, name: car.name } : null,
    viewed: garage
      ? {
          id: car.id,
          stocknum: car.stocknum,
          make: car.make,
          model: car.model,
          body: car.body,
          simple_body: car.simple_body,
          name: car.name,
          slug: car.slug,
          primary_image_url: photo,
        }
      : null,
    eventsApi: apiHref('events'),
    phoneRevealsApi: apiHref('phoneReveals'),
    viewJsonHref: apiHref('carView', { slug: car.slug }),
  };
}
