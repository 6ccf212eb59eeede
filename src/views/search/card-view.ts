import { carOffer } from '../../domain/car/availability.ts';
import { carTag, type CarTag, type TagCar, type TagOptions } from '../../domain/car/tag.ts';
import { carTracking, type CarTracking } from '../../domain/car/tracking.ts';
import { showsFavourite } from '../../domain/car/visibility.ts';
import { reserveJourney } from '../../domain/reservations/checkout.ts';
import type { CompareEntry } from '../../domain/account/compare-list.ts';
import type { FavouriteEntry } from '../../domain/account/favourites.ts';
import { formatKilometres, formatPrice } from '../../domain/format.ts';
import { carTypeLabel } from '../../domain/search/facets.ts';
import { priceDisplay, type PriceDisplay } from '../../domain/price/price-display.ts';
import { IMAGE_USES, imageCdnSrcset, imageCdnUrl } from '../../domain/images/image-cdn.ts';
import { carCheckoutHref, carHref, carLeadHref, routeHref } from '../../site-urls.ts';
import { apiHref } from '../../api-paths.ts';
import type { CARD_DETAILS_LABELS, CARD_RESERVE_LABELS } from '../../tenant/schema/search.ts';
import type { Site } from '../../tenant/schema/site.ts';
import type { SearchDocument } from '../../search/document.ts';
import type { CarLeadKind } from '../../domain/forms/lead-kinds.ts';
import { CAR_WORDS, thisVehicle, vehicleWords, type VehicleWords } from '../../domain/text/vehicle-words.ts';

/**
 * The fields of a search document a card reads, and so all a result carries in the page's
 * first render (the full documents come with the engine's index).
 */
export const CARD_FIELDS = [
  'id',
  'slug',
  'name',
  'stocknum',
  'created_at',
  'car_type',
  'status',
  'make',
  'model',
  'badge',
  'fuel',
  'transmission',
  'location_name',
  'dealership_slug',
  'tag',
  'certified',
  'reserved',
  'price',
  'km',
  'year',
  'before_price',
  'subscription_price',
  'price_type',
  'preorder',
  'image',
  'photos_count',
  'item_type',
] as const satisfies readonly (keyof SearchDocument)[];

/** A search document as a card sees it. */
export type CardDocument = Pick<SearchDocument, (typeof CARD_FIELDS)[number]>;

/** What a lead from a card says about its car: a subset of the search document. */
export type CardCar = Pick<
  SearchDocument,
  'slug' | 'name' | 'car_type' | 'tag' | 'stocknum' | 'dealership_slug' | 'make' | 'model'
> & {
  /** spec §3 tracking event parameters: what the events about the car say of it. */
  tracking: CarTracking;
  /** The slug of the location the car is at, where the page knows it (a form's location select). */
  location_slug?: string;
  /** What the lead's texts call it (site.stock, by its kind). */
  words?: VehicleWords;
  /** The car's first photo and shown price, for /success after a lead about it. */
  imageSrc?: string;
  priceText?: string;
};

/**
 * The part of the site config a card reads. Plain data, so a search island can take it as
 * props; built once per page by carCardOptions.
 */
export interface CarCardOptions {
  tags: TagOptions & { showTags: boolean };
  reserve: { enabled: boolean; amount: number };
  /** features.onlineBuying: a car the site sells online is reserved under /buy-online (reserveJourney). */
  onlineBuying: Site['features']['onlineBuying'];
  subscriptions: boolean;
  noPriceText: string;
  /** features.vehicleLocation: the location overlay on the image. */
  showLocation: boolean;
  labels: {
    details: (typeof CARD_DETAILS_LABELS)[number];
    reserve: (typeof CARD_RESERVE_LABELS)[number];
  };
  /** The page whose enquiry form the lead buttons lead to when no script runs. */
  leadPageHref: string;
  /** images.cdn: the image CDN's URL format. */
  imageCdn: string;
  /** site.stock: what a card's texts and lead dialogs call each vehicle. */
  stock: Pick<Site['stock'], 'noun' | 'testDriveLabels'>;
  favourites: Site['features']['favourites'];
  /** Where the favourite event goes. */
  eventsApi: string;
  /** features.compare: cards carry a Compare button. */
  compare: boolean;
}

