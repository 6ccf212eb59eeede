import type { FormValues } from '../../domain/forms/fields.ts';
import { LEAD_KINDS, type LeadKind } from '../../domain/forms/lead-kinds.ts';
import { AUSTRALIAN_STATES, type AustralianState, type CarType } from '../../tenant/schema/fields.ts';
import {
  FIELDS_NOT_ATTRIBUTES,
  type AttributeValue,
  type LeadAttributes,
  type LeadCar,
  type LeadForDelivery,
  type TradeInVehicle,
} from '../delivery/lead.ts';

/** A row of `leads` as the worker reads it. */
export interface StoredLead {
  id: string;
  tenant: string;
  kind: string;
  category: string;
  subcategory: string | null;
  dealership_slug: string | null;
  car_id: string | null;
  created_at: Date;
  /** More leads with its phone number on its site within the limit's window than PHONE_LEAD_LIMIT allows. */
  suspected_abuse: boolean;
  payload: { fields?: FormValues; context?: Record<string, unknown> };
}

const CAR_TYPES: readonly CarType[] = ['new', 'used', 'demo'];
const CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const whole = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value)
    ? value
    : typeof value === 'string' && /^\d+$/.test(value)
      ? Number(value)
      : null;

/**
 * The car a lead names, from what the page sent (car_id, stock number, VIN, make, model,
 * car_type) and, when the tenant's stock still has the car, the catalogue's fuller record
 * (year, badge, km, price, page), which wins where both know a value.
 */
function leadCar(
  lead: StoredLead,
  context: Record<string, unknown>,
  fields: FormValues,
  catalogCar: LeadCar | null,
): LeadCar | null {
  const sent: LeadCar = {
    id: whole(lead.car_id),
    stock_number: text(context['stock_number']),
    vin: text(context['vin']),
    year: null,
    // a new-vehicle enquiry asks for the model as a field
    make: text(context['Vehicle Make']) ?? text(fields['Vehicle Make']),
    model: text(context['Vehicle Model']) ?? text(fields['Vehicle Model']),
    badge: null,
    car_type: CAR_TYPES.find((t) => t === context['car_type']) ?? null,
    km: null,
    price: null,
    url: null,
    item_type: null,
  };
  if (catalogCar) {
    const merged = { ...sent };
    for (const [key, value] of Object.entries(catalogCar) as [keyof LeadCar, LeadCar[keyof LeadCar]][])
      if (value !== null) (merged as Record<string, unknown>)[key] = value;
    return merged;
  }
  return Object.values(sent).some((value) => value !== null) ? sent : null;
}

/** The shopper's own car: the sell-your-car form's rego, state and kms, or the enquiry's Rego. */
function tradeIn(fields: FormValues): TradeInVehicle | null {
  const rego = text(fields['rego']) ?? text(fields['Rego']);
  const state = AUSTRALIAN_STATES.find((s) => s === fields['regoState']) ?? null;
  const kms = whole(fields['kms']);
  if (rego === null && state === null && kms === null) return null;
  return { rego, rego_state: state as AustralianState | null, kms, year: null, make: null, model: null };
}

/** A service booking's rego and odometer are the car to service, not a trade-in: kept as attributes under these names. */
const SERVICED_CAR_FIELDS: Readonly<Record<string, string>> = { Rego: 'vehicle_rego', kms: 'vehicle_kms' };

function attributes(fields: FormValues, context: Record<string, unknown>, serviced: boolean): LeadAttributes {
  const out: Record<string, AttributeValue> = {};
  if (serviced)
    for (const [field, name] of Object.entries(SERVICED_CAR_FIELDS))
      if (fields[field] !== undefined && fields[field] !== '') out[name] = fields[field];
  for (const [name, value] of Object.entries(fields)) {
    // an optional field left empty says nothing
    if (!FIELDS_NOT_ATTRIBUTES.has(name) && value !== '') out[name] = value;
  }
  const services = context['additional_services'];
  if (Array.isArray(services) && services.length) out['additional_services'] = services.map(String);
  return out;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** A stored lead as the delivery formats take it (spec §3 names). */
export function leadForDelivery(lead: StoredLead, catalogCar: LeadCar | null): LeadForDelivery {
  const fields = lead.payload.fields ?? {};
  const context = lead.payload.context ?? {};
  const kind = LEAD_KINDS.find((k) => k === lead.kind);
  if (!kind) throw new Error(`lead ${lead.id} has an unknown kind`);
  const serviced = kind === 'service-booking';
  const method = CONTACT_METHODS.find((m) => m === fields['PreferredContactMethod']) ?? null;
  const visit = (context['lead_attributes'] ?? {}) as Record<string, unknown>;
  return {
    lead_id: lead.id,
    tenant: lead.tenant,
    kind: kind satisfies LeadKind,
    category: lead.category,
    subcategory: lead.subcategory,
    created_at: new Date(lead.created_at),
    dealership_slug: lead.dealership_slug,
    suspected_abuse: lead.suspected_abuse,
    customer: {
      first_name: text(fields['name']) ?? '',
      last_name: text(fields['last_name']),
      email: text(fields['email']),
      phone: text(fields['phone']),
      postcode: text(fields['postcode']),
      preferred_contact_method: method,
    },
    message: text(fields['message']),
    car: leadCar(lead, context, fields, catalogCar),
    trade_in: serviced ? null : tradeIn(fields),
    attributes: attributes(fields, context, serviced),
    tracking: {
      url: text(context['url']),
      source: text(context['source']),
      page_id: text(context['page_id'] === undefined ? null : String(context['page_id'])),
      visited_pages: stringList(visit['visited_pages']),
      linked_query_params: stringRecord(visit['linked_query_params']),
    },
  };
}
