import {
  adfVehicleStatus,
  FIELDS_NOT_ATTRIBUTES,
  type AttributeValue,
  type DeliveryContext,
  type LeadCar,
  type LeadForDelivery,
  type TradeInVehicle,
} from './lead.ts';
import { PHONE_LEAD_LIMIT } from '../../domain/contact/phone-lead-limit.ts';
import { leadKindDefinition } from '../../domain/forms/lead-kinds.ts';
import { cleanText, element, renderElement, type XmlElement } from './xml.ts';
import { leadReference } from '../../domain/forms/lead-reference.ts';
import { RESERVATION_LEAD_FIELDS } from '../../domain/forms/reservation.ts';
import { holdEndText } from '../../domain/reservations/hold-end.ts';

/**
 * ADF/XML 1.0 (Auto-lead Data Format), the lead format dealer CRMs import: one
 * <prospect> per document. Element order follows the ADF 1.0 DTD, since some importers
 * read it positionally.
 */

/** An ISO 8601 date-time with the offset of `timeZone` at that instant, e.g. 2026-07-01T10:30:00+10:00. */
function isoWithOffset(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // longOffset reads 'GMT+10:00', or just 'GMT' for a zero offset
  const offset = part('timeZoneName').replace(/^GMT/, '') || '+00:00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}${offset}`;
}

/** A value worth writing: a string with something left after cleaning, or a finite number. */
function present(value: string | number | null | undefined): value is string | number {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && cleanText(value).trim() !== '';
}

function text(value: string | number): string {
  return typeof value === 'number' ? String(value) : cleanText(value).trim();
}

/** A machine-readable amount: 29990 or 29990.50. */
function amount(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

const WHOLE_DOLLARS = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2 });

/** $28,500 or $28,500.50, for people reading the comments. */
function formatMoney(value: number): string {
  return Number.isInteger(value) ? WHOLE_DOLLARS.format(value) : CENTS.format(value);
}

const DATE_TIME_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const BOOKING_DATE = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/**
 * The test-drive booking (a wall-clock time at the dealership, as datetime-local sends it)
 * as a salesperson reads it: 'Wednesday 1 July 2026, 10:30 am'. Anything else is passed on as typed.
 */
