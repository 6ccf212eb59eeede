import type { FormValues } from '../../domain/forms/fields.ts';
import type { LeadKind } from '../../domain/forms/lead-kinds.ts';
import { leadReference } from '../../domain/forms/lead-reference.ts';
import { type LeadSuccess, recordLeadSuccess } from '../../stores/lead-success.ts';
import { rememberUserDetails } from '../../stores/user-details.ts';
import { fireLeadEvent, leadEvent } from './lead-event.ts';
import type { LeadCar } from '../../views/forms/lead-form-types.ts';

/** Storage refused (private mode, full): the lead is sent all the same, so carry on. */
function tryTo(what: string, action: () => void): void {
  try {
    action();
  } catch (error) {
    console.warn(`Could not ${what}`, error);
  }
}

/** What /success shows of the lead: its words, car, reference and where it went; no personal details. */
function leadSuccessOf(
  lead: Pick<Parameters<typeof completeLead>[0], 'kind' | 'leadId' | 'values' | 'dealership' | 'car'>,
  category: string,
): LeadSuccess {
  const { car, values } = lead;
  const location = values['location'];
  const dealership = typeof values['dealership_slug'] === 'string' ? values['dealership_slug'] : lead.dealership;
  return {
    category,
    kind: lead.kind,
    reference: leadReference(lead.leadId),
    car: car
      ? {
          id: car.id,
          name: car.name,
          car_type: car.car_type,
          ...(car.imageSrc ? { imageSrc: car.imageSrc } : {}),
          ...(car.priceText ? { priceText: car.priceText } : {}),
          ...(car.words ? { words: car.words } : {}),
        }
      : null,
    ...(typeof location === 'string' && location ? { location } : {}),
    ...(dealership ? { dealership } : {}),
  };
}

/**
 * spec §4 "Success with a lead_id stores the car, stores a success category locally, and
 * goes to /success", §5 stored user details, §7 the event and tracking call: in that order,
 * none of them able to keep the shopper from the success page.
 */
export function completeLead(lead: {
  kind: LeadKind;
  leadId: string;
  values: FormValues;
  /** The dealership the page sent the lead to, when the form does not ask. */
  dealership: string | null;
  subcategory: string | null;
  car: LeadCar | null;
  successHref: string;
  eventsApi: string;
}): void {
  const event = leadEvent(lead.kind, lead.values, lead.subcategory, lead.car, location.pathname);
  tryTo('remember the user details', () => rememberUserDetails(lead.values));
  tryTo('store the lead for the success page', () => recordLeadSuccess(leadSuccessOf(lead, event.category)));
  fireLeadEvent(event, lead.eventsApi);
  location.assign(lead.successHref);
}