/** A favourite button's car (spec §3 Favourite entry) and what its event says (§9 event 39). */
export interface FavouriteControl {
  entry: FavouriteEntry;
  car_type: CardCar['car_type'];
  tracking: CarTracking;
  eventsApi: string;
}

export function carCardOptions(site: Site): CarCardOptions {
  const { electricHybrid, certifiedImage, new: newTag, sold, showTags } = site.tags;
  return {
    tags: { electricHybrid, certifiedImage, new: newTag, sold, showTags },
    reserve: { enabled: site.features.reserve.enabled, amount: site.features.reserve.amount },
    onlineBuying: site.features.onlineBuying,
    subscriptions: site.features.subscriptions,
    noPriceText: site.noPriceText,
    showLocation: site.features.vehicleLocation,
    labels: { details: site.search.carCard.detailsLabel, reserve: site.search.carCard.reserveLabel },
    leadPageHref: routeHref(site, 'contact'),
    imageCdn: site.images.cdn,
    stock: { noun: site.stock.noun, testDriveLabels: site.stock.testDriveLabels },
    favourites: site.features.favourites,
    eventsApi: apiHref('events'),
    compare: site.features.compare,
  };
}

/** spec §7: cards take the image CDN's 1000px width; the smaller ones serve narrow screens. */
const CARD_IMAGE = IMAGE_USES.card;
const CARD_IMAGE_WIDTH = CARD_IMAGE.width;
/** The card crops the 4:3 drawings to 16:10 (as the other cards of the site do). */
const CARD_IMAGE_HEIGHT = 625;
/** One column on phones, two on tablets, three beside the filters on desktops (search-cards.css). */
const CARD_IMAGE_SIZES = '(min-width: 992px) 360px, (min-width: 576px) 50vw, 100vw';

interface CardImage {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
}

interface CardLink {
  label: string;
  href: string;
}

/** A button that opens a lead form; its href is the form's page, for when no script runs. */
export interface CardLeadLink extends CardLink {
  form: CarLeadKind;
}

interface CardDetail {
  term: 'Condition' | 'Transmission' | 'Odometer' | 'Fuel';
  value: string;
}

interface CardPrice {
  kind: PriceDisplay['kind'];
  text: string;
  /** '/wk' after a subscription price. */
  suffix: '/wk' | null;
  priceType: string | null;
  wasPrice: string | null;
}

export interface CarCardView {
  car: CardCar;
  title: string;
  href: string;
  /** Null when there is no real photo: the 'New arrival' placeholder shows instead. */
  image: CardImage | null;
  placeholder: { title: 'New arrival'; text: string; requestPhotos: CardLeadLink } | null;
  tag: CarTag | null;
  /** The car is reserved (the card carries `data-reserved`, which the page's script reads). */
  reserved: boolean;
  location: string | null;
  details: CardDetail[];
  price: CardPrice;
  /** spec §4: an unavailable car shows the SOLD message in place of the sales buttons. */
  soldMessage: 'SOLD' | null;
  /** The heart, where spec §4 shows it. */
  favourite: FavouriteControl | null;
  /** The Compare button's car, on sites that compare. */
  compare: CompareEntry | null;
  actions: {
    details: CardLink;
    enquiry: CardLeadLink | null;
    reserve: CardLink | null;
    findSimilar: CardLeadLink | null;
  };
}

/** What a favourite button needs to know of its car. */
type FavouriteCar = FavouriteEntry &
  Pick<SearchDocument, 'status' | 'car_type' | 'price'> & { photos: number; tracking: CarTracking };

/** The heart of a card or a vehicle page, where spec §4 shows it. */
export function favouriteControl(
  car: FavouriteCar,
  options: Pick<CarCardOptions, 'favourites' | 'eventsApi'>,
): FavouriteControl | null {
  if (!showsFavourite(car, options.favourites)) return null;
  const { id, name, slug, make, model, primary_image_url } = car;
  return {
    entry: { id, name, slug, make, model, primary_image_url },
    car_type: car.car_type,
    tracking: car.tracking,
    eventsApi: options.eventsApi,
  };
}