function formatBookingDate(value: string): string {
  const match = DATE_TIME_LOCAL.exec(value.trim());
  if (!match) return value;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  // read as UTC only to name the weekday of that calendar date; no instant is implied
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || hour > 23 || minute > 59) return value;
  const clock = `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
  return `${BOOKING_DATE.format(date).replace(/,/g, '')}, ${clock}`;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Attributes that get a line of their own (or are said elsewhere) and so are not repeated as 'name: value'. */
const NAMED_ATTRIBUTES: ReadonlySet<string> = new Set([
  'offer_from_client',
  'appointment',
  'opt_in_finance',
  'finance',
  'opt_in_trade',
  'do-you-have-a-trade-in',
  'location',
  'additional_services',
  'opt_in',
  ...Object.values(RESERVATION_LEAD_FIELDS),
]);

/**
 * Fields that must not reach the comments: consent to the terms (a precondition of every
 * lead, not news to a salesperson), the honeypot, and fields the rest of the document
 * already carries, in case the storage side leaves them in the attributes.
 */
const SKIPPED_ATTRIBUTES: ReadonlySet<string> = new Set([
  ...FIELDS_NOT_ATTRIBUTES,
  'terms_agreed',
  'website',
  'subcategory',
]);

function attributeText(value: AttributeValue): string | null {
  if (value === null) return null;
  if (typeof value === 'boolean') return yesNo(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'string') return present(value) ? text(value) : null;
  const items = value.filter((item) => present(item)).map((item) => text(item));
  return items.length > 0 ? items.join(', ') : null;
}

/** First in the comments of a lead past its phone number's limit, where a salesperson reads before calling. */
const SUSPECTED_ABUSE_NOTE =
  `Suspected abuse: more than ${PHONE_LEAD_LIMIT.leads} leads with this phone number reached this website ` +
  `within ${PHONE_LEAD_LIMIT.perSeconds / 60} minutes. ` +
  `Someone else may be using the shopper’s number: check before acting on this lead.`;

/** A reservation's deposit, in dollars: what its lead says was held on the shopper's card; null for any other lead. */
function reservationDeposit(lead: LeadForDelivery): number | null {
  const deposit = lead.attributes[RESERVATION_LEAD_FIELDS.deposit];
  return lead.kind === 'reservation' && typeof deposit === 'number' && Number.isFinite(deposit) && deposit > 0
    ? deposit
    : null;
}

/**
 * A reservation's lines: its reference and deposit, when the hold ends (in the dealership's
 * time zone) and the dealer's link that confirms or releases it.
 */
function reservationLines(lead: LeadForDelivery, timeZone: string): [string, string | null][] {
  if (lead.kind !== 'reservation') return [];
  const a = lead.attributes;
  const deposit = reservationDeposit(lead);
  const reference = attributeText(a[RESERVATION_LEAD_FIELDS.reference] ?? null);
  const expires = attributeText(a[RESERVATION_LEAD_FIELDS.expiresAt] ?? null);
  const end =
    expires !== null && !Number.isNaN(Date.parse(expires)) ? holdEndText(new Date(expires), timeZone) : expires;
  const held = deposit === null ? 'deposit' : `${formatMoney(deposit)} deposit`;
  return [
    ['Reservation', `${reference ?? leadReference(lead.lead_id)}: ${held} held on the shopper’s card, not charged`],
    ['Held until', end === null ? null : `${end}, then released automatically unless you confirm`],
    ['Confirm or release', attributeText(a[RESERVATION_LEAD_FIELDS.dealerLink] ?? null)],
  ];
}

/**
 * The customer's comments: the suspected-abuse note when there is one, the message as typed,
 * then one 'Label: value' line per useful fact of the form (the lead type, category, offer,
 * booking, ticks, page).
 */
function leadComments(lead: LeadForDelivery, timeZone: string): string {
  const a = lead.attributes;
  const lines: string[] = [];
  const add = (label: string, value: string | number | null | undefined) => {
    if (present(value)) lines.push(`${label}: ${text(value)}`);
  };
  const kind = leadKindDefinition(lead.kind).deliveryLabel;
  add('Lead type', `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`);
  add('Category', lead.category);
  add('Subcategory', lead.subcategory);
  add('Preferred contact method', lead.customer.preferred_contact_method);
  for (const [label, value] of reservationLines(lead, timeZone)) add(label, value);
  if (typeof a.offer_from_client === 'number') add('Offer', formatMoney(a.offer_from_client));
  if (present(a.appointment)) add('Test drive booking date', formatBookingDate(text(a.appointment)));
  const finance = a.opt_in_finance ?? (a.finance ? a.finance === 'Yes' : null);
  if (typeof finance === 'boolean') add('Interested in finance', yesNo(finance));
  const trade = a.opt_in_trade ?? (a['do-you-have-a-trade-in'] ? a['do-you-have-a-trade-in'] === 'Yes' : null);
  if (typeof trade === 'boolean') add('Has a trade-in', yesNo(trade));
  add('Location', a.location);
  if (a.additional_services) add('Additional services', attributeText(a.additional_services));
  for (const [name, value] of Object.entries(a)) {
    if (value === undefined || NAMED_ATTRIBUTES.has(name) || SKIPPED_ATTRIBUTES.has(name)) continue;
    add(name, attributeText(value));
  }
  if (typeof a.opt_in === 'boolean') add('Marketing opt-in', yesNo(a.opt_in));
  add('Page', lead.tracking.url);
  add('Lead id', lead.lead_id);
  // the short reference the shopper saw on /success
  add('Reference', leadReference(lead.lead_id));
  const message = present(lead.message) ? text(lead.message) : '';
  const comments = message === '' ? lines.join('\n') : `${message}\n\n${lines.join('\n')}`;
  return lead.suspected_abuse ? `${SUSPECTED_ABUSE_NOTE}\n\n${comments}` : comments;
}

type Interest = 'buy' | 'test-drive' | 'trade-in';

/**
 * The vehicle of interest. year, make and model are required by ADF, so they stay (empty) when
 * unknown. A reservation's deposit is its finance: the amount put down, exactly that.
 */
function carVehicle(car: LeadCar, interest: Interest, offer: number | null, deposit: number | null): XmlElement {
  const comments: string[] = [];
  if (car.car_type) comments.push(`Car type: ${car.car_type}`);
  if (present(car.url)) comments.push(`Vehicle page: ${text(car.url)}`);
  return element('vehicle', { interest, status: car.car_type ? adfVehicleStatus(car.car_type) : null }, [
    element('year', {}, present(car.year) ? text(car.year) : ''),
    element('make', {}, present(car.make) ? text(car.make) : ''),
    element('model', {}, present(car.model) ? text(car.model) : ''),
    present(car.vin) ? element('vin', {}, text(car.vin)) : null,
    present(car.stock_number) ? element('stock', {}, text(car.stock_number)) : null,
    present(car.badge) ? element('trim', {}, text(car.badge)) : null,
    present(car.km) ? element('odometer', { units: 'km' }, Math.round(car.km)) : null,
    present(car.price) && car.price > 0
      ? element('price', { type: 'asking', currency: 'AUD' }, amount(car.price))
      : null,
    offer === null ? null : element('pricecomments', {}, `Offer from the customer: ${formatMoney(offer)}`),
    deposit === null
      ? null
      : element('finance', {}, [
          element('method', {}, 'Reservation deposit'),
          element('amount', { type: 'downpayment', limit: 'exact', currency: 'AUD' }, amount(deposit)),
        ]),
    comments.length > 0 ? element('comments', {}, comments.join('\n')) : null,
  ]);
}

function hasTradeIn(trade: TradeInVehicle | null): trade is TradeInVehicle {
  return (
    trade !== null &&
    [trade.rego, trade.kms, trade.year, trade.make, trade.model].some((value) => present(value ?? null))
  );
}

/** The shopper's own car: always used; the rego (and its state) goes in the comments, ADF having no field for it. */
function tradeInVehicle(trade: TradeInVehicle): XmlElement {
  const rego = present(trade.rego)
    ? `Rego: ${text(trade.rego)}${present(trade.rego_state) ? ` (${text(trade.rego_state)})` : ''}`
    : null;
  return element('vehicle', { interest: 'trade-in', status: 'used' }, [
    element('year', {}, present(trade.year) ? text(trade.year) : ''),
    element('make', {}, present(trade.make) ? text(trade.make) : ''),
    element('model', {}, present(trade.model) ? text(trade.model) : ''),
    present(trade.kms) ? element('odometer', { units: 'km' }, Math.round(trade.kms)) : null,
    rego === null ? null : element('comments', {}, rego),
  ]);
}

/**
 * The vehicles of a lead: the car of interest (test-drive for a test drive, buy for
 * everything else), then the trade-in when the lead has one. ADF requires at least one
 * vehicle, so a lead about no car at all gets one with empty year, make and model and
 * the interest of its kind.
 */
function vehicles(lead: LeadForDelivery): XmlElement[] {
  const interest: Interest = lead.kind === 'test-drive' ? 'test-drive' : 'buy';
  const offer = typeof lead.attributes.offer_from_client === 'number' ? lead.attributes.offer_from_client : null;
  const list: XmlElement[] = [];
  if (lead.car) list.push(carVehicle(lead.car, interest, offer, reservationDeposit(lead)));
  if (hasTradeIn(lead.trade_in)) list.push(tradeInVehicle(lead.trade_in));
  if (list.length === 0) {
    const empty = lead.kind === 'trade-in' ? 'trade-in' : interest;
    list.push(
      element('vehicle', { interest: empty }, [element('year', {}), element('make', {}), element('model', {})]),
    );
  }
  return list;
}

/** An Australian mobile (04.. or +614..) is a cellphone to ADF; anything else a voice line. */
function phoneType(phone: string): 'cellphone' | 'voice' {
  return /^(?:\+?61|0)4/.test(phone.replace(/[\s\-()]/g, '')) ? 'cellphone' : 'voice';
}

function customer(lead: LeadForDelivery, timeZone: string): XmlElement {
  const c = lead.customer;
  const preferred = c.preferred_contact_method;
  const postcode = present(c.postcode) ? text(c.postcode) : null;
  return element('customer', {}, [
    element('contact', {}, [
      element('name', { part: 'first', type: 'individual' }, text(c.first_name)),
      present(c.last_name) ? element('name', { part: 'last', type: 'individual' }, text(c.last_name)) : null,
      present(c.email)
        ? element('email', { preferredcontact: preferred === 'Email' ? '1' : null }, text(c.email))
        : null,
      present(c.phone)
        ? element(
            'phone',
            {
              type: phoneType(c.phone),
              preferredcontact: preferred === 'Phone' || preferred === 'SMS' ? '1' : null,
            },
            text(c.phone),
          )
        : null,
      // ADF 1.0 requires a street before the postcode; the forms never ask for one, so it stays empty
      postcode === null
        ? null
        : element('address', {}, [
            element('street', {}),
            element('postalcode', {}, postcode),
            element('country', {}, 'AU'),
          ]),
    ]),
    element('comments', {}, leadComments(lead, timeZone)),
  ]);
}

/** The ADF/XML 1.0 document of one lead: a prospect with the dealership as vendor and the site as provider. */
export function adfXml(lead: LeadForDelivery, context: DeliveryContext): string {
  const { dealership, site } = context;
  const prospect = element('prospect', { status: 'new' }, [
    element('id', { sequence: '1', source: new URL(site.url).hostname }, lead.lead_id),
    element('requestdate', {}, isoWithOffset(lead.created_at, context.timeZone)),
    ...vehicles(lead),
    customer(lead, context.timeZone),
    element('vendor', {}, [
      element('vendorname', {}, dealership.name),
      element('contact', {}, [
        element('name', { part: 'full', type: 'business' }, dealership.name),
        element('email', {}, dealership.email),
        element('phone', { type: 'voice' }, dealership.phone),
      ]),
    ]),
    element('provider', {}, [
      element('name', { part: 'full', type: 'business' }, site.name),
      element('url', {}, site.url),
    ]),
  ]);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n${renderElement(element('adf', {}, [prospect]))}\n`;
}
