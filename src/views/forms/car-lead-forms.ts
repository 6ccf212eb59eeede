import type { Site } from '../../tenant/schema/site.ts';
import type { CarLeadKind } from '../../domain/forms/lead-kinds.ts';
import { leadFormProps } from './lead-form-props.ts';
import type { LeadFormProps } from './lead-form-types.ts';

export type CarLeadForms = Readonly<Partial<Record<CarLeadKind, LeadFormProps>>>;

/** What the Make an Offer dialog shows of the car (spec §2): image, title, price, price type, attributes. */
export interface CarLeadSummary {
  image: { src: string; alt: string } | null;
  price: string;
  /** The amount the offer's placeholder names ('Your offer i.e. $30,000'); 0 when unpriced. */
  amount: number;
  priceType: string | null;
  attributes: readonly string[];
}

/** The forms a car card offers. */
const CARD_LEAD_KINDS: readonly CarLeadKind[] = ['enquiry', 'request-photos', 'find-similar'];

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
