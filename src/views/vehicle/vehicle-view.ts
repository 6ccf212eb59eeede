import { apiHref } from '../../api-paths.ts';
import type { Car } from '../../catalog/schema/car.ts';
import { actionHierarchy, type ActionHierarchy } from '../../domain/car/action-hierarchy.ts';
import { isAvailable } from '../../domain/car/availability.ts';
import { carTag, type CarTag } from '../../domain/car/tag.ts';
import { showsHistoryReport, showsOnlinePurchase } from '../../domain/car/visibility.ts';
import { reserveJourney } from '../../domain/reservations/checkout.ts';
import { directionsHref, type PostalAddress } from '../../domain/locations/postal-address.ts';
import { carPhoneNumber, phoneNumbersFor } from '../../domain/contact/phone-number.ts';
import { maskPhone, phoneHref } from '../../domain/contact/phone-reveal.ts';
import { formatComparisonRate, formatWeeklyPrice, weeklyRepayment } from '../../domain/finance/display.ts';
import { financeEligibility } from '../../domain/finance/eligibility.ts';
import type { DepartmentHours } from '../../domain/hours/dealer-open.ts';
import { groupOpeningHours, type HoursRow } from '../../domain/hours/opening-hours.ts';
import { formatKilometres, formatPrice } from '../../domain/format.ts';
import { belowMarket, belowMarketText } from '../../domain/price/below-market.ts';
import { priceDisplay, type PriceDisplay } from '../../domain/price/price-display.ts';
import {
  carCheckoutHref,
  carEnquiryHref,
  carLeadHref,
  carTradeInHref,
  financeLinkHref,
  purchaseJourneyHref,
  routeHref,
} from '../../site-urls.ts';
import type { Site } from '../../tenant/schema/site.ts';
import type { MapPoint } from './map.ts';
import type { CarLeadKind } from '../../domain/forms/lead-kinds.ts';
import { vehicleWords, type VehicleWords } from '../../domain/text/vehicle-words.ts';

export interface VehicleAction {
  /** Stable name, for the page's styles and tests. */
  name:
    | 'call'
    | 'finance'
    | 'enquire'
    | 'test-drive'
    | 'make-an-offer'
    | 'trade-in'
    | 'whatsapp'
    | 'chat'
    | 'reserve'
    | 'buy-online'
    | 'history-report'
    | 'location';
  label: string;
  /**
   * Rendered hidden: Reserve and Online Purchase of a car reserved through our checkout at the
   * build, which the live status shows again once the reservation has ended.
   */
  hidden?: true;
  /** Where the button leads without JavaScript (a lead form's own page, tel:, a map). */
  href: string;
  /** A lead form the button opens in a dialog when scripts run. */
  lead?: CarLeadKind;
  external?: boolean;
}

interface VehicleFinance {
  weekly: string;
  comparisonRate: string;
  provider: string;
  disclaimerHref: string;
}

export interface VehiclePhone {
  number: string;
  masked: string;
  href: string;
}

export interface VehicleView {
  available: boolean;
  tag: CarTag | null;
  price: PriceDisplay & { priceType: string | null };
  /** The saving against the market, when the below-market badge shows (spec §5). */
  belowMarket: { text: string } | null;
  location: {
    name: string;
    address: PostalAddress;
    /** Get Directions: the place's map page, else a directions search for the address. */
    mapHref: string;
    point: MapPoint | null;
    /** The sales hours of the car's listed location (spec §9 grouping), shown beside the map. */
    hours: HoursRow[];
  } | null;
  finance: VehicleFinance | null;
  phone: VehiclePhone | null;
  /** The sales hours that decide whether Call shows (spec §4, Perth time); null: always shown. */
  callHours: DepartmentHours | null;
  /** The action row: the site's primary action, Call beside it, the rest as secondary. */
  actions: ActionHierarchy<VehicleAction>;
  icons: { label: string; value: string; icon: 'km' | 'transmission' | 'body' }[];
  /** The Reserve offer; `hidden` for a car reserved through our checkout at the build (VehicleAction.hidden). */
  reserve: { amount: string; href: string; hidden?: true } | null;
  /** What the page's texts call the vehicle (site.stock, by its kind). */
  words: VehicleWords;
}

/**
 * spec §4 price display for the page (with the price type beside a shown price), and the
 * below-market badge of spec §5.
 */
