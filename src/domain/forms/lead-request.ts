import * as v from 'valibot';
import { toStorableText } from '../text/storable.ts';
import { DEFAULT_ENQUIRY_CATEGORY, leadCategory, type LeadCategory } from './enquiry.ts';
import { WRONG_SHAPE_MESSAGE, type FormField, type FormValues } from './fields.ts';
import type { LeadFormOptions } from './lead-kind.ts';
import { FORM_LEAD_KINDS, leadKindDefinition, type LeadKind } from './lead-kinds.ts';

/**
 * The field every lead form carries hidden from people (off-screen, no tab stop, autocomplete
 * off). A person leaves it empty; a bot that fills every input does not.
 */
export const HONEYPOT_FIELD = 'website';

/** The fields of a kind's form on a site: what the form renders and what the API validates. */
export function leadFormFields(kind: LeadKind, options: LeadFormOptions): FormField[] {
  return leadKindDefinition(kind).fields(options);
}

/**
 * The category and subcategory a lead is filed under: the kind's own, else the form's
 * category field and the subcategory the page sent; careers relabelled (spec §8).
 */
export function leadClassification(kind: LeadKind, values: FormValues, sentSubcategory: string | null): LeadCategory {
  const form = leadKindDefinition(kind);
  const chosen = values['category'];
  const category = form.category ?? (typeof chosen === 'string' && chosen ? chosen : DEFAULT_ENQUIRY_CATEGORY);
  return leadCategory(category, form.subcategory ?? sentSubcategory);
}

const text = (max: number, what: string) =>
  v.optional(
    v.pipe(
      v.string(`Please send ${what} as text.`),
      toStorableText,
      v.trim(),
      v.maxLength(max, `Please send ${what} in ${max} characters or fewer.`),
    ),
  );

/** An id as a page has it: text, or a whole number sent as a number; stored as text. */
const id = (what: string) =>
  v.optional(
    v.union(
      [
        v.pipe(v.string(), toStorableText, v.trim(), v.maxLength(100)),
        v.pipe(v.number(), v.integer(), v.minValue(0), v.transform(String)),
      ],
      `Please send ${what} as text or a whole number (100 characters at most).`,
    ),
  );

const pageUrl = v.optional(
  v.pipe(
    v.string('Please send url as text.'),
    toStorableText,
    v.trim(),
    v.maxLength(2048, 'Please send url in 2048 characters or fewer.'),
    v.regex(/^https?:\/\/\S+$/, 'Please send url as the http(s) address of the page.'),
  ),
);

const MAX_LIST = 50;

const VISITED_PAGE_MESSAGE = 'Please send visited_pages as a list of addresses (2048 characters each at most).';
const QUERY_PARAMS_MESSAGE =
  'Please send linked_query_params as an object of text values (names of 100, values of 500 characters at most).';
const SERVICES_MESSAGE = 'Please send additional_services as a list of service names (100 characters each at most).';
const LEAD_ATTRIBUTES_MESSAGE = 'Please send lead_attributes as an object with visited_pages and linked_query_params.';

/**
 * spec §3 "Tracking and result: url, source, user_agent, lead_attributes (visited_pages,
 * linked_query_params)": the pages the shopper saw and the campaign parameters of the
 * link they came in by.
 */
const LeadAttributesSchema = v.object(
  {
    visited_pages: v.optional(
      v.pipe(
        v.array(
          v.pipe(v.string(VISITED_PAGE_MESSAGE), toStorableText, v.maxLength(2048, VISITED_PAGE_MESSAGE)),
          VISITED_PAGE_MESSAGE,
        ),
        v.maxLength(MAX_LIST, `Please send at most ${MAX_LIST} visited_pages.`),
      ),
    ),
    linked_query_params: v.optional(
      v.pipe(
        v.record(
          v.pipe(v.string(QUERY_PARAMS_MESSAGE), toStorableText, v.maxLength(100, QUERY_PARAMS_MESSAGE)),
          v.pipe(v.string(QUERY_PARAMS_MESSAGE), toStorableText, v.maxLength(500, QUERY_PARAMS_MESSAGE)),
          QUERY_PARAMS_MESSAGE,
        ),
        v.check(
          (params) => Object.keys(params).length <= MAX_LIST,
          `Please send at most ${MAX_LIST} linked_query_params.`,
        ),
      ),
    ),
  },
  LEAD_ATTRIBUTES_MESSAGE,
);

