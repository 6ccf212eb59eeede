import type { LeadEventRule } from '../events.ts';
import type { EnquiryFormOptions } from './enquiry.ts';
import type { FormField } from './fields.ts';
import type { VehicleWords } from '../text/vehicle-words.ts';

/** What a site's forms look like: the options each kind's fields depend on. */
export interface LeadFormOptions extends EnquiryFormOptions {
  /** The site's dealership slugs (the dealership selects' options). */
  dealershipOptions: readonly string[];
  /** Slugs of the locations with a service department (the service booking's location select). */
  serviceLocations: readonly string[];
  /** The test drive form shows the terms notice, whose box must then be ticked. */
  testDriveTerms: boolean;
  /** The amounts offered beside money inputs (spec §5 Money input quick picks); validation does not read them. */
  quickPicks: readonly number[];
}

/** One step of a multistep form (spec §4 Lead form, multistep): its title and the names of its fields. */
export interface FormStep {
  title: string;
  fields: readonly string[];
}

/**
 * The query parameters a link to a form's page may carry (spec §2 "Finance links can carry
 * the query parameters preferredDealership, vehiclePriceBudget, car_id, car_type and vin").
 */
export interface LinkParams {
  /** Parameters that prefill the form's field of the same name. */
  fields: readonly string[];
  /** Parameters sent with the lead as its context (the car the link was about). */
  context: readonly LinkedCarKey[];
}

/** The lead context values (LeadContextSchema) a link may name the car by. */
type LinkedCarKey = 'car_id' | 'car_type' | 'vin' | 'stock_number';

/** The form as a dialog about one car (a vehicle page's buttons, a search card's links). */
interface CarDialog {
  /** The dialog's heading, in the words the site uses for the vehicle (site.stock). */
  title: (words: VehicleWords) => string;
  /** What the form fills in by itself (spec §2 Find Me Something Similar, §5 Request Photos). */
  prefill: (words: VehicleWords) => Readonly<Record<string, string>>;
  /** The submit button where it names the vehicle's own action (Book a Viewing); else the kind's submitLabel. */
  submitLabel?: (words: VehicleWords) => string;
}

/**
 * Everything the product knows about one kind of lead, in one place: each kind's file in
 * src/domain/forms exports one, and lead-kinds.ts composes them. Every member is required,
 * so a kind without a whole definition does not compile.
 */
export interface LeadKindDefinition<Kind extends string = string> {
  kind: Kind;
  /** The form's fields on a site: what the form renders and what the API validates. */
  fields: (options: LeadFormOptions) => FormField[];
  /** The category of every lead of this kind, or null: the form's own 'category' field says. */
  category: string | null;
  /** The subcategory of every lead of this kind, or null: as the page sends it. */
  subcategory: string | null;
  /** spec §9: how the event id of a sent lead is chosen. */
  event: LeadEventRule;
  /** The submit button's label. */
  submitLabel: string;
  /** The steps of a multistep form; empty for a form on one step. */
  steps: readonly FormStep[];
  /** The lead type as the e-mail subject names it: 'New {label} lead – {dealership}'. */
  deliveryLabel: string;
  /** The form as a dialog about a car of the stock, or null when the kind is never about one. */
  carDialog: CarDialog | null;
  /** What a link to the form's page may carry for it, or null when it reads no parameters. */
  linkParams: LinkParams | null;
  /**
   * Whether shoppers send this kind themselves, by a form through POST /api/leads. False for a
   * kind only the server writes, once what it stands for has happened (a reservation, once its
   * deposit is held): the API refuses it, so no one can claim one without paying.
   */
  postedByForms: boolean;
}