function priceOf(car: Car, site: Site): Pick<VehicleView, 'price' | 'belowMarket'> {
  const shown = priceDisplay(car, { subscriptions: site.features.subscriptions, noPriceText: site.noPriceText });
  const below = shown.kind === 'price' ? belowMarket(car) : null;
  return {
    price: { ...shown, priceType: shown.kind === 'price' ? car.price_type : null },
    belowMarket: below ? { text: belowMarketText(below) } : null,
  };
}

/** The page's finance estimate (weekly repayment and comparison rate), where the car has one. */
export function financeOf(car: Car, site: Site, now: Date): VehicleFinance | null {
  const eligibility = financeEligibility(car, { finance: site.finance, currentYear: now.getFullYear() });
  if (!eligibility.eligible) return null;
  const { lender, provider } = eligibility;
  const weekly = weeklyRepayment(lender);
  if (weekly === null || lender.comparisonRate === null) return null;
  return {
    weekly: formatWeeklyPrice(weekly),
    comparisonRate: formatComparisonRate(lender.comparisonRate),
    provider,
    disclaimerHref: apiHref('carFinanceDisclaimer', { id: car.id }),
  };
}

function phoneOf(car: Car, site: Site): VehiclePhone | null {
  const dealership = site.dealerships.find((d) => d.slug === car.dealership_slug);
  const chosen = carPhoneNumber(car, phoneNumbersFor(site, dealership));
  if (chosen.phone === null) {
    // spec §4 "If none exists, a warning is logged"
    console.warn(chosen.warning);
    return null;
  }
  return { number: chosen.phone, masked: maskPhone(chosen.phone), href: phoneHref(chosen.phone) };
}

/** The sales department of the car's location: its hours decide whether the dealer is open. */
function salesHours(car: Car, site: Site): DepartmentHours | null {
  const location = site.locations.find((l) => l.id === car.location_id);
  const sales = location?.departments.find((d) => d.type === 'sales') ?? location?.departments[0];
  return sales ? { openingHours: sales.openingHours, specialHours: sales.specialHours ?? [] } : null;
}

function locationOf(car: Car, site: Site): VehicleView['location'] {
  if (!site.features.vehicleLocation) return null;
  const address = car.location?.address;
  const listedLocation = site.locations.find((location) => location.id === car.location_id);
  const listed = listedLocation?.address;
  const shown = address ?? listed ?? { city: car.city, state: car.state };
  const hours = salesHours(car, site);
  return {
    point: listed ? { lat: listed.lat, long: listed.long } : null,
    name: car.location?.name ?? car.location_name,
    address: shown,
    mapHref: directionsHref(shown, address?.place_url ?? listed?.placeUrl),
    hours: hours ? groupOpeningHours(hours.openingHours) : [],
  };
}

/**
 * The sidebar's action row (spec §2), each by its rule (spec §4) and the site's switches
 * (vehiclePage.actions): an unavailable car has none — the SOLD message and Find Me
 * Something Similar take their place.
 */
function actionsOf(car: Car, site: Site, phone: VehiclePhone | null, view: Pick<VehicleView, 'location'>) {
  if (!isAvailable(car)) return [];
  const switches = site.vehiclePage.actions;
  const enquiryHref = carEnquiryHref(site, car);
  const actions: VehicleAction[] = [];
  if (phone) actions.push({ name: 'call', label: 'Call', href: phone.href });
  if (switches.finance)
    actions.push({
      name: 'finance',
      label: site.routes.finance.label,
      href: financeLinkHref(site, {
        preferredDealership: car.dealership_slug,
        vehiclePriceBudget: car.price > 0 ? car.price : undefined,
        car_id: car.slug,
        car_type: car.car_type,
        vin: car.vin ?? undefined,
      }),
    });
  actions.push({ name: 'enquire', label: 'Enquire', href: enquiryHref, lead: 'enquiry' });
  const testDriveLabel = vehicleWords(site.stock, car.item_type).testDrive;
  if (switches.testDrive && testDriveLabel !== null)
    actions.push({
      name: 'test-drive',
      label: testDriveLabel,
      href: carLeadHref(routeHref(site, 'testDrive'), car),
      lead: 'test-drive',
    });
  if (switches.makeAnOffer && car.price > 0)
    actions.push({
      name: 'make-an-offer',
      label: 'Make an Offer',
      href: enquiryHref,
      lead: 'make-an-offer',
    });
  // spec §4 "Trade-in shows only when trade-in is allowed for the car (rule not shown)".
  // Decided: the site's switch, on an available car.
  if (switches.tradeIn) actions.push({ name: 'trade-in', label: 'Trade-In', href: carTradeInHref(site, car) });
  if (switches.whatsapp) {
    const international = switches.whatsapp.replace(/\D/g, '').replace(/^0/, '61');
    const text = encodeURIComponent(`Hi, I'm interested in the ${car.name} (stock ${car.stocknum}).`);
    actions.push({
      name: 'whatsapp',
      label: 'WhatsApp',
      href: `https://wa.me/${international}?text=${text}`,
      external: true,
    });
  }
  if (switches.chatUrl) actions.push({ name: 'chat', label: 'Chat', href: switches.chatUrl, external: true });
  const journey = reserveJourney(car, site.features);
  if (journey) actions.push({ name: 'reserve', label: 'Reserve', href: carCheckoutHref(car.slug, journey) });
  if (showsOnlinePurchase(car, site.features.onlineBuying))
    actions.push({ name: 'buy-online', label: 'Online Purchase', href: purchaseJourneyHref(car.slug) });
  if (showsHistoryReport(car) && car.file)
    actions.push({ name: 'history-report', label: 'Car History Report', href: car.file, external: true });
  if (view.location) actions.push({ name: 'location', label: 'Location', href: '#vehicle-map' });
  // spec §2's AI chat opener waits for the assistant (src/planned.ts): no button promises it before then
  return actions;
}

