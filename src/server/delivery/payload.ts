import type {
  AttributeValue,
  DeliveryContext,
  LeadCar,
  LeadCustomer,
  LeadForDelivery,
  TradeInVehicle,
} from './lead.ts';
import type { LeadKind } from '../../domain/forms/lead-kinds.ts';

/**
 * The JSON body of the lead webhook (version 1). Every key is always there (null when
 * unknown), in this order, so a CRM can map it once; new keys may be added within version
 * 1, and a change to an existing key bumps `version`. README.md documents it field by field.
 */
export interface LeadPayload {
  version: 1;
  lead_id: string;
  tenant: string;
  site: { name: string; url: string };
  dealership: { slug: string; name: string; email: string; phone: string };
  kind: LeadKind;
  category: string;
  subcategory: string | null;
  /** UTC, ISO 8601 with milliseconds, e.g. 2026-07-01T00:30:00.000Z. */
  created_at: string;
  customer: LeadCustomer;
  message: string | null;
  // item_type only names the e-mail's subject: the payload's car stays as documented
  car: Omit<LeadCar, 'item_type'> | null;
  trade_in: TradeInVehicle | null;
  /** The other form fields by their spec names, keys sorted. */
  attributes: Readonly<Record<string, AttributeValue>>;
  tracking: {
    url: string | null;
    source: string | null;
    page_id: string | null;
    visited_pages: readonly string[];
    linked_query_params: Readonly<Record<string, string>>;
  };
  /** More leads with this phone number on this site within an hour than PHONE_LEAD_LIMIT allows. */
  suspected_abuse: boolean;
}

function sortedAttributes(attributes: LeadForDelivery['attributes']): Record<string, AttributeValue> {
  const out: Record<string, AttributeValue> = {};
  for (const name of Object.keys(attributes).sort()) {
    const value = attributes[name];
    if (value !== undefined) out[name] = Array.isArray(value) ? [...(value as readonly string[])] : value;
  }
  return out;
}

/** The webhook payload of one lead. Fields are copied one by one, so nothing the caller added by accident leaks out. */
export function leadPayload(lead: LeadForDelivery, context: DeliveryContext): LeadPayload {
  const { customer: c, car, trade_in: trade, tracking: t } = lead;
  return {
    version: 1,
    lead_id: lead.lead_id,
    tenant: lead.tenant,
    site: { name: context.site.name, url: context.site.url },
    dealership: {
      slug: context.dealership.slug,
      name: context.dealership.name,
      email: context.dealership.email,
      phone: context.dealership.phone,
    },
    kind: lead.kind,
    category: lead.category,
    subcategory: lead.subcategory,
    created_at: lead.created_at.toISOString(),
    customer: {
      first_name: c.first_name,
      last_name: c.last_name,
      email: c.email,
      phone: c.phone,
      postcode: c.postcode,
      preferred_contact_method: c.preferred_contact_method,
    },
    message: lead.message,
    car: car && {
      id: car.id,
      stock_number: car.stock_number,
      vin: car.vin,
      year: car.year,
      make: car.make,
      model: car.model,
      badge: car.badge,
      car_type: car.car_type,
      km: car.km,
      price: car.price,
      url: car.url,
    },
    trade_in: trade && {
      rego: trade.rego,
      rego_state: trade.rego_state,
      kms: trade.kms,
      year: trade.year,
      make: trade.make,
      model: trade.model,
    },
    attributes: sortedAttributes(lead.attributes),
    tracking: {
      url: t.url,
      source: t.source,
      page_id: t.page_id,
      visited_pages: [...t.visited_pages],
      linked_query_params: { ...t.linked_query_params },
    },
    suspected_abuse: lead.suspected_abuse,
  };
}
