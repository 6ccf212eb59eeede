import type { CarTracking } from '../../domain/car/tracking.ts';
import type { VehicleWords } from '../../domain/text/vehicle-words.ts';
import type { FormField } from '../../domain/forms/fields.ts';
import type { LeadKind } from '../../domain/forms/lead-kinds.ts';
import type { FormStep, LinkParams } from '../../domain/forms/lead-kind.ts';

/** The car a form is about (a vehicle page, a car card): what the lead, the event and /success need. */
export interface LeadCar {
  id: string;
  name: string;
  car_type: 'new' | 'used' | 'demo';
  tag?: string | null;
  /** spec §3 tracking event parameters, sent with the lead's event. */
  tracking: CarTracking;
  /** What the site calls the vehicle: the texts of its dialog and of /success. */
  words?: VehicleWords;
  /** The car's first photo and its price as the page showed them: /success shows them again. */
  imageSrc?: string;
  priceText?: string;
}

/**
 * What a lead carries beside the form's fields (spec §3 Identity and context), known when
 * the page is built: the car, the model, the dealership.
 */
export interface LeadPageContext {
  subcategory?: string;
  dealership_slug?: string;
  page_id?: string;
  car_id?: string;
  car_type?: 'new' | 'used' | 'demo';
  car_dealership_id?: string;
  stock_number?: string;
  vin?: string;
  manufacturer_slug?: string;
  'Vehicle Make'?: string;
  'Vehicle Model'?: string;
  vehicle_status?: string;
}

/** The island's props: everything computed at build time from the tenant (lead-form-props.ts). */
export interface LeadFormProps {
  kind: LeadKind;
  /** Unique on the page: the prefix of every id inside the form. */
  formId: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
  fields: readonly FormField[];
  /** Multistep forms only; fields named in no step join the last. */
  steps?: readonly FormStep[];
  submitLabel: string;
  /** Visible labels of select options whose values are slugs: field name → value → label. */
  optionLabels?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** A link shown with a field (the terms of use beside its checkbox). */
  fieldLinks?: Readonly<Record<string, { label: string; href: string }>>;
  /** Starting values that win over a field's default (a prefilled message). */
  prefill?: Readonly<Record<string, string>>;
  /** Query parameters of the page's link that prefill fields or join the context (linked-values.ts). */
  linkParams?: LinkParams;
  context: LeadPageContext;
  car: LeadCar | null;
  dealerName: string;
  hrefs: { success: string; privacy: string; leadsApi: string; eventsApi: string };
}