/** spec §4 Reserve, §9 the deposit: the amount and the path the site reserves this car by; null when it cannot be reserved. */
function reserveOffer(car: Car, site: Site): VehicleView['reserve'] {
  const journey = reserveJourney(car, site.features);
  return journey
    ? { amount: formatPrice(site.features.reserve.amount), href: carCheckoutHref(car.slug, journey) }
    : null;
}

function iconsOf(car: Car): VehicleView['icons'] {
  const icons: VehicleView['icons'] = [];
  if (car.km !== null) icons.push({ icon: 'km', label: 'Kilometres', value: formatKilometres(car.km) });
  const transmission = car.simple_transmission ?? car.transmission;
  if (transmission) icons.push({ icon: 'transmission', label: 'Transmission', value: transmission });
  const body = car.simple_body ?? car.body;
  if (body) icons.push({ icon: 'body', label: 'Body', value: body });
  return icons;
}

/** What a reservation takes away: the page's live status hides these once the car is reserved. */
const NEEDS_FREE_CAR: ReadonlySet<VehicleAction['name']> = new Set(['reserve', 'buy-online']);

/**
 * spec §2 action row; for a car reserved through our checkout at the build, the reserved car's
 * row with the free car's Reserve and Online Purchase after it, hidden, for the live status to
 * show again should the reservation end before the next build.
 */
function actionRowOf(car: Car, site: Site, phone: VehiclePhone | null, view: Pick<VehicleView, 'location'>) {
  const row = actionHierarchy(actionsOf(car, site, phone, view), site.vehiclePage.primaryAction);
  if (!car.reserved_by_checkout) return row;
  const held = actionsOf({ ...car, reserved: false }, site, phone, view)
    .filter((action) => NEEDS_FREE_CAR.has(action.name))
    .map((action) => ({ ...action, hidden: true as const }));
  return { ...row, secondary: [...row.secondary, ...held] };
}

/** The Reserve offer; hidden for a car reserved through our checkout at the build (actionRowOf). */
function reserveOfferOf(car: Car, site: Site): VehicleView['reserve'] {
  if (!car.reserved_by_checkout) return reserveOffer(car, site);
  const offer = reserveOffer({ ...car, reserved: false }, site);
  return offer && { ...offer, hidden: true };
}

/** Everything the vehicle page's sidebar decides about a car, by the rules of src/domain. */
export function vehicleView(car: Car, site: Site, now: Date): VehicleView {
  const phone = phoneOf(car, site);
  const location = locationOf(car, site);
  return {
    available: isAvailable(car),
    tag: carTag(car, site.tags, now),
    ...priceOf(car, site),
    location,
    finance: financeOf(car, site, now),
    phone,
    callHours: salesHours(car, site),
    actions: actionRowOf(car, site, phone, { location }),
    icons: iconsOf(car),
    reserve: reserveOfferOf(car, site),
    words: vehicleWords(site.stock, car.item_type),
  };
}
