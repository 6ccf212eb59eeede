import { CORE_CONTACT_FIELDS, messageField } from './contact-fields.ts';
import { locationField } from './enquiry.ts';
import type { FormField } from './fields.ts';
import type { LeadKindDefinition } from './lead-kind.ts';

interface ServiceBookingOptions {
  /** Slugs of the locations with a service department: the location select's options. */
  serviceLocations: readonly string[];
}

/** A location a service booking can be made at, and the dealership it belongs to. */
export interface ServiceLocation {
  slug: string;
  dealershipSlug: string;
}

/**
 * The service booking form (/service or /genuine-service on sites without an external
 * booking page): contact details, the service location (required), the car (rego, make and
 * model, odometer), a preferred date and time, and comments. The extra services ticked
 * travel beside the fields as additional_services (spec §7).
 */
function serviceBookingFields(options: ServiceBookingOptions): FormField[] {
  return [
    ...CORE_CONTACT_FIELDS,
    { ...locationField(options.serviceLocations), label: 'Service Location' },
    { name: 'Rego', label: 'Rego', kind: 'text', required: false, maxLength: 10 },
    {
      name: 'vehicle',
      label: 'Vehicle',
      kind: 'text',
      required: true,
      maxLength: 100,
      requiredMessage: 'Please enter the make and model of your car.',
    },
    {
      name: 'kms',
      label: 'Kilometres',
      kind: 'integer',
      required: false,
      invalidMessage: 'Please enter the kilometres as a whole number, e.g. 45000.',
    },
    {
      name: 'appointment',
      label: 'Preferred Date',
      kind: 'datetime',
      required: false,
      invalidMessage: 'Please choose a date and time for the service.',
    },
    messageField(false),
  ];
}

/**
 * spec §7 "dealership_slug derived from the chosen service location for service
 * bookings": the dealership of the chosen location, or null when no location matches.
 */
export function serviceBookingDealership(locationSlug: string, locations: readonly ServiceLocation[]): string | null {
  return locations.find((location) => location.slug === locationSlug)?.dealershipSlug ?? null;
}

/** The service booking lead: its form, how it is filed, its event, its labels (lead-kinds.ts composes every kind). */
export const SERVICE_BOOKING_LEAD = {
  kind: 'service-booking',
  fields: (options) => serviceBookingFields(options),
  category: 'Service Enquiry',
  subcategory: 'Service Booking',
  event: 'form default',
  submitLabel: 'Request Booking',
  steps: [],
  deliveryLabel: 'service booking',
  carDialog: null,
  linkParams: null,
  postedByForms: true,
} satisfies LeadKindDefinition<'service-booking'>;
