import * as v from 'valibot';
import { dealershipField } from '../../domain/forms/enquiry.ts';
import { checkForm, fieldSchema, type FormValues } from '../../domain/forms/fields.ts';
import {
  checkLeadContext,
  HONEYPOT_FIELD,
  honeypotFilled,
  leadClassification,
  leadFormFields,
  type LeadContext,
} from '../../domain/forms/lead-request.ts';
import type { FormLeadKind, LeadKind } from '../../domain/forms/lead-kinds.ts';
import { serviceBookingDealership } from '../../domain/forms/service-booking.ts';
import { formOptionsFor, type ApiTenant } from '../tenancy/api-tenant.ts';

/** A lead as it will be stored: validated, classified, its dealership known. */
export interface LeadDraft {
  kind: LeadKind;
  category: string;
  subcategory: string | null;
  dealershipSlug: string | null;
  carId: string | null;
  /** The honeypot was filled. */
  spam: boolean;
  /** The phone number given, for the per-number rate limit; stored only inside payload. */
  phone: string | null;
  /** The form's values and the lead's context: everything but the honeypot. */
  payload: { fields: FormValues; context: Record<string, unknown> };
}

export type LeadValidation = { ok: true; lead: LeadDraft } | { ok: false; errors: Readonly<Record<string, string>> };

/** Context keys that become columns (or are not kept) rather than payload. */
const NOT_IN_PAYLOAD = new Set<string>(['kind', 'subcategory', 'dealership_slug', 'car_id', HONEYPOT_FIELD]);

function payloadContext(context: LeadContext): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(context).filter(([key, value]) => value !== undefined && !NOT_IN_PAYLOAD.has(key)),
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks a lead request against the same schemas the tenant's forms use (src/domain/forms):
 * the kind's form fields, then the lead's context (car, page, visit), then the dealership,
 * which must be one of the tenant's (service bookings take the chosen location's). Returns
 * every problem at once, one message per field, keyed by field name.
 */
export function validateLead(body: unknown, tenant: ApiTenant): LeadValidation {
  const context = checkLeadContext(body);
  if (!isObject(body) || (!context.ok && ('kind' in context.errors || 'form' in context.errors)))
    return { ok: false, errors: context.ok ? {} : context.errors };

  // the context's picklist let through only a kind a form sends
  const kind = body['kind'] as FormLeadKind;
  const fields = leadFormFields(kind, formOptionsFor(tenant));
  const form = checkForm(fields, body);
  const errors: Record<string, string> = form.ok ? {} : { ...form.errors };
  if (!context.ok) for (const [key, message] of Object.entries(context.errors)) errors[key] ??= message;
  if (!form.ok || !context.ok) return { ok: false, errors };

  const values = form.values;
  let dealershipSlug: string | null;
  if (kind === 'service-booking') {
    dealershipSlug = serviceBookingDealership(String(values['location'] ?? ''), tenant.serviceLocations);
  } else {
    // a finance enquiry names its dealership as the shopper's preferred one
    const sent = values['dealership_slug'] || values['preferredDealership'] || context.context.dealership_slug || '';
    // the dealership select's own rule and message (spec §5), for every kind of lead
    const check = v.safeParse(fieldSchema({ ...dealershipField(tenant.dealerships), required: false }), sent);
    if (!check.success) return { ok: false, errors: { dealership_slug: check.issues[0].message } };
    dealershipSlug =
      typeof sent === 'string' && sent ? sent : tenant.dealerships.length === 1 ? tenant.dealerships[0]! : null;
  }

  const classification = leadClassification(kind, values, context.context.subcategory || null);
  const phone = typeof values['phone'] === 'string' && values['phone'] ? values['phone'] : null;
  return {
    ok: true,
    lead: {
      kind,
      category: classification.category,
      subcategory: classification.subcategory,
      dealershipSlug,
      carId: context.context.car_id || null,
      spam: honeypotFilled(body[HONEYPOT_FIELD]),
      phone,
      payload: { fields: values, context: payloadContext(context.context) },
    },
  };
}
