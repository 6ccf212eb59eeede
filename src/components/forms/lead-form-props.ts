import type { FormField } from '../../domain/forms/fields.ts';
import { ENQUIRY_LINK_PARAMS } from '../../domain/forms/enquiry.ts';
import { FINANCE_LINK_PARAMS } from '../../domain/forms/finance-enquiry.ts';
import { leadFormFields, type LeadFormKind } from '../../domain/forms/lead-request.ts';
import { API_PATHS, LEAD_PAGES, routeHref } from '../../routes/routes.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { leadFormOptions } from '../../tenant/form-options.ts';
import type { FormStep, LeadCar, LeadFormProps, LeadPageContext } from './lead-form-types.ts';
import type { LinkParams } from './linked-values.ts';

/** The submit button of each form; a kind not listed says 'Submit'. */
const SUBMIT_LABELS: Partial<Record<LeadFormKind, string>> = {
  enquiry: 'Send Enquiry',
  'test-drive': 'Book Test Drive',
  'trade-in': 'Request an Offer',
  'finance-enquiry': 'Send Finance Enquiry',
  'service-booking': 'Request Booking',
  parts: 'Send Parts Enquiry',
  fleet: 'Send Enquiry',
  'new-vehicle-enquiry': 'Send Enquiry',
  'feedback-survey': 'Send Feedback',
  'make-an-offer': 'Send Offer',
  'request-photos': 'Request Photos',
  'find-similar': 'Find Me Something Similar',
};

/** spec §4 Lead form (multistep): the forms shown in steps, and their steps. */
const FORM_STEPS: Partial<Record<LeadFormKind, readonly FormStep[]>> = {
  'test-drive': [
    { title: 'Your details', fields: ['name', 'last_name', 'email', 'phone'] },
    { title: 'Your test drive', fields: ['appointment', 'message', 'terms_conditions'] },
  ],
  // the car first: its rego, state and kilometres are what an offer starts from
  'trade-in': [
    { title: 'Your car', fields: ['rego', 'regoState', 'kms'] },
    { title: 'Your details', fields: ['name', 'last_name', 'email', 'phone', 'postcode', 'message'] },
  ],
};

/** The forms whose page links carry values for them (spec §2 finance links). */
const LINK_PARAMS: Partial<Record<LeadFormKind, LinkParams>> = {
  'finance-enquiry': FINANCE_LINK_PARAMS,
  enquiry: ENQUIRY_LINK_PARAMS,
};

/** The feedback survey's ratings, worded (the values stay 1 to 5). */
const RATING_LABELS: Readonly<Record<string, string>> = {
  '1': '1 – Very poor',
  '2': '2 – Poor',
  '3': '3 – Okay',
  '4': '4 – Good',
  '5': '5 – Excellent',
};

/** The visible labels of the form's selects whose values are slugs or numbers (only those the form has). */
function optionLabelsFor(site: Site, fields: readonly FormField[]): Record<string, Readonly<Record<string, string>>> {
  const dealershipNames = Object.fromEntries(site.dealerships.map((dealership) => [dealership.slug, dealership.name]));
  const labels: Record<string, Readonly<Record<string, string>>> = {
    dealership_slug: dealershipNames,
    preferredDealership: dealershipNames,
    location: Object.fromEntries(site.locations.map((location) => [location.slug, location.name])),
    rating: RATING_LABELS,
  };
  const present: Record<string, Readonly<Record<string, string>>> = {};
  for (const field of fields) {
    const names = labels[field.name];
    if (field.kind === 'select' && names) present[field.name] = names;
  }
  return present;
}

export interface LeadFormSetup {
  /** Unique on the page (two forms on one page need two ids). */
  formId: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
  // undefined allowed: the Astro wrappers pass their optional props straight on
  car?: LeadCar | null | undefined;
  context?: LeadPageContext | undefined;
  prefill?: Readonly<Record<string, string>> | undefined;
}

/**
 * Everything a lead form island needs, computed at build time from the tenant: the kind's
 * fields as the API validates them, steps, labels of slug options, links and addresses.
 */
export function leadFormProps(site: Site, kind: LeadFormKind, setup: LeadFormSetup): LeadFormProps {
  const steps = FORM_STEPS[kind];
  const linkParams = LINK_PARAMS[kind];
  const fields = leadFormFields(kind, leadFormOptions(site));
  return {
    kind,
    formId: setup.formId,
    labelledBy: setup.labelledBy,
    fields,
    ...(steps ? { steps } : {}),
    submitLabel: SUBMIT_LABELS[kind] ?? 'Submit',
    optionLabels: optionLabelsFor(site, fields),
    fieldLinks: { terms_conditions: { label: 'Read the terms of use', href: routeHref(site, 'terms') } },
    ...(setup.prefill ? { prefill: setup.prefill } : {}),
    ...(linkParams ? { linkParams } : {}),
    context: setup.context ?? {},
    car: setup.car ?? null,
    dealerName: site.name,
    hrefs: {
      success: LEAD_PAGES.success,
      privacy: routeHref(site, 'privacy'),
      leadsApi: API_PATHS.leads,
      eventsApi: API_PATHS.events,
    },
  };
}
