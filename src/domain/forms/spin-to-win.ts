import { CORE_CONTACT_FIELDS } from './contact-fields.ts';
import type { FormField } from './fields.ts';
import type { LeadKindDefinition } from './lead-kind.ts';

/**
 * The attributes a spin-to-win lead carries besides the shopper's contact fields (written by
 * the server, never sent by a form), named as a salesperson reads them in the ADF comments
 * ('Prize: Free window tint').
 */
export const SPIN_TO_WIN_LEAD_FIELDS = {
  /** The prize's name, as the shopper's voucher says it. */
  prize: 'Prize',
  /** The voucher code the shopper will quote. */
  voucher: 'Voucher code',
  /** The campaign's title. */
  campaign: 'Promotion',
} as const;

/**
 * spec §2 /spin-to-win: the dealer's lead of a prize won. No shopper posts it: the spin API
 * writes it in the transaction that draws the prize, with the details the page took (the core
 * contact fields), the prize and its voucher code. A spin that wins nothing sends no lead.
 */
export const SPIN_TO_WIN_LEAD = {
  kind: 'spin-to-win',
  fields: (): FormField[] => [...CORE_CONTACT_FIELDS],
  category: 'Promotion',
  subcategory: 'Spin to Win',
  event: 'form default',
  submitLabel: 'Spin the wheel',
  steps: [],
  deliveryLabel: 'spin to win prize',
  carDialog: null,
  linkParams: null,
  postedByForms: false,
} satisfies LeadKindDefinition<'spin-to-win'>;
