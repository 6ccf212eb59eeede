import type { FormValues } from '../../domain/forms/fields.ts';
import type { LeadKind } from '../../domain/forms/lead-kinds.ts';
import { recordLeadSuccess } from '../../stores/lead-success.ts';
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

/**
 * spec §4 "Success with a lead_id stores the car, stores a success category locally, and
 * goes to /success", §5 stored user details, §7 the event and tracking call: in that order,
 * none of them able to keep the shopper from the success page.
 */
export function completeLead(lead: {
  kind: LeadKind;
  values: FormValues;
  subcategory: string | null;
  car: LeadCar | null;
  successHref: string;
  eventsApi: string;
}): void {
  const event = leadEvent(lead.kind, lead.values, lead.subcategory, lead.car, location.pathname);
  tryTo('remember the user details', () => rememberUserDetails(lead.values));
  tryTo('store the lead for the success page', () =>
    recordLeadSuccess({
      category: event.category,
      car: lead.car ? { id: lead.car.id, name: lead.car.name, car_type: lead.car.car_type } : null,
    }),
  );
  fireLeadEvent(event, lead.eventsApi);
  location.assign(lead.successHref);
}