/** spec §2 Car card: the 'new arrival' panel's line, naming the vehicle as the site does. */
export function placeholderText(words: VehicleWords = CAR_WORDS): string {
  return `Photos of ${thisVehicle(words)} are coming soon.`;
}

/** spec §9: odometers in km with thousands separators, e.g. '12,345 km'. */
function odometerText(km: number | undefined): string | null {
  return km === undefined ? null : formatKilometres(km);
}

/** The enquiry page for a car: its form sends the car from these parameters (ENQUIRY_LINK_PARAMS). */
export function carLeadPageHref(
  options: Pick<CarCardOptions, 'leadPageHref'>,
  car: Pick<SearchDocument, 'slug' | 'car_type'>,
): string {
  return carLeadHref(options.leadPageHref, car);
}

function leadLink(options: CarCardOptions, doc: CardDocument, form: CarLeadKind, label: string): CardLeadLink {
  // without JavaScript, and when the dialog cannot load, the link is the way to the form
  return { form, label, href: carLeadPageHref(options, doc) };
}

// The document leaves absent values out; the domain rules read the catalogue's names and nulls.
function tagCar(doc: CardDocument): TagCar {
  return {
    status: doc.status,
    // only the simple fuels the document copies from the catalogue ever reach it
    simple_fuel: (doc.fuel ?? null) as TagCar['simple_fuel'],
    reserved: doc.reserved,
    certified: doc.certified,
    tag: doc.tag ?? null,
    created_at: doc.created_at,
  };
}

function cardPrice(doc: CardDocument, options: CarCardOptions): CardPrice {
  const shown = priceDisplay(
    {
      price: doc.price,
      before_price: doc.before_price ?? null,
      subscription_price: doc.subscription_price ?? null,
      preorder: doc.preorder,
    },
    { subscriptions: options.subscriptions, noPriceText: options.noPriceText },
  );
  return {
    kind: shown.kind,
    text: shown.text,
    suffix: shown.kind === 'subscription' ? '/wk' : null,
    priceType: shown.kind === 'price' ? (doc.price_type ?? null) : null,
    wasPrice: shown.wasPrice,
  };
}

function cardImage(doc: CardDocument, cdn: string): CardImage | null {
  if (doc.photos_count <= 0 || !doc.image) return null;
  const path = doc.image;
  return {
    src: imageCdnUrl(cdn, path, CARD_IMAGE_WIDTH, CARD_IMAGE.quality),
    srcSet: imageCdnSrcset(cdn, path, CARD_IMAGE),
    sizes: CARD_IMAGE_SIZES,
    width: CARD_IMAGE_WIDTH,
    height: CARD_IMAGE_HEIGHT,
    alt: doc.name,
  };
}

/** What a car card shows (spec §2 Car card), by the domain rules of spec §4; `now` decides the 'New' tag. */
export function carCardView(doc: CardDocument, options: CarCardOptions, now: Date): CarCardView {
  const href = carHref(doc.slug);
  const image = cardImage(doc, options.imageCdn);
  const offer = carOffer(doc);
  const available = offer.kind === 'sales-buttons';
  const price = cardPrice(doc, options);
  const words = vehicleWords(options.stock, doc.item_type);
  const tracking = carTracking(doc);
  const details: CardDetail[] = [{ term: 'Condition', value: carTypeLabel(doc.car_type) }];
  if (doc.transmission) details.push({ term: 'Transmission', value: doc.transmission });
  const odometer = odometerText(doc.km);
  if (odometer) details.push({ term: 'Odometer', value: odometer });
  if (doc.fuel) details.push({ term: 'Fuel', value: doc.fuel });

  return {
    car: {
      slug: doc.slug,
      name: doc.name,
      car_type: doc.car_type,
      tag: doc.tag,
      stocknum: doc.stocknum,
      dealership_slug: doc.dealership_slug,
      make: doc.make,
      model: doc.model,
      tracking,
      words,
      ...(image ? { imageSrc: image.src } : {}),
      priceText: price.text,
    },
    title: doc.name,
    href,
    image,
    placeholder: image
      ? null
      : {
          title: 'New arrival',
          text: placeholderText(words),
          requestPhotos: leadLink(options, doc, 'request-photos', 'Request Photos'),
        },
    tag: options.tags.showTags ? carTag(tagCar(doc), options.tags, now) : null,
    reserved: doc.reserved,
    location: options.showLocation && doc.location_name ? doc.location_name : null,
    details,
    price,
    soldMessage: offer.kind === 'sold' ? offer.message : null,
    favourite: favouriteControl(
      {
        ...doc,
        id: Number(doc.id),
        primary_image_url: image ? (doc.image ?? null) : null,
        photos: image ? doc.photos_count : 0,
        tracking,
      },
      options,
    ),
    compare: options.compare ? { id: Number(doc.id), slug: doc.slug, name: doc.name } : null,
    actions: {
      details: { label: options.labels.details, href },
      enquiry: available ? leadLink(options, doc, 'enquiry', 'Quick Enquiry') : null,
      reserve: reserveLink(doc, options),
      findSimilar: offer.kind === 'sold' ? leadLink(options, doc, 'find-similar', offer.findSimilar.button) : null,
    },
  };
}

