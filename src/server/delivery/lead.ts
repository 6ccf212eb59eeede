import { timeZoneForState } from '../../domain/hours/state-time-zone.ts';
import type { Car } from '../../catalog/schema/car.ts';
import type { VehicleKind } from '../../catalog/schema/vocabulary.ts';
import type { AustralianState, CarType } from '../../tenant/schema/fields.ts';
import type { Site } from '../../tenant/schema/site.ts';
import type { LeadKind } from '../../domain/forms/lead-kinds.ts';
import { carHref } from '../../site-urls.ts';

/**
 * What a delivery target (the ADF e-mail, the webhook) gets to know about one lead. The
 * storage side fills it from a stored lead; nothing here reads storage, so the formats
 * stay pure and testable, and the field names follow spec §3 "Lead and enquiry fields"
 * (snake_case) so the mapping is one line per field.
 */

/** The car the lead is about. Every field may be unknown: a new-vehicle enquiry may name only a make and model. */
export interface LeadCar {
  /** The car's id in the stock feed (car_id). */
  id: number | null;
  /** stocknum (stock_number on the lead). */
  stock_number: string | null;
  vin: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
  /** The trim, e.g. 'GX'. */
  badge: string | null;
  car_type: CarType | null;
  /** Odometer, km. */
  km: number | null;
  /** The advertised price, AUD; null or 0 when none is advertised. */
  price: number | null;
  /** The vehicle page, absolute. */
  url: string | null;
  /** The kind of vehicle (item_type), whose words name a test drive in the e-mail's subject ('viewing'). */
  item_type: VehicleKind | null;
}

/** The shopper's own car offered as a trade-in or for sale (Rego, regoState, kms of the form). */
export interface TradeInVehicle {
  rego: string | null;
  rego_state: AustralianState | null;
  kms: number | null;
  year: number | null;
  make: string | null;
  model: string | null;
}

export interface LeadCustomer {
  /** name (First Name). */
  first_name: string;
  last_name: string | null;
  email: string | null;
  /** phone (Mobile), as typed. */
  phone: string | null;
  postcode: string | null;
  /** PreferredContactMethod. */
  preferred_contact_method: 'Phone' | 'Email' | 'SMS' | null;
}

/**
 * Form fields a lead carries in its own places (customer, message, trade-in, category,
 * dealership) or that are no news to the dealer (consent to the terms): never repeated
 * among its attributes.
 */
export const FIELDS_NOT_ATTRIBUTES: ReadonlySet<string> = new Set([
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'message',
  'PreferredContactMethod',
  'rego',
  'regoState',
  'kms',
  'Rego',
  'Vehicle Make',
  'Vehicle Model',
  'category',
  'dealership_slug',
  'terms_conditions',
]);

export type AttributeValue = string | number | boolean | readonly string[] | null;

/**
 * The remaining form fields, by their spec §3 names. The named ones get a readable line in
 * the ADF comments; any other field is passed on as `name: value`.
 */
export interface LeadAttributes {
  /** Make an Offer: the offer in dollars. */
  offer_from_client?: number | null;
  /** Test drive: 'Test Drive Booking Date' as the form sends it (YYYY-MM-DDTHH:MM, the dealership's local time). */
  appointment?: string | null;
  /** Enquiry: 'I'm interested in finance.' */
  opt_in_finance?: boolean | null;
  /** Enquiry: 'I have a trade in.' */
  opt_in_trade?: boolean | null;
  /** finance (Yes/No) of the forms that ask it as a question. */
  finance?: 'Yes' | 'No' | null;
  'do-you-have-a-trade-in'?: 'Yes' | 'No' | null;
  /** Marketing opt-in (unticked unless the shopper ticks it). */
  opt_in?: boolean | null;
  location?: string | null;
  additional_services?: readonly string[] | null;
  [field: string]: AttributeValue | undefined;
}

/** Where the lead came from (url, source, page_id, lead_attributes of spec §3). */
interface LeadTracking {
  url: string | null;
  source: string | null;
  page_id: string | null;
  visited_pages: readonly string[];
  linked_query_params: Readonly<Record<string, string>>;
}