/**
 * The lead fields that travel beside a form's own fields (spec §3 "Identity and context",
 * "Tracking and result", §7 "category, form fields, additional_services, dealership_slug,
 * page_id, subcategory"): which kind of form, the car, the page and the visit. Keys a
 * lead does not know are dropped.
 */
export const LeadContextSchema = v.object(
  {
    // a kind only the server writes (a reservation's) is refused like an unknown one
    kind: v.picklist(FORM_LEAD_KINDS, `Please send the kind of lead: one of ${FORM_LEAD_KINDS.join(', ')}.`),
    subcategory: text(100, 'subcategory'),
    dealership_slug: text(100, 'dealership_slug'),
    page_id: id('page_id'),
    car_id: id('car_id'),
    car_dealership_id: id('car_dealership_id'),
    car_type: v.optional(v.picklist(['new', 'used', 'demo'], 'Please send car_type as new, used or demo.')),
    stock_number: text(50, 'stock_number'),
    vin: text(17, 'vin'),
    manufacturer_slug: text(100, 'manufacturer_slug'),
    'Vehicle Make': text(100, 'Vehicle Make'),
    'Vehicle Model': text(100, 'Vehicle Model'),
    vehicle_status: text(50, 'vehicle_status'),
    url: pageUrl,
    source: text(200, 'source'),
    user_agent: text(500, 'user_agent'),
    // valibot's object() takes an array for an object: refused first
    lead_attributes: v.optional(
      v.pipe(
        v.custom<unknown>((value) => !Array.isArray(value), LEAD_ATTRIBUTES_MESSAGE),
        LeadAttributesSchema,
      ),
    ),
    additional_services: v.optional(
      v.pipe(
        v.array(
          v.pipe(
            v.string(SERVICES_MESSAGE),
            toStorableText,
            v.trim(),
            v.nonEmpty(SERVICES_MESSAGE),
            v.maxLength(100, SERVICES_MESSAGE),
          ),
          SERVICES_MESSAGE,
        ),
        v.maxLength(20, 'Please send at most 20 additional_services.'),
      ),
    ),
    [HONEYPOT_FIELD]: v.optional(v.unknown()),
  },
  WRONG_SHAPE_MESSAGE,
);

export type LeadContext = v.InferOutput<typeof LeadContextSchema>;

export type LeadContextCheck =
  { ok: true; context: LeadContext } | { ok: false; errors: Readonly<Record<string, string>> };

/** Validates the context of a lead request; the first message per field, keyed by its path. */
export function checkLeadContext(input: unknown): LeadContextCheck {
  // valibot's object() takes an array for an object; a lead never is one
  if (Array.isArray(input)) return { ok: false, errors: { form: WRONG_SHAPE_MESSAGE } };
  const result = v.safeParse(LeadContextSchema, input);
  if (result.success) return { ok: true, context: result.output };
  const flat = v.flatten<typeof LeadContextSchema>(result.issues);
  const errors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(flat.nested ?? {})) {
    const message = (messages as string[] | undefined)?.[0];
    if (message && !errors[path]) errors[path] = message;
  }
  const root = flat.root?.[0];
  if (root && Object.keys(errors).length === 0) errors['form'] = root;
  return { ok: false, errors };
}

/** A honeypot counts as filled when it holds anything but empty text. */
export function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  return typeof value !== 'string' || value.trim() !== '';
}