/** spec §4 Reserve Now with its amount, to the path the site reserves this car by; null when it cannot be reserved. */
function reserveLink(doc: CardDocument, options: CarCardOptions): CardLink | null {
  const journey = reserveJourney(doc, options);
  if (!journey) return null;
  return {
    label: `${options.labels.reserve} — ${formatPrice(options.reserve.amount)}`,
    href: carCheckoutHref(doc.slug, journey),
  };
}

/**
 * What the live status (GET /api/cars/status) said of the cars asked: those reserved now (in
 * the feed, or held by our checkout), and those the API's stock has free. A car in neither is
 * one the API knows nothing of: its card stays as the build made it.
 */
export interface LiveCarStatus {
  reserved: ReadonlySet<string>;
  free: ReadonlySet<string>;
}

export const NO_LIVE_STATUS: LiveCarStatus = { reserved: new Set(), free: new Set() };

/**
 * What is known after another answer: the newer answer decides for the cars it names, the
 * older one stays for the rest (a page shown again shows them at once). The same object when
 * the answer changes nothing, so a React state holding it does not render again.
 */
export function withLiveAnswer(known: LiveCarStatus, answer: LiveCarStatus): LiveCarStatus {
  const changes =
    [...answer.reserved].some((slug) => !known.reserved.has(slug)) ||
    [...answer.free].some((slug) => !known.free.has(slug));
  if (!changes) return known;
  const reserved = new Set([...known.reserved].filter((slug) => !answer.free.has(slug)));
  const free = new Set([...known.free].filter((slug) => !answer.reserved.has(slug)));
  for (const slug of answer.reserved) reserved.add(slug);
  for (const slug of answer.free) free.add(slug);
  return { reserved, free };
}

/**
 * The card's car as it is now (spec §4 Reserve only for cars nobody reserved): reserved when
 * the live status says so though the search index, made at the build, did not; free again
 * when the index has it reserved and the live status says it is free (the build marked it from
 * a reservation through our checkout that has ended since: the API never calls a car the feed
 * reserves free). Its card then shows the tag and the buttons of the car as it is.
 */
export function withReservedNow<D extends Pick<CardDocument, 'slug' | 'reserved'>>(doc: D, now: LiveCarStatus): D {
  if (!doc.reserved && now.reserved.has(doc.slug)) return { ...doc, reserved: true };
  if (doc.reserved && now.free.has(doc.slug)) return { ...doc, reserved: false };
  return doc;
}

export type CardImageLoading = 'lazy' | 'eager' | 'high';

/**
 * Cards in the first row are above the fold: their images load at once, the first with high
 * priority (the page's largest paint); the rest wait until scrolled near.
 */
export function cardImageLoading(index: number, firstRowSize: number): CardImageLoading {
  if (index === 0) return 'high';
  return index < firstRowSize ? 'eager' : 'lazy';
}
