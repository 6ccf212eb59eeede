import type { Site } from '../../tenant/schema/site.ts';
import type { CarLeadKind } from '../../domain/forms/lead-kinds.ts';
import { leadFormProps } from '../forms/lead-form-props.ts';
import type { LeadFormProps } from '../forms/lead-form-types.ts';

export type CarLeadForms = Readonly<Partial<Record<CarLeadKind, LeadFormProps>>>;

/** The forms a car card offers. */
export const CARD_LEAD_KINDS: readonly CarLeadKind[] = ['enquiry', 'request-photos', 'find-similar'];

/**
 * The card's lead forms for a site, built with the page (the fields the API validates
 * with); CarLeadDialog adds the car a shopper picked.
 */
export function carLeadForms(site: Site, kinds: readonly CarLeadKind[] = CARD_LEAD_KINDS): CarLeadForms {
  const entries = kinds.map((kind) => {
    const formId = `car-${kind}`;
    return [kind, leadFormProps(site, kind, { formId, labelledBy: `${formId}-heading` })] as const;
  });
  return Object.fromEntries(entries) as Partial<Record<CarLeadKind, LeadFormProps>>;
}
