import type { FormValues } from '../../domain/forms/fields.ts';
import { leadClassification } from '../../domain/forms/lead-request.ts';
import { leadKindEventId, type LeadKind } from '../../domain/forms/lead-kinds.ts';
import type { LeadCar } from '../../views/forms/lead-form-types.ts';
import { fireSiteEvent, type LeadEvent } from './site-event.ts';

/**
 * spec §7 "After a successful form submit, an analytics event fires, a success category is
 * stored locally, and a follow-up tracking call carries category and car_type": the
 * category the lead is filed under (the API's own classification, careers relabelled) and
 * the event id it fires (spec §9).
 */
export function leadEvent(
  kind: LeadKind,
  values: FormValues,
  subcategory: string | null,
  car: LeadCar | null,
  page: string,
): LeadEvent {
  const classification = leadClassification(kind, values, subcategory);
  const id = leadKindEventId(
    kind,
    classification.eventId,
    car ? { car_type: car.car_type, tag: car.tag ?? null } : null,
  );
  return { id, category: classification.category, ...(car ? { car_type: car.car_type, ...car.tracking } : {}), page };
}

export function fireLeadEvent(event: LeadEvent, endpoint: string): void {
  fireSiteEvent(event, endpoint, 'lead_submitted');
}
