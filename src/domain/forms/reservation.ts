import { CORE_CONTACT_FIELDS } from './contact-fields.ts';
import type { FormField } from './fields.ts';
import type { LeadKindDefinition } from './lead-kind.ts';

/** The category every reservation lead is filed under. */
const RESERVATION_CATEGORY = 'Reservation';

/**
 * The attributes a reservation lead carries besides the shopper's contact fields (written by
 * the server, never sent by a form): the deposit, the reservation's reference, when its hold
 * ends and the dealer's link to confirm or release it. The ADF and the webhook read them by
 * these names.
 */
export const RESERVATION_LEAD_FIELDS = {
  /** The deposit held on the shopper's card, in dollars (a number). */
  deposit: 'reservation_deposit',
  /** The reservation's short reference, as the shopper's e-mail and the checkout page show it. */
  reference: 'reservation_reference',
  /** When the hold ends unless the dealer confirms (ISO 8601). */
  expiresAt: 'reservation_expires_at',
  /** The dealer's signed link to the reservation page, which confirms or releases it. */
  dealerLink: 'reservation_link',
} as const;

/**
 * spec §2 /cars/{slug}/checkout and /buy-online, §9 (a refundable deposit held 48 hours): the
 * dealer's lead of a reservation. No shopper posts it: the reservation API writes it once the
 * deposit is held, in the same transaction, with the details the checkout took (the core
 * contact fields) and the deposit. The checkout page is its form; its event is an enquiry's,
 * chosen by the car (new 14, used 15).
 */
export const RESERVATION_LEAD = {
  kind: 'reservation',
  fields: (): FormField[] => [...CORE_CONTACT_FIELDS],
  category: RESERVATION_CATEGORY,
  subcategory: null,
  event: 'enquiry',
  submitLabel: 'Reserve Now',
  steps: [],
  deliveryLabel: 'reservation',
  carDialog: null,
  linkParams: null,
  postedByForms: false,
} satisfies LeadKindDefinition<'reservation'>;
