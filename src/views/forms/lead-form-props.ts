import type { FormField } from '../../domain/forms/fields.ts';
import { leadFormFields } from '../../domain/forms/lead-request.ts';
import { leadKindDefinition, type LeadKind } from '../../domain/forms/lead-kinds.ts';
import { apiHref } from '../../api-paths.ts';
import { LEAD_PAGES, routeHref } from '../../site-urls.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { leadFormOptions } from '../../tenant/form-options.ts';
import type { LeadCar, LeadFormProps, LeadPageContext } from './lead-form-types.ts';

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
export function leadFormProps(site: Site, kind: LeadKind, setup: LeadFormSetup): LeadFormProps {
  const { steps, linkParams, submitLabel } = leadKindDefinition(kind);
  const fields = leadFormFields(kind, leadFormOptions(site));
  return {
    kind,
    formId: setup.formId,
    labelledBy: setup.labelledBy,
    fields,
    ...(steps.length > 0 ? { steps } : {}),
    submitLabel,
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
      leadsApi: apiHref('leads'),
      eventsApi: apiHref('events'),
    },
  };
}
