import type { EnquiryRecord } from './sent-enquiries.ts';

/**
 * The garage's account sections (spec §2 garage family, and the access and deletion requests
 * the privacy policy promises): the shopper's enquiries, their stored details, Download my
 * data and Delete my account.
 */
export const MY_DATA_TEXTS = {
  enquiries: {
    heading: 'Enquiries',
    loading: 'Loading your enquiries…',
    empty:
      'No enquiries yet. Enquiries you send on this site, from this browser or with your mobile number, show here.',
    failed: 'Your enquiries could not load just now. Those sent from this browser are shown.',
    reference: 'Reference',
    delivered: 'Delivered to the dealer',
    pending: 'On its way to the dealer',
  },
  details: {
    heading: 'My details',
    intro: 'Kept in this browser to fill in your next enquiry for you.',
    save: 'Save my details',
    saved: 'Your details are saved.',
    clear: 'Clear my details',
    cleared: 'Your details are cleared from this browser.',
  },
  data: {
    heading: 'Your data',
    intro:
      'Download a copy of everything this site holds about you, or delete your account. Enquiries already delivered to the dealer stay with the dealer; ask them directly about those.',
    download: 'Download my data',
    downloadFailed: 'Your data could not be downloaded just now. Please try again in a minute.',
    delete: 'Delete my account',
    confirmHeading: 'Delete your account?',
    confirmText:
      'This removes your account on this site: your sign-in, your watchlist, and everything else kept with your account, at once and for good. Our copies of your enquiries keep no name, phone number, e-mail or address; an enquiry not yet delivered is withdrawn. Enquiries already delivered to the dealer stay with the dealer. The favourites, recently viewed cars and details kept in this browser are cleared too.',
    confirm: 'Delete my account for good',
    cancel: 'Keep my account',
    deleted: 'Your account is deleted, and this browser’s lists and details are cleared.',
    home: 'Back to the home page',
    deleteFailed: 'Your account could not be deleted just now. Nothing was removed. Please try again in a minute.',
    /** The dialog when the sign-in is too old to delete the account (ASVS 5.0 7.5.1). */
    reauthenticate:
      'Before your account is deleted, please confirm it is you: sign in again with a code sent to your mobile. You come back here to finish.',
    signInAgain: 'Sign in again',
  },
} as const;

export const MY_DATA_ERRORS = {
  visitor: 'Please sign in to see your account.',
  unavailable: 'Your account cannot be reached just now. Please try again in a minute.',
  confirm: 'Please send confirm: true to delete the account.',
  /** ASVS 5.0 7.5.1: the session's sign-in is older than SIGN_IN_POLICY.recentSignInMinutes. */
  reauthenticate: 'To delete your account, please sign in again first, so we know it is you.',
} as const;

/**
 * The garage's one list of enquiries: those the API holds for the shopper's number and those
 * this browser sent (another number, or not yet in the API's answer), each once by its
 * reference, the API's record winning; newest first.
 */
export function mergeEnquiries(held: readonly EnquiryRecord[], sentHere: readonly EnquiryRecord[]): EnquiryRecord[] {
  const byReference = new Map<string, EnquiryRecord>();
  for (const record of [...sentHere, ...held]) byReference.set(record.reference, record);
  return [...byReference.values()].sort((a, b) => Date.parse(b.sent_at) - Date.parse(a.sent_at));
}

/**
 * What a de-identified lead keeps of its form fields: what was asked (the category, the
 * dealership, the car, the offer, the loan, the rating…), never who asked. An allow-list, so
 * a field added to a form later is taken out until someone decides it names nobody. Gone:
 * name, last_name, email, phone, postcode, the free-text message, the shopper's own car's
 * rego and VIN, their company, income and employment.
 */
export const DEIDENTIFIED_LEAD_FIELDS: readonly string[] = [
  'category',
  'dealership_slug',
  'location',
  'preferredDealership',
  'request',
  'appointment',
  'Vehicle Model',
  'vehicle',
  'kms',
  'regoState',
  'offer_from_client',
  'loanAmount',
  'loanTermYears',
  'vehiclePriceBudget',
  'fleetSize',
  'position',
  'rating',
  'opt_in',
  'opt_in_finance',
  'opt_in_trade',
  'terms_conditions',
];

/**
 * What a de-identified lead keeps of its context: the car and the page it was sent from,
 * never the visit (user agent, visited pages, campaign parameters, the page's URL, which may
 * carry any of them).
 */
export const DEIDENTIFIED_LEAD_CONTEXT: readonly string[] = [
  'page_id',
  'car_id',
  'car_dealership_id',
  'car_type',
  'stock_number',
  'vin',
  'manufacturer_slug',
  'Vehicle Make',
  'Vehicle Model',
  'vehicle_status',
  'source',
  'additional_services',
];

/** The file name of Download my data: the site and the day, e.g. `drivewise-online-my-data-2026-11-28.json`. */
export function myDataFileName(tenant: string, at: Date): string {
  return `${tenant}-my-data-${at.toISOString().slice(0, 10)}.json`;
}

/** When an enquiry was sent, as the garage prints it: '28 Nov 2026' (the shopper's own time zone). */
export function sentDate(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  });
}