export interface LeadForDelivery {
  /** The id POST /api/leads answered with; it names the e-mail (Message-ID), the .eml file and the webhook's Idempotency-Key. */
  lead_id: string;
  /** The tenant (site slug). */
  tenant: string;
  kind: LeadKind;
  category: string;
  subcategory: string | null;
  /** When the API accepted the lead. */
  created_at: Date;
  dealership_slug: string | null;
  /**
   * Past its phone number's limit on this site (PHONE_LEAD_LIMIT): taken and delivered all
   * the same, since refusing would let anyone lock a shopper out, but the dealer is told.
   */
  suspected_abuse: boolean;
  customer: LeadCustomer;
  /** message (Comments). */
  message: string | null;
  car: LeadCar | null;
  trade_in: TradeInVehicle | null;
  attributes: LeadAttributes;
  tracking: LeadTracking;
}

/** What the formats need to know about the sender's side: the dealership (ADF vendor) and the site (ADF provider). */
export interface DeliveryContext {
  site: { slug: string; name: string; url: string };
  dealership: { slug: string; name: string; email: string; phone: string };
  /** The IANA time zone of the dealership's state: requestdate carries its offset. */
  timeZone: string;
  /** What the site calls its stock and test drives (site.stock): the e-mail's subject says a caravan's 'viewing'. */
  stock: Pick<Site['stock'], 'noun' | 'testDriveLabels'>;
}

/**
 * The lead id made safe for a Message-ID, a header or a file name: letters, digits, '-' and '_' stay,
 * every other byte becomes =XX ('=' included, so two ids never share a result).
 */
export function encodeLeadId(leadId: string): string {
  return Array.from(new TextEncoder().encode(leadId), (byte) => {
    const char = String.fromCharCode(byte);
    return /[A-Za-z0-9_-]/.test(char) ? char : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
}

/**
 * The context of a lead for `dealershipSlug` on `site`: that dealership (the first one
 * when the slug is missing or unknown, as a single-dealership site's leads carry none),
 * in the time zone of its primary location's state.
 */
export function deliveryContext(site: Site, dealershipSlug: string | null): DeliveryContext {
  const [firstDealership] = site.dealerships;
  const dealership = site.dealerships.find((d) => d.slug === dealershipSlug) ?? firstDealership;
  if (!dealership) throw new Error(`site ${site.slug} has no dealership`);
  const own = site.locations.filter((location) => location.dealershipSlug === dealership.slug);
  const location = own.find((l) => l.primary) ?? own[0] ?? site.locations[0];
  if (!location) throw new Error(`site ${site.slug} has no location`);
  return {
    site: { slug: site.slug, name: site.name, url: site.domain },
    dealership: { slug: dealership.slug, name: dealership.name, email: dealership.email, phone: dealership.phone },
    timeZone: timeZoneForState(location.address.state),
    stock: { noun: site.stock.noun, testDriveLabels: site.stock.testDriveLabels },
  };
}

/** A car of the stock feed as a lead's car; `siteUrl` makes its page link absolute. */
export function leadCarFromCatalog(
  car: Pick<
    Car,
    'id' | 'slug' | 'stocknum' | 'vin' | 'year' | 'make' | 'model' | 'badge' | 'car_type' | 'km' | 'price' | 'item_type'
  >,
  siteUrl: string,
): LeadCar {
  return {
    id: car.id,
    stock_number: car.stocknum,
    vin: car.vin,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    car_type: car.car_type,
    km: car.km,
    price: car.price > 0 ? car.price : null,
    url: new URL(carHref(car.slug), siteUrl).href,
    item_type: car.item_type,
  };
}

/**
 * ADF knows only new and used. A demo car counts as new, as it does for the phone number
 * and the event id (src/domain/events.ts): it is new-car stock, sold by the new-car team,
 * so a CRM that routes on status sends it there. The real car_type still travels in the
 * vehicle's comments and in the webhook.
 */
export function adfVehicleStatus(carType: CarType): 'new' | 'used' {
  return carType === 'used' ? 'used' : 'new';
}
